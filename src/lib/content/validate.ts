import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import Ajv, { type ErrorObject } from "ajv"
import { CONTENT_FILES, MAX_PROJECTS, type ContentFile } from "./files"
import { parseJsonWithPositions, positionOfPath } from "./json-position"

/** One problem in one content file, located precisely enough for an editor to fix it. */
export interface ContentProblem {
  /** Path relative to the project, e.g. content/projects.json. */
  file: string
  line: number
  column: number
  /** "entry 3 (“Course catalogue website”)", absent for whole-file problems. */
  entry?: string
  /** Dotted field path inside the entry, e.g. "client.url". */
  field?: string
  message: string
}

export interface ContentReport {
  errors: ContentProblem[]
  warnings: ContentProblem[]
}

/** `content/projects.json:23:7 entry 3 ("…"), field "client.url": message` */
export function formatProblem(problem: ContentProblem): string {
  const where = [problem.entry, problem.field && `field "${problem.field}"`].filter(Boolean).join(", ")
  return `${problem.file}:${problem.line}:${problem.column}  ${where ? `${where}: ` : ""}${problem.message}`
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text in "double quotes"',
  integer: "a whole number",
  number: "a number",
  array: "a list in [ ]",
  object: "a group of fields in { }",
  boolean: "true or false",
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "a list"
  if (value === null) return "null"
  if (typeof value === "object") return "a group of fields"
  if (typeof value === "string") return `the text "${value}"`
  return `${typeof value === "number" ? "the number " : ""}${String(value)}`
}

function messageFor(error: ErrorObject, contentLabel: string): string {
  const schema = error.parentSchema as { description?: string } | undefined
  const expected = schema?.description
  switch (error.keyword) {
    case "required":
      return "is missing, and every entry needs it"
    case "type":
      return `should be ${TYPE_WORDS[String(error.params.type)] ?? error.params.type}, but is ${describeValue(error.data)}`
    case "additionalProperties":
      return "is not a field the site knows: check its spelling, or remove it"
    case "x-image-file":
      return `points to ${contentLabel}/${String(error.data)}, but there is no such file`
    case "minItems":
      return `needs at least ${error.params.limit} ${error.params.limit === 1 ? "item" : "items"}`
    case "minLength":
      return "is empty"
    default:
      return `should be ${expected ?? error.message ?? "different"}, but is ${describeValue(error.data)}`
  }
}

function createValidator(contentDir: string): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowMatchingProperties: true })
  // Schema-level check that an image path names a file that exists: editors see the same schema
  // in their editor (where this keyword is ignored) and the build enforces it.
  ajv.addKeyword({
    keyword: "x-image-file",
    type: "string",
    schemaType: "boolean",
    validate: (enabled: boolean, data: string) => !enabled || existsSync(path.join(contentDir, data)),
  })
  ajv.addSchema(readSchema(contentDir, "definitions.schema.json"), "definitions.schema.json")
  return ajv
}

function readSchema(contentDir: string, name: string): Record<string, unknown> {
  const schema = JSON.parse(readFileSync(path.join(contentDir, "schemas", name), "utf8")) as Record<string, unknown>
  delete schema.$id
  return schema
}

function entryLabel(spec: ContentFile, data: unknown, index: number): string {
  const entry = Array.isArray(data) ? (data[index] as Record<string, unknown> | undefined) : undefined
  const title = entry && (entry.title ?? entry.name)
  return `${spec.entryNoun} ${index + 1}${typeof title === "string" && title ? ` ("${title}")` : ""}`
}

