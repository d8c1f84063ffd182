/**
 * The page's data for the editor's preview, from content as the editor holds it (each file's JSON,
 * before any save): what the page's query returns (IndexPageQuery), by the build's own rules
 * (shared/page-values.ts), read from the same schemas. An image becomes the editor's own copy of it.
 * What the check would say comes from the check's own rules (shared/value-problems.ts) and the
 * schemas' validators, compiled from the check's Ajv when /admin/ is built.
 */
import {
  languageLabel,
  siteLanguages,
  translated,
  translationErrors,
  translationFile,
  type Language,
} from "../../shared/languages"
import {
  brandStyle,
  entryLanguage,
  PAGE_WORDS,
  pageLanguage,
  quoted,
  shownEntries,
  themeColor,
} from "../../shared/page-values"
import {
  CONTENT_FILES,
  GUARDED_FIELDS,
  picturePath,
  UNUSED_PICTURE,
  type ContentFile,
} from "../../shared/content-files"
import type { Typeface } from "../../shared/fonts"
import {
  DEFINITIONS_FILE,
  stepAt,
  stepInto,
  stepOn,
  textPaths,
  type JsonSchema,
  type Step,
} from "../../shared/json-schema"
import { sectionProblems, sectionsField, stringsIn } from "../../shared/section-check"
import { caseStudyProblems, PROJECTS_FILE } from "../../shared/case-studies"
import { shapeProblem } from "../../shared/picture-shape"
import { described, placeOf } from "../../shared/place"
import { isShownTextBy, shownTextPattern, valueProblems, type Path, type Validator } from "../../shared/value-problems"

/**
 * Each content file's value by its name ("projects.json"), as the editor holds it now, and each of
 * its translations by theirs ("projects.si.json").
 */
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
  /** The home page's data, and `everyProject`: the projects not cut to the carousel's, for the case studies' pages. */
  data: Queries.IndexPageQuery & { everyProject: readonly Queries.CaseStudyFieldsFragment[] }
  messages: PreviewMessage[]
}

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

/**
 * A value as a save writes it: the form's empty fields left out (the editor omits them), so a
 * required one is missing, as the check will then find it; and the editor's own marks on a list's
 * entries (`__sc_item_id`, after a copy or a move), which it never writes, left out too.
 */
export function asSaved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asSaved)
  if (!value || typeof value !== "object") return value
  const written = ([key, item]: [string, unknown]) => item !== "" && item !== null && !key.startsWith("__sc_")
  return Object.fromEntries(
    Object.entries(value)
      .filter(written)
      .map(([key, item]) => [key, asSaved(item)]),
  )
}

interface Walk {
  definitions: JsonSchema
  pictures: Record<string, PreviewPicture | undefined>
  /** The page's language, which an entry in another is marked against. */
  pageLanguage: string
  /** Where a value the check refuses stands: the page leaves it out, as a missing one. */
  leftOut: Set<string>
}

/** A value as the page's query returns it, following its schema. */
function asQueried(value: unknown, step: Step | undefined, walk: Walk, at: Path): unknown {
  if (value === undefined || value === null || walk.leftOut.has(at.join("/"))) return null
  const field = step?.field ?? {}
  const down = (segment: string | number) => step && stepInto(step, segment, walk.definitions)
  if (typeof value === "string") {
    if (field["x-image-file"]) return picture(value, walk.pictures)
    return field["x-quoted"] ? quoted(value) : value
  }
  if (Array.isArray(value)) {
    const items = value.map((item, index) => asQueried(item, down(index), walk, [...at, index]))
    // An entry in another language than the page's words is marked, as the page's query marks it.
    const entry = down(0)
    const texts = entry ? textPaths(entry.field, walk.definitions, entry.local) : []
    for (const [index, queried] of items.entries())
      if (queried && typeof queried === "object")
        (queried as Record<string, unknown>).lang = entryLanguage(value[index], texts, walk.pageLanguage)
    return items
  }
  if (typeof value === "object" && field.properties) {
    const own = value as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(field.properties).map((key) => [key, asQueried(own[key], down(key), walk, [...at, key])]),
    )
  }
  return value
}

