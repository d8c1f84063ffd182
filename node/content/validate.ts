import { existsSync, realpathSync, statSync } from "node:fs"
import path from "node:path"
import Ajv from "ajv"
import type { SchemaValidateFunction } from "ajv/dist/types"
import {
  CONTENT_FILES,
  contentFileOf,
  MAX_PROJECTS,
  SCHEMA_DIR,
  UNUSED_PICTURE,
  type ContentFile,
} from "../../shared/content-files"
import { asEditorWrites, fieldsForFile } from "./cms-config"
import { stepAt, type JsonSchema } from "../../shared/json-schema"
import { placeOf } from "../../shared/place"
import { largeImageWarning, picturesIn, readImageHeaders } from "./images"
import { shapeProblem } from "../../shared/picture-shape"
import {
  duplicateKeys,
  parseJsonWithPositions,
  positionAt,
  positionOfPath,
  type ParsedJson,
} from "./json-position"
import { readContentFile } from "./read"
import { sectionProblems, sectionsField } from "../../shared/section-check"
import { caseStudyProblems } from "../../shared/case-studies"
import { isShownTextBy, pathSegments, shownTextPattern, valueProblems } from "../../shared/value-problems"
import { contentAjv } from "./validators"
import { strangers } from "./strangers"
import { translationReport } from "./translations"
import type { ContentProblem, ContentReport } from "./problem"

type Schema = Record<string, unknown>
type Loaded<T> = { value: T } | { problem: ContentProblem }

/** A schema file as messages name it, relative to the project. */
const schemaLabel = (schemaDir: string, name: string) =>
  path.relative(process.cwd(), path.join(schemaDir, name)).split(path.sep).join("/")

/** A schema file, or one clear problem: missing, not JSON. Schemas come with the site, not from editors. */
export function loadSchema(schemaDir: string, name: string): Loaded<Schema> {
  const filePath = path.join(schemaDir, name)
  const file = schemaLabel(schemaDir, name)
  const at = { file, line: 1, column: 1 }
  const restore = `it comes with the site: restore it with \`git checkout -- ${file}\``
  if (!existsSync(filePath)) return { problem: { ...at, message: `this schema file is missing; ${restore}` } }
  const read = readContentFile(filePath)
  if ("problem" in read) return { problem: { ...at, message: read.problem } }
  const parsed = parseJsonWithPositions(read.text)
  if (parsed.syntaxError)
    return {
      problem: {
        file,
        ...parsed.syntaxError.position,
        message: `is not valid JSON: ${parsed.syntaxError.message}; ${restore}`,
      },
    }
  if (!parsed.value || typeof parsed.value !== "object" || Array.isArray(parsed.value))
    return { problem: { ...at, message: `is not a JSON Schema; ${restore}` } }
  const schema = { ...(parsed.value as Schema) }
  delete schema.$id
  return { value: schema }
}

/** An image that a content file points to, as the x-image-file keyword met it. */
interface ImageUse {
  instancePath: string
}