function validateFile(spec: ContentFile, contentDir: string, ajv: Ajv, label: string): ContentReport {
  const file = `${label}/${spec.file}`
  const filePath = path.join(contentDir, spec.file)
  const report: ContentReport = { errors: [], warnings: [] }
  if (!existsSync(filePath)) {
    report.errors.push({ file, line: 1, column: 1, message: "this file is missing; the site needs it" })
    return report
  }
  const text = readFileSync(filePath, "utf8")
  const parsed = parseJsonWithPositions(text)
  if (parsed.syntaxError) {
    const { line, column } = parsed.syntaxError.position
    report.errors.push({ file, line, column, message: `is not valid JSON: ${parsed.syntaxError.message}` })
    return report
  }

  const validate = ajv.compile(readSchema(contentDir, spec.schema))
  validate(parsed.value)
  // One message per field: an empty text, say, breaks both its length and its pattern rule.
  const reported = new Set<string>()
  for (const error of validate.errors ?? []) {
    const segments = error.instancePath.split("/").slice(1).map(decodeURIComponent)
    if (error.keyword === "required") segments.push(String(error.params.missingProperty))
    if (error.keyword === "additionalProperties") segments.push(String(error.params.additionalProperty))
    const isList = Array.isArray(parsed.value)
    const entryIndex = isList && segments.length > 0 ? Number(segments[0]) : undefined
    const fieldPath = isList ? segments.slice(1) : segments
    const jsonPath = segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s))
    if (reported.has(segments.join("/"))) continue
    reported.add(segments.join("/"))
    const where = positionOfPath(text, parsed.tree, error.keyword === "required" ? jsonPath.slice(0, -1) : jsonPath)
    report.errors.push({
      file,
      ...where,
      entry: entryIndex === undefined ? undefined : entryLabel(spec, parsed.value, entryIndex),
      field: fieldPath.length ? fieldPath.join(".") : undefined,
      message: messageFor(error, label),
    })
  }

  if (Array.isArray(parsed.value)) {
    const seen = new Map<unknown, number>()
    parsed.value.forEach((entry: unknown, index) => {
      const id = (entry as { id?: unknown } | null)?.id
      if (id === undefined) return
      const first = seen.get(id)
      if (first !== undefined) {
        report.errors.push({
          file,
          ...positionOfPath(text, parsed.tree, [index, "id"]),
          entry: entryLabel(spec, parsed.value, index),
          field: "id",
          message: `${String(id)} is already used by ${entryLabel(spec, parsed.value, first)}; ids must be different`,
        })
      } else seen.set(id, index)
    })
    if (spec.file === "projects.json" && parsed.value.length > MAX_PROJECTS) {
      report.warnings.push({
        file,
        ...positionOfPath(text, parsed.tree, [MAX_PROJECTS]),
        message: `has ${parsed.value.length} projects; the carousel shows only the first ${MAX_PROJECTS}`,
      })
    }
  }
  return report
}

/**
 * Checks every content file against its JSON Schema plus what a schema cannot say (image files
 * exist, ids are unique). `label` is how the folder is named in messages.
 */
export function validateContent(contentDir: string, label = "content"): ContentReport {
  const ajv = createValidator(contentDir)
  const reports = CONTENT_FILES.map((spec) => validateFile(spec, contentDir, ajv, label))
  const known = new Set(CONTENT_FILES.map((spec) => spec.file))
  const strays = readdirSync(contentDir).filter((name) => name.endsWith(".json") && !known.has(name))
  return {
    errors: reports.flatMap((r) => r.errors),
    warnings: [
      ...reports.flatMap((r) => r.warnings),
      ...strays.map((name) => ({
        file: `${label}/${name}`,
        line: 1,
        column: 1,
        message: "is not one of the site's content files, so the page does not use it",
      })),
    ],
  }
}

/**
 * A GitHub Actions workflow command, so the problem shows on its line in the commit or pull
 * request. Properties and message are escaped as the runner requires.
 */
export function githubAnnotation(problem: ContentProblem, level: "error" | "warning"): string {
  const property = (value: string) =>
    value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C")
  const data = (value: string) => value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")
  const where = [problem.entry, problem.field && `field "${problem.field}"`].filter(Boolean).join(", ")
  const title = `Content: ${problem.file.split("/").pop() ?? problem.file}`
  return `::${level} file=${property(problem.file)},line=${problem.line},col=${problem.column},title=${property(title)}::${data(`${where ? `${where}: ` : ""}${problem.message}`)}`
}
