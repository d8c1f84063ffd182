// The editor's preview draws the page from page data it makes itself, from the editor's JSON
// (src/preview/page-data.ts); the page from what its query returned at the build. From the same
// content (the suite's content set, either agency) the two are the same, field for field: the data
// the page reads, compared where the build's own files stand in (a picture, the font's address).
import { test, expect } from "@playwright/test"
import { contentSchemas, contentValidators } from "../../node/content/validators"
import { CONTENT_FILES } from "../../shared/content-files"
import { stringsIn } from "../../shared/section-check"
import { PICTURE_PATH, previewData, type Schemas } from "../../src/preview/page-data"
import { content } from "../content"

const SCHEMAS: Schemas = contentSchemas()

/** What the build makes of content that the preview cannot: its absolute address and the JSON-LD (not drawn). */
const BUILD_ONLY = new Set(["siteUrl", "structuredData"])

/**
 * `value` as the page reads it, keeping the fields `shape` (the build's data) has: a picture as
 * whether there is one, and the font's address (the site's, or the editor's copy) and display left out.
 */
function comparable(value: unknown, shape: unknown): unknown {
  if (value && typeof value === "object" && ("childImageSharp" in value || "publicURL" in value)) return "a picture"
  if (Array.isArray(value)) return value.map((item, index) => comparable(item, (shape as unknown[])[index]))
  if (value && typeof value === "object" && shape && typeof shape === "object")
    return Object.fromEntries(
      Object.keys(shape)
        .filter((key) => !BUILD_ONLY.has(key))
        .map((key) => [key, comparable((value as Record<string, unknown>)[key] ?? null, (shape as never)[key])]),
    )
  if (typeof value === "string") return value.replace(/url\("[^"]*"\)/g, "url()").replace(/font-display:\w+/g, "")
  return value
}

test("the editor's preview makes the page's data as the build does, from the same content", async ({ request }) => {
  const response = await request.get("/page-data/index/page-data.json")
  expect(response.ok()).toBe(true)
  const built = ((await response.json()) as { result: { data: unknown } }).result.data
  const values = Object.fromEntries(CONTENT_FILES.map(({ file }) => [file, content(file)]))
  // Every picture the content names, as the editor has it.
  const pictures = Object.fromEntries(
    CONTENT_FILES.flatMap(({ file }) =>
      [...stringsIn(values[file])].flatMap(([text]) =>
        PICTURE_PATH.test(text) ? [[text, { url: `blob:${text}`, width: 1200, height: 800 }] as const] : [],
      ),
    ),
  )
  const { data, messages } = previewData(values, pictures, SCHEMAS, contentValidators(SCHEMAS))
  expect(messages.filter(({ level }) => level === "error")).toEqual([])
  expect(comparable(data, built)).toEqual(comparable(built, built))
})
