/**
 * What the content check finds in one file's value, said once for both places it runs: the check
 * (node/content/validate.ts), which places each problem by line, and the editor's preview
 * (src/preview-pane/page-data.ts), which says it as the editor types. The schema's faults come from
 * Ajv's validator for the file: the check compiles it in Node, the preview's is compiled when
 * /admin/ is built (node/content/validators.ts), from the same schemas and options.
 */
import { brandNotes } from "./brand"
import { messageFor, type CheckError } from "./check-words"
import type { ContentFile } from "./content-files"
import { stepInto, stepOn, type JsonSchema, type Step } from "./json-schema"
import { placeOf } from "./place"
import { placeholderProblem } from "./placeholders"
import { stringsIn, twiceEntered } from "./section-check"
import { lookAlike, offNetwork } from "./addresses"

export type Path = (string | number)[]

/** A validator as Ajv compiles one, at run time or ahead of it: its errors after each call. */
export interface Validator {
  (data: unknown): boolean
  errors?: (CheckError & { instancePath: string })[] | null
}

interface ValueProblem {
  at: Path
  level: "error" | "note"
  message: string
  /** The schema's keyword that failed, where one did: "required" is about the entry that lacks the field. */
  keyword?: string
}

/** The faults that leave a value out of the page: one that breaks its pattern, list or type is never drawn. */
const LEFT_OUT = new Set(["pattern", "enum", "type"])

/** An Ajv instance path ("/2/client/url") as the segments places are named by. */
export const pathSegments = (instancePath: string): Path =>
  instancePath
    .split("/")
    .slice(1)
    .map((segment) => decodeURIComponent(segment.replace(/~1/g, "/").replace(/~0/g, "~")))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))

/** The definitions' `text` pattern (a character that is neither space nor invisible), which says a text shows. */
export const shownTextPattern = (definitions: JsonSchema): unknown => definitions.definitions?.text?.pattern

export const isShownTextBy =
  (shownText: unknown) =>
  (text: string): boolean =>
    typeof shownText === "string" ? new RegExp(shownText, "u").test(text) : text.trim() !== ""

/** Each shown text in a value (one whose schema is the definitions' `text`), with the placeholders it declares. */
function* shownTexts(
  value: unknown,
  step: Step | undefined,
  definitions: JsonSchema,
  shownText: unknown,
  at: Path = [],
): Generator<{ at: Path; text: string; declared?: string[] }> {
  if (!step) return
  if (typeof value === "string") {
    if (step.field.pattern === shownText) yield { at, text: value, declared: step.field["x-placeholders"] }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const segment = Array.isArray(value) ? Number(key) : key
      yield* shownTexts(item, stepInto(step, segment, definitions), definitions, shownText, [...at, segment])
    }
  }
}

export interface ValueCheck {
  problems: ValueProblem[]
  /** Where a value the page must not draw stands ("2/client/url"): as the page would have it, missing. */
  leftOut: Set<string>
}

/**
 * One content file's problems, in the check's words: what its schema refuses (one message a field,
 * though an empty text breaks both its length and its pattern), a placeholder the page cannot fill,
 * an invisible direction control, a year to come, an id or an entry given twice, and the brand's notes.
 */
export function valueProblems(
  spec: ContentFile,
  value: unknown,
  validate: Validator,
  [schema, definitions]: [JsonSchema, JsonSchema],
  {
    contentLabel,
    isCopy,
  }: {
    /** How the content folder is named in messages ("content"). */
    contentLabel: string
    /** Whether an entry is new or changed since the last save (the preview knows): of two alike, that one is the copy. */
    isCopy?: (index: number) => boolean
  },
): ValueCheck {
  const shownText = shownTextPattern(definitions)
  const isShownText = isShownTextBy(shownText)
  const entryLabel = (index: number) =>
    placeOf(spec, value, [index], schema, definitions, isShownText).entry ?? `${spec.entryNoun} ${index + 1}`
  const problems: ValueProblem[] = []
  const leftOut = new Set<string>()
  const reported = new Set<string>()
  const error = (at: Path, message: string, keyword?: string) => {
    reported.add(at.join("/"))
    problems.push({ at, level: "error", message, ...(keyword ? { keyword } : {}) })
  }

  validate(value)
  for (const fault of validate.errors ?? []) {
    const at = pathSegments(fault.instancePath)
    if (LEFT_OUT.has(fault.keyword)) leftOut.add(at.join("/"))
    if (fault.keyword === "required") at.push(String(fault.params.missingProperty))
    if (fault.keyword === "additionalProperties") at.push(String(fault.params.additionalProperty))
    if (!reported.has(at.join("/"))) error(at, messageFor(fault, contentLabel, shownText), fault.keyword)
  }
  for (const { at, text, declared } of shownTexts(value, stepOn(schema, definitions, schema), definitions, shownText)) {
    const problem = placeholderProblem(text, declared)
    if (problem && !reported.has(at.join("/"))) error(at, problem)
  }
  // Direction controls (U+202A–202E, U+2066–2069) make a text show otherwise than it reads ("txt.exe" shown as "exe.txt").
  for (const [text, at] of stringsIn(value))
    if (/[\u202A-\u202E\u2066-\u2069]/.test(text) && !reported.has(at.join("/")))
      error(
        at,
        "holds an invisible direction control (U+202A to U+202E, U+2066 to U+2069), which can make it show otherwise than it reads: type it again without, or paste it as plain text",
      )
  for (const [text, at] of stringsIn(value)) {
    const problem = /^https:\/\//.test(text) && !reported.has(at.join("/")) ? lookAlike(text) : undefined
    if (problem) error(at, problem)
  }
  // A profile's icon says where it leads.
  const icons = schema.items?.properties?.icon
  const iconValues = icons?.enum
  if (iconValues && Array.isArray(value))
    value.forEach((entry: unknown, index) => {
      const { link, icon } = (entry ?? {}) as { link?: unknown; icon?: unknown }
      if (typeof link !== "string" || typeof icon !== "string" || reported.has(`${index}/link`)) return
      const label = icons.enumDescriptions?.[iconValues.indexOf(icon)] ?? icon
      const problem = offNetwork(link, icon, label)
      if (problem) error([index, "link"], problem)
    })
  const brand = (value as { brandColour?: unknown } | null)?.brandColour
  if (spec.file === "site.json" && typeof brand === "string" && !reported.has("brandColour"))
    for (const message of brandNotes(brand)) problems.push({ at: ["brandColour"], level: "note", message })
  if (Array.isArray(value)) {
    for (const { at, message } of twiceEntered(value, isShownText, entryLabel, isCopy)) error(at, message)
    const seen = new Map<unknown, number>()
    value.forEach((entry: unknown, index) => {
      const id = (entry as { id?: unknown } | null)?.id
      if (id === undefined) return
      const first = seen.get(id)
      if (first === undefined) seen.set(id, index)
      else error([index, "id"], `${String(id)} is already used by ${entryLabel(first)}; ids must be different`)
    })
    // A year the schema's pattern cannot bound: next year's changes every January.
    const latest = new Date().getFullYear() + 1
    if (spec.file === "projects.json")
      value.forEach((entry: unknown, index) => {
        const year = Number((entry as { year?: unknown } | null)?.year)
        if (year > latest && !reported.has(`${index}/year`))
          error([index, "year"], `is after ${latest}: a project's year is when it was made`)
      })
  }
  return { problems, leftOut }
}