function createValidator(contentDir: string, definitions: Schema, images: Map<string, ImageUse[]>): Ajv {
  const root = path.resolve(contentDir)
  // Schema-level check that an image path names a file inside content/ that exists: editors see
  // the same schema in their editor (where this keyword is ignored) and the build enforces it.
  // Existing files are collected for the header check that follows (sharp is asynchronous).
  // The path is followed through symbolic links: a link in content/ to a file elsewhere on the
  // build machine would otherwise be published as an image.
  const realRoot = existsSync(root) ? realpathSync(root) : root
  const validateImage: SchemaValidateFunction = (enabled: boolean, data: string, _parent, context) => {
    validateImage.errors = undefined
    if (!enabled) return true
    const file = path.resolve(root, data.replace(/^\//, "")) // the content editor writes "/images/…"
    if (!file.startsWith(root + path.sep)) return false
    if (!existsSync(file) || !statSync(file).isFile()) return false
    const real = realpathSync(file)
    if (!real.startsWith(realRoot + path.sep)) {
      validateImage.errors = [{ keyword: "x-image-file", params: { leadsTo: real } }]
      return false
    }
    images.set(file, [...(images.get(file) ?? []), { instancePath: context?.instancePath ?? "" }])
    return true
  }
  return contentAjv(definitions as JsonSchema, validateImage)
}

/**
 * Names places in one content file as an editor knows them: its line and column, the entry (by
 * number and title) and the field by the form's labels (shared/place.ts).
 */
function locator(
  spec: ContentFile,
  label: string,
  parsed: ParsedJson,
  text: string,
  [schema, definitions]: [JsonSchema, JsonSchema],
  isShownText: (s: string) => boolean,
) {
  const place = (segments: (string | number)[]) =>
    placeOf(spec, parsed.value, segments, schema, definitions, isShownText)
  const locate = (segments: (string | number)[]) => ({
    file: `${label}/${spec.file}`,
    ...positionOfPath(text, parsed.tree, segments),
    ...place(segments),
  })
  return locate
}

interface CheckedFile {
  file: string
  value: unknown
  schema: Schema
  locate: ReturnType<typeof locator>
}

function validateFile(
  spec: ContentFile,
  contentDir: string,
  label: string,
  ajv: Ajv,
  [schema, definitions]: [Schema, Schema],
  report: ContentReport,
  editorLayout: (value: unknown) => string,
): CheckedFile | undefined {
  const errorsBefore = report.errors.length
  const isShownText = isShownTextBy(shownTextPattern(definitions as JsonSchema))
  const file = `${label}/${spec.file}`
  const filePath = path.join(contentDir, spec.file)
  if (!existsSync(filePath)) {
    report.errors.push({ file, line: 1, column: 1, message: "this file is missing; the site needs it" })
    return undefined
  }
  const read = readContentFile(filePath)
  if ("problem" in read) {
    report.errors.push({ file, line: 1, column: 1, message: read.problem })
    return undefined
  }
  const text = read.text
  const parsed = parseJsonWithPositions(text)
  if (parsed.syntaxError) {
    const { line, column } = parsed.syntaxError.position
    report.errors.push({ file, line, column, message: `is not valid JSON: ${parsed.syntaxError.message}` })
    return undefined
  }

  const locate = locator(spec, label, parsed, text, [schema, definitions], isShownText)
  for (const duplicate of duplicateKeys(parsed.tree)) {
    const where = locate([...duplicate.objectPath, duplicate.key])
    report.errors.push({
      ...where,
      ...positionAt(text, duplicate.offset),
      message: "is written twice in the same place; the build would keep only the last one, so delete one of them",
    })
  }

  const { problems } = valueProblems(spec, parsed.value, ajv.compile(schema), [schema, definitions] as [JsonSchema, JsonSchema], {
    contentLabel: label,
  })
  const reported = new Set<string>()
  for (const { at, level, message, keyword } of problems) {
    const where = locate(at)
    // A missing field is shown where its entry is.
    if (keyword === "required") Object.assign(where, positionOfPath(text, parsed.tree, at.slice(0, -1)))
    if (level === "error") reported.add(at.join("/"))
    report[level === "error" ? "errors" : "notes"].push({ ...where, message })
  }
  if (spec.file === "projects.json" && Array.isArray(parsed.value) && parsed.value.length > MAX_PROJECTS)
    report.warnings.push({
      file,
      ...positionOfPath(text, parsed.tree, [MAX_PROJECTS]),
      message: `has ${parsed.value.length} projects; the carousel shows only the first ${MAX_PROJECTS}`,
    })
  // A file laid out differently from what the content editor writes would be rewritten whole by
  // its next save there, burying the one change in the diff.
  if (report.errors.length === errorsBefore) {
    const expected = editorLayout(parsed.value).split("\n")
    const line = text.split("\n").findIndex((actual, index) => actual !== expected[index])
    if (line >= 0)
      report.warnings.push({
        file,
        line: line + 1,
        column: 1,
        message:
          "is laid out differently from how the content editor (/admin/) writes it, so its next save there would rewrite the whole file: run `npm run content:format`",
      })
  }
  return { file: spec.file, value: parsed.value, schema, locate }
}

export interface ValidateOptions {
  /** Where image headers are cached between runs (by path, size and time), every picture then decoded whole once; none by default. */
  imageCache?: string
  /** The schemas: the site's own (schemas/) unless a test gives a copy. */
  schemaDir?: string
}

/**
 * Checks every content file as the build will read it: its encoding, its JSON (with keys written
 * twice), its JSON Schema, and what a schema cannot say (image files exist inside content/ and
 * sharp can read them, ids are unique). `label` is how the folder is named in messages.
 */
export async function validateContent(
  contentDir: string,
  label = "content",
  { imageCache, schemaDir = SCHEMA_DIR }: ValidateOptions = {},
): Promise<ContentReport> {
  const report: ContentReport = { errors: [], warnings: [], notes: [], images: [] }
  const definitions = loadSchema(schemaDir, "definitions.schema.json")
  if ("problem" in definitions) return { ...report, errors: [definitions.problem] }
  const images = new Map<string, ImageUse[]>()
  const ajv = createValidator(contentDir, definitions.value, images)

  const checked: (CheckedFile & { images: Map<string, ImageUse[]> })[] = []
  for (const spec of CONTENT_FILES) {
    const schema = loadSchema(schemaDir, spec.schema)
    if ("problem" in schema) {
      report.errors.push(schema.problem)
      continue
    }
    try {
      ajv.compile(schema.value)
    } catch (error) {
      const file = schemaLabel(schemaDir, spec.schema)
      report.errors.push({
        file,
        line: 1,
        column: 1,
        message: `is not a schema the check can use (${(error as Error).message}); restore it with \`git checkout -- ${file}\``,
      })
      continue
    }
    images.clear()
    const fields = fieldsForFile(spec, schema.value as JsonSchema, definitions.value as JsonSchema)
    const editorLayout = (value: unknown) => asEditorWrites(value, fields)
    const file = validateFile(
      spec,
      contentDir,
      label,
      ajv,
      [schema.value, definitions.value],
      report,
      editorLayout,
    )
    if (file) checked.push({ ...file, images: new Map(images) })
  }

  // Every picture in the folder, named or not: can the build read it, and is it of a sensible size?
  const named = new Set(checked.flatMap((file) => [...file.images.keys()]))
  const pictures = picturesIn(contentDir)
  const headers = await readImageHeaders([...named, ...pictures], imageCache)
  const shownName = (imageFile: string) =>
    `${label}/${path.relative(contentDir, imageFile).split(path.sep).join("/")}`
  for (const { schema, locate, images: used } of checked) {
    for (const [imageFile, uses] of used) {
      const header = headers.get(imageFile)
      if (!header) continue
      const shown = shownName(imageFile)
      if (!("unreadable" in header)) report.images.push({ file: shown, ...header })
      for (const { instancePath } of uses) {
        const segments = pathSegments(instancePath)
        // A place is worked out only for what is reported: thousands of pictures would cost a pass of the file each.
        const where = () => locate(segments)
        if ("unreadable" in header) {
          report.errors.push({
            ...where(),
            message: `points to ${shown}, which ${header.unreadable}: export the image again as PNG, JPEG, WebP or AVIF`,
          })
          continue
        }
        const shape = shapeProblem(imageFile, header)
        if (shape) {
          report.errors.push({ ...where(), message: `points to ${shown}, which ${shape}` })
          continue
        }
        const description = stepAt(schema as JsonSchema, definitions.value as JsonSchema, segments)?.field.description
        const warning = largeImageWarning(imageFile, header, typeof description === "string" ? description : undefined)
        if (warning) report.warnings.push({ ...where(), message: `${shown} ${warning}` })
      }
    }
  }
  // One no file names still sits in every editor's media library and on main, so it is named too.
  for (const picture of pictures.filter((file) => !named.has(file))) {
    const header = headers.get(picture)
    if (!header) continue
    const at = { file: shownName(picture), line: 1, column: 1 }
    if ("unreadable" in header) {
      report.errors.push({ ...at, message: `${header.unreadable}: remove it, or export it again as PNG, JPEG, WebP or AVIF` })
      continue
    }
    const large = largeImageWarning(picture, header)
    report.warnings.push({
      ...at,
      message: `is ${UNUSED_PICTURE}${large ? `; it ${large}` : ""}`,
    })
  }

  const site = checked.find(({ file }) => file === "site.json")
  const arranged = (site?.value as { sections?: unknown } | undefined)?.sections
  const across = [...sectionProblems(arranged, checked, sectionsField(site?.schema ?? {})), ...caseStudyProblems(checked)]
  for (const { file, at, level, message } of across) {
    const where = checked.find((checkedFile) => checkedFile.file === file)
    if (where) report[level === "error" ? "errors" : "notes"].push({ ...where.locate(at), message })
  }
  // A translation's texts are held to their fields' limits and placeholders as the first language's are.
  const errorsOf = (file: string, schema: Schema, value: unknown) =>
    valueProblems(contentFileOf(file), value, ajv.compile(schema), [schema, definitions.value] as [JsonSchema, JsonSchema], {
      contentLabel: label,
    }).problems.filter(({ level }) => level === "error")
  report.errors.push(...translationReport(contentDir, label, checked, definitions.value as JsonSchema, errorsOf))
  report.errors.push(...strangers(contentDir, label))
  return report
}
