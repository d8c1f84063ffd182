/**
 * The page's data for the editor's preview, from content as the editor holds it (each file's JSON,
 * before any save): what the page's query returns (IndexPageQuery), made by the same rules the
 * build follows (node/hooks/schema.ts, resolvers.ts), read from the same schemas. An image becomes
 * the editor's own copy of it, a quoted text loses the marks pasted around it, an entry in another
 * language says so, and the brand and typeface become the page's CSS. On the way, each value the
 * schemas refuse is named in the check's words, and so are the sections check and the brand's notes.
 */
import { brandCss, brandNotes } from "../../shared/brand"
import { messageFor, type CheckError } from "../../shared/check-words"
import { CONTENT_FILES, picturePath, UNUSED_PICTURE, type ContentFile } from "../../shared/content-files"
import { fontFile, typefaceCss, TYPEFACES, type Typeface } from "../../shared/fonts"
import { resolve, textPaths, type JsonSchema } from "../../shared/json-schema"
import { languageAt } from "../../shared/language"
import { withoutOwnQuotes } from "../../shared/quotes"
import { placeholderProblem } from "../../shared/placeholders"
import { sectionProblems, sectionsField, stringsIn, twiceEntered } from "../../shared/section-check"
import { described, fieldLabel, placeOf } from "../../shared/place"

/** Each content file's value by its name ("projects.json"), as the editor holds it now. */
export type ContentValues = Record<string, unknown>

/** A picture the editor has (uploaded or in the repository), by the path a content file gives. */
export interface PreviewPicture {
  url: string
  width: number
  height: number
}

/** The schemas by file name (schemas/*.schema.json), definitions.schema.json among them. */
export type Schemas = Record<string, JsonSchema>

/** What the preview says beside the page: a refusal the check would make, or a note. */
export interface PreviewMessage {
  level: "error" | "note"
  /** The content file it is about ("site.json"). */
  file: string
  /** "Portfolio projects, project 2 (“Title”), field “year”: …", as the check names places. */
  text: string
  /** About how files meet (a link to a section another file hides): said whichever file is open. */
  across?: boolean
}

export interface PreviewData {
  data: Queries.IndexPageQuery
  messages: PreviewMessage[]
}

const COLOUR = /^#[0-9a-fA-F]{6}$/
const DEFINITIONS = "definitions.schema.json"

/** The query's field for a file: a list's own (`projects`), else its type's name (`siteDetails`). */
const queryField = (file: ContentFile) =>
  file.listField ?? file.typeName.charAt(0).toLowerCase() + file.typeName.slice(1)

function picture(path: string, pictures: Record<string, PreviewPicture | undefined>) {
  const found = pictures[path]
  if (!found) return null
  const { url, width, height } = found
  // An SVG is drawn as it is, sized by its own width and height, as the page draws one.
  if (/\.svg$/i.test(path)) return { publicURL: url, vectorSize: { width, height }, childImageSharp: null }
  const images = { fallback: { src: url }, sources: [] }
  return { childImageSharp: { gatsbyImageData: { layout: "constrained", width, height, images } } }
}

interface Walk {
  definitions: JsonSchema
  pictures: Record<string, PreviewPicture | undefined>
  shownText: unknown
  /** The page's language, which an entry in another is marked against. */
  pageLanguage: string
  /** A fault as Ajv reports it, or as the check words it itself (a text's placeholders). */
  fault: (error: CheckError | string, at: (string | number)[]) => void
}

/** A value as the page's query returns it, following its schema; faults go to `walk.fault`. */
function asQueried(
  value: unknown,
  schema: JsonSchema,
  local: JsonSchema,
  walk: Walk,
  at: (string | number)[],
): unknown {
  const field = resolve(schema, walk.definitions, local)
  const inner = schema.$ref?.startsWith(DEFINITIONS) ? walk.definitions : local
  const fault = (keyword: string, params: Record<string, unknown> = {}) =>
    walk.fault({ keyword, params, data: value, parentSchema: field, schema: field.pattern }, at)
  // A picture uploaded and not yet saved: the editor hands it over as its blob, the saved path to come.
  if (typeof value === "string" && field["x-image-file"] && value.startsWith("blob:"))
    return picture(value, walk.pictures)
  if (typeof value === "string") {
    const tooLong = field.maxLength !== undefined && [...value].length > field.maxLength
    if (tooLong) fault("maxLength", { limit: field.maxLength })
    // A value that breaks its pattern or list is left out, as a missing one: never drawn as a link
    // the check refuses, however long. One fault a value, as the check says.
    if (field.pattern && !new RegExp(field.pattern, "u").test(value)) {
      if (!tooLong) fault("pattern")
      return null
    }
    if (field.enum && !field.enum.includes(value)) {
      if (!tooLong) fault("enum", { allowedValues: field.enum })
      return null
    }
    if (!tooLong && field.pattern === walk.shownText) {
      const problem = placeholderProblem(value, field["x-placeholders"])
      if (problem) walk.fault(problem, at)
    }
    if (field["x-image-file"]) return picture(value, walk.pictures)
    return field["x-quoted"] ? withoutOwnQuotes(value) : value
  }
  if (Array.isArray(value)) {
    if (field.maxItems !== undefined && value.length > field.maxItems) fault("maxItems", { limit: field.maxItems })
    if (field.minItems !== undefined && value.length < field.minItems) fault("minItems", { limit: field.minItems })
    const items = value.map((item, index) => asQueried(item, field.items ?? {}, inner, walk, [...at, index]))
    // An entry in another language than the page's words is marked, as the page's query marks it.
    const texts = textPaths(resolve(field.items ?? {}, walk.definitions, inner), walk.definitions, inner)
    for (const [index, entry] of items.entries())
      if (entry && typeof entry === "object") {
        const own = languageAt(value[index], texts)
        ;(entry as Record<string, unknown>).lang = own && own !== walk.pageLanguage ? own : null
      }
    return items
  }
  if (value && typeof value === "object" && field.properties) {
    const own = value as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(field.properties).map(([key, property]) => {
        const missing = own[key] === undefined || own[key] === null || own[key] === ""
        if (missing && field.required?.includes(key))
          walk.fault({ keyword: "required", params: { missingProperty: key } }, [...at, key])
        return [key, missing ? null : asQueried(own[key], property, inner, walk, [...at, key])]
      }),
    )
  }
  return value ?? null
}