/**
 * The page's data and what the check would say, from every content file's value (the one being
 * edited as it stands in the form), the pictures the editor has, the schemas and their validators.
 */
export function previewData(
  values: ContentValues,
  pictures: Record<string, PreviewPicture | undefined>,
  schemas: Schemas,
  validators: Record<string, Validator>,
  /** The files as last saved, against which an entry is new or changed (a duplicate's copy). */
  saved: ContentValues = values,
  /** The language the page is drawn in: the one the editor's pane shows, the site's first by default. */
  drawnIn?: Language,
): PreviewData {
  const definitions = schemas[DEFINITIONS_FILE] ?? {}
  const [first, ...others] = siteLanguages(values["site.json"] as { languages?: string[] } | undefined)
  const pageIn = drawnIn && others.includes(drawnIn) ? drawnIn : undefined
  const isShownText = isShownTextBy(shownTextPattern(definitions))
  const placeIn = (spec: ContentFile, at: Path) =>
    described(placeOf(spec, values[spec.file], at, schemas[spec.schema] ?? {}, definitions, isShownText))
  const messages: PreviewMessage[] = []
  const data: Record<string, unknown> = { siteUrl: "" }
  const wordsSpec = CONTENT_FILES.find(({ file }) => file === PAGE_WORDS)
  // A file in the page's language: its translation's texts laid over it, as the build lays them.
  const shownValue = (file: ContentFile) => {
    const value = asSaved(values[file.file])
    if (!pageIn) return value
    const schema = schemas[file.schema] ?? {}
    return translated(value, asSaved(values[translationFile(file.file, pageIn)]), schema, {
      definitions,
      local: schema,
    })
  }
  const language = pageLanguage(wordsSpec && shownValue(wordsSpec), schemas[wordsSpec?.schema ?? ""] ?? {}, definitions)

  for (const file of CONTENT_FILES) {
    const schema = schemas[file.schema] ?? {}
    const value = asSaved(values[file.file])
    const before = saved[file.file]
    const kept = new Set(Array.isArray(before) ? before.map((entry) => JSON.stringify(asSaved(entry))) : [])
    const isCopy = (index: number) => Array.isArray(value) && !kept.has(JSON.stringify(value[index]))
    const validate = validators[file.file] ?? (() => true)
    const checked = valueProblems(file, value, validate, [schema, definitions], { contentLabel: "content", isCopy })
    // A picture uploaded and not yet saved: the editor hands it over as its blob, the saved path to
    // come. Only in a picture's field: a blob: address typed anywhere else is refused, as the check will.
    const uploads = new Set(
      [...stringsIn(value)].flatMap(([text, at]) =>
        text.startsWith("blob:") && stepAt(schema, definitions, at)?.field["x-image-file"] ? [at.join("/")] : [],
      ),
    )
    // A picture of a shape no field can use, as the check finds it from the file (a saved one's path).
    for (const [text, at] of stringsIn(value)) {
      const found = pictures[text]
      const shape = found && stepAt(schema, definitions, at)?.field["x-image-file"] && shapeProblem(text, found)
      if (!shape) continue
      checked.problems.push({
        at,
        level: "error",
        message: `points to content/${text.replace(/^\//, "")}, which ${shape}`,
      })
      checked.leftOut.add(at.join("/"))
    }
    const leftOut = new Set([...checked.leftOut].filter((at) => !uploads.has(at)))
    for (const { at, level, message } of checked.problems.filter(({ at }) => !uploads.has(at.join("/")))) {
      const where = placeIn(file, at)
      messages.push({ level, file: file.file, text: `${where ? `${where}: ` : ""}${message}` })
    }
    // Each translation as the check reads it: every text written, within the first language's limits.
    const errorsOf = (laid: unknown) =>
      valueProblems(file, laid, validate, [schema, definitions], { contentLabel: "content" }).problems.flatMap(
        ({ at, level, message }) => (level === "error" ? [{ at, message }] : []),
      )
    for (const other of others) {
      const walk = { definitions, local: schema }
      const translation = asSaved(values[translationFile(file.file, other)])
      for (const { path, message } of translationErrors(value, translation, schema, walk, other, errorsOf)) {
        // A limit's message does not name the language, as a missing text's does.
        const language = message.includes(languageLabel(other)) ? "" : ` in ${languageLabel(other)}`
        const at = `${placeIn(file, path)}${language}`.trim()
        messages.push({ level: "error", file: file.file, text: at ? `${at}: ${message}` : message })
      }
    }
    const shown = pageIn ? shownValue(file) : value
    // What the page's language breaks is left out of its page, as in the first language.
    if (pageIn)
      for (const at of valueProblems(file, shown, validate, [schema, definitions], { contentLabel: "content" }).leftOut)
        if (!uploads.has(at)) leftOut.add(at)
    const walk = { definitions, pictures, pageLanguage: language, leftOut }
    const queried = asQueried(shown, stepOn(schema, definitions, schema), walk, [])
    if (queried && typeof queried === "object" && file.file === PAGE_WORDS)
      (queried as Record<string, unknown>).lang = language
    data[queryField(file)] = Array.isArray(queried)
      ? shownEntries(file, queried)
      : (queried ?? (file.listField ? [] : null))
    if (file.file === PROJECTS_FILE) data.everyProject = Array.isArray(queried) ? queried : []
  }

  const site = values["site.json"] as { sections?: unknown } | undefined
  const details = data.siteDetails as
    | (Record<string, unknown> & {
        brandColour: string | null
        typeface: Typeface | null
        languages?: (string | null)[] | null
      })
    | null
  if (details) {
    // As queried, where a value the check refuses is left out: such a colour sets no shades, and
    // such a typeface gives way to Inter.
    const colour = details.brandColour ?? ""
    const typeface = details.typeface ?? "inter"
    // The font from the editor's own copy, swapped in when it arrives: the page's is kept from the
    // first paint only, and a preview that just switched typeface should show the new one at once.
    const languages = siteLanguages(details)
    details.brandStyle = brandStyle(colour, typeface, "preview", languages, pageIn ?? first).replace(
      /font-display:optional/g,
      "font-display:swap",
    )
    details.themeColor = colour ? themeColor(colour) : null
    details.structuredData = ""
  }
  const files = CONTENT_FILES.map(({ file }) => ({ file, value: values[file] }))
  const where = sectionsField(schemas["site.schema.json"] ?? {})
  for (const { file, at, level, message } of [
    ...sectionProblems(site?.sections, files, where),
    ...caseStudyProblems(files),
  ]) {
    const spec = CONTENT_FILES.find((content) => content.file === file)
    const place = spec ? placeIn(spec, at) : ""
    messages.push({ level, file, text: `${place ? `${place}: ` : ""}${message}`, across: true })
  }
  // A fact a developer guards (the site's address): its change is published only once approved.
  for (const { file, field } of GUARDED_FIELDS) {
    const [now, before] = [values[file], saved[file]].map(
      (value) => (value as Record<string, unknown> | undefined)?.[field],
    )
    if (now !== before) {
      const spec = CONTENT_FILES.find((content) => content.file === file)
      const place = spec ? placeIn(spec, [field]) : field
      messages.push({
        level: "note",
        file,
        text: `${place}: once saved, this change waits for a developer's approval before it is published, as code does (every link to the site points there)`,
      })
    }
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
  return { data: data as unknown as PreviewData["data"], messages }
}

/** A path content gives a picture by (the schemas' own rule). */
export const PICTURE_PATH = new RegExp(picturePath())
