// The editor's preview draws the page from page data it makes itself, from the editor's JSON
// (src/preview-pane/page-data.ts); the page from what its query returned at the build. From the same
// content (the suite's content set, either agency), in each of its languages, the two are the same,
// field for field: the data the page reads, compared where the build's own files stand in (a
// picture, the font's address).
import { existsSync } from "node:fs"
import path from "node:path"
import { test, expect, type APIRequestContext } from "@playwright/test"
import { contentSchemas, contentValidators } from "../../node/content/validators"
import { CONTENT_FILES } from "../../shared/content-files"
import { stringsIn } from "../../shared/section-check"
import { PICTURE_PATH, previewData, type Schemas } from "../../src/preview-pane/page-data"
import { content, CONTENT_DIR } from "../content"
import { caseStudyPageData, caseStudyPath } from "../../shared/case-studies"
import { pathIn, siteLanguages, translationFile, type Language } from "../../shared/languages"

const SCHEMAS: Schemas = contentSchemas()

/** What the build makes of content that the preview cannot: its absolute address and the JSON-LD (not drawn). */
const BUILD_ONLY = new Set(["siteUrl", "structuredData", "caseStudyData"])

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

/** What the build's query returned for the page at `path`, and what createPages gave it besides. */
async function builtPage(request: APIRequestContext, path: string) {
  const response = await request.get(`/page-data${path === "/" ? "/index/" : path}page-data.json`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { result: { data: unknown; pageContext: Record<string, unknown> } }).result
}
const builtData = async (request: APIRequestContext, path: string) => (await builtPage(request, path)).data

/** The site's languages, and its content files with their translations, as the editor reads them. */
const LANGUAGES = siteLanguages(content("site.json"))
const VALUES = Object.fromEntries(
  CONTENT_FILES.flatMap(({ file }) =>
    // (A file without texts has no translation.)
    [file, ...LANGUAGES.slice(1).map((language) => translationFile(file, language))]
      .filter((name) => existsSync(path.join(CONTENT_DIR, name)))
      .map((name) => [name, content(name)]),
  ),
)

/** The preview's page data from the suite's content in `language`, every picture it names as the editor has it. */
function previewed(language: Language) {
  // Every picture the content names, as the editor has it.
  const pictures = Object.fromEntries(
    CONTENT_FILES.flatMap(({ file }) =>
      [...stringsIn(VALUES[file])].flatMap(([text]) =>
        PICTURE_PATH.test(text) ? [[text, { url: `blob:${text}`, width: 1200, height: 800 }] as const] : [],
      ),
    ),
  )
  const { data, messages } = previewData(VALUES, pictures, SCHEMAS, contentValidators(SCHEMAS), VALUES, language)
  expect(messages.filter(({ level }) => level === "error")).toEqual([])
  return data
}

test("the editor's preview makes the page's data as the build does, from the same content, in each language", async ({
  request,
}) => {
  for (const language of LANGUAGES) {
    const built = await builtData(request, pathIn(language, "/", LANGUAGES))
    expect(comparable(previewed(language), built), language).toEqual(comparable(built, built))
  }
})

test("and every case study's page's, its project and its neighbours", async ({ request }) => {
  for (const language of LANGUAGES) {
    const data = previewed(language)
    const told = data.everyProject.flatMap((project, index) => (project.caseStudy ? [index] : []))
    test.skip(told.length === 0, "no project has a case study")
    for (const index of told) {
      const path = pathIn(language, caseStudyPath(data.everyProject[index]!.caseStudy!.slug), LANGUAGES)
      const built = await builtPage(request, path)
      const { onCarousel, ...study } = caseStudyPageData(data.everyProject, index)!
      expect(comparable({ ...data, ...study }, built.data), path).toEqual(comparable(built.data, built.data))
      expect(onCarousel).toBe(built.pageContext.onCarousel)
    }
  }
})