/**
 * The page's data and what the check would say, from every content file's value (the one being
 * edited as it stands in the form), the pictures the editor has, and the schemas.
 */
export function previewData(
  values: ContentValues,
  pictures: Record<string, PreviewPicture | undefined>,
  schemas: Schemas,
  /** The files as last saved, against which an entry is new or changed (a duplicate's copy). */
  saved: ContentValues = values,
): PreviewData {
  const definitions = schemas[DEFINITIONS] ?? {}
  const shownText = definitions.definitions?.text?.pattern
  const isShownText = (text: string) => typeof shownText !== "string" || new RegExp(shownText, "u").test(text)
  const placeIn = (spec: ContentFile, at: (string | number)[]) =>
    described(placeOf(spec, values[spec.file], at, schemas[spec.schema] ?? {}, definitions, isShownText))
  const messages: PreviewMessage[] = []
  const data: Record<string, unknown> = { siteUrl: "" }
  const words = values["words.json"]
  const wordsSchema = schemas["words.json".replace(/\.json$/, ".schema.json")] ?? {}
  const pageLanguage = languageAt(words, textPaths(wordsSchema, definitions, wordsSchema)) ?? "en"

  for (const file of CONTENT_FILES) {
    const schema = schemas[file.schema] ?? {}
    const value = values[file.file]
    const place = (at: (string | number)[]) => placeIn(file, at)
    const fault = (error: CheckError | string, at: (string | number)[]) => {
      const where = place(at)
      const said = typeof error === "string" ? error : messageFor(error, "content", shownText)
      const text = `${where ? `${where}: ` : ""}${said}`
      messages.push({ level: "error", file: file.file, text })
    }
    const queried = asQueried(value, schema, schema, { definitions, pictures, shownText, pageLanguage, fault }, [])
    if (Array.isArray(value)) {
      const label = (index: number) => place([index])
      const before = saved[file.file]
      const kept = new Set(Array.isArray(before) ? before.map((entry) => JSON.stringify(entry)) : [])
      const isCopy = (index: number) => !kept.has(JSON.stringify(value[index]))
      for (const { at, message } of twiceEntered(value, isShownText, label, isCopy)) fault(message, at)
    }
    // The words say the page's language.
    if (queried && typeof queried === "object" && file.file === "words.json")
      (queried as Record<string, unknown>).lang = pageLanguage
    // As the page's query: of a list shown only in part, the top alone (node/hooks/resolvers.ts).
    data[queryField(file)] = Array.isArray(queried)
      ? queried.slice(0, file.shownAtMost)
      : (queried ?? (file.listField ? [] : null))
  }

  const site = values["site.json"] as { brandColour?: unknown; typeface?: unknown; sections?: unknown } | undefined
  const details = data.siteDetails as Record<string, unknown> | null
  if (details) {
    const colour = typeof site?.brandColour === "string" && COLOUR.test(site.brandColour) ? site.brandColour : ""
    const typeface = (
      typeof site?.typeface === "string" && site.typeface in TYPEFACES ? site.typeface : "inter"
    ) as Typeface
    // The font from the editor's own copy, swapped in when it arrives: the page's is kept from the
    // first paint only, and a preview that just switched typeface should show the new one at once.
    details.brandStyle =
      (colour ? brandCss(colour) : "") +
      typefaceCss(typeface, `preview${fontFile(typeface)}`).replace("font-display:optional", "font-display:swap")
    details.structuredData = ""
    if (colour) {
      const field = described({ field: fieldLabel(schemas["site.schema.json"] ?? {}, definitions, ["brandColour"]) })
      for (const note of brandNotes(colour))
        messages.push({ level: "note", file: "site.json", text: `${field}: ${note}` })
    }
  }
  const files = CONTENT_FILES.map(({ file }) => ({ file, value: values[file] }))
  const where = sectionsField(schemas["site.schema.json"] ?? {})
  for (const { file, at, level, message } of sectionProblems(site?.sections, files, where)) {
    const spec = CONTENT_FILES.find((content) => content.file === file)
    const place = spec ? placeIn(spec, at) : ""
    messages.push({ level, file, text: `${place ? `${place}: ` : ""}${message}`, across: true })
  }
  // A picture this edit stops naming (a cover replaced, an entry removed), which the check would
  // then name as unused: said now, in the file that named it.
  const picturesNamed = (files: ContentValues) =>
    new Map(
      CONTENT_FILES.flatMap(({ file }) =>
        [...stringsIn(files[file])].flatMap(([text]) =>
          PICTURE_PATH.test(text) ? [[text.replace(/^\//, ""), file] as const] : [],
        ),
      ),
    )
  const named = picturesNamed(values)
  for (const [picture, file] of picturesNamed(saved))
    if (!named.has(picture))
      messages.push({ level: "note", file, text: `${picture}, once this is saved, is ${UNUSED_PICTURE}` })
  return { data: data as unknown as Queries.IndexPageQuery, messages }
}

/** A path content gives a picture by (the schemas' own rule). */
export const PICTURE_PATH = new RegExp(picturePath())
