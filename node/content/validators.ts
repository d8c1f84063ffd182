/**
 * The content schemas' validators, one Ajv set up once: the check's (node/content/validate.ts), and
 * the editor's preview's, compiled to code when /admin/ is built (its policy runs no code made in the
 * browser), so the preview refuses what the check refuses by construction.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import Ajv, { type Options } from "ajv"
import standaloneCode from "ajv/dist/standalone"
import type { SchemaValidateFunction } from "ajv/dist/types"
import { CONTENT_FILES, SCHEMA_DIR } from "../../shared/content-files"
import { DEFINITIONS_FILE, type JsonSchema } from "../../shared/json-schema"
import type { Validator } from "../../shared/value-problems"

/**
 * The schemas' own keywords, which say how the editor, the page or the check treat a field and
 * validate nothing: where uploads go (x-media-folder), a value the editor makes (x-generated), a
 * logo that also takes SVG (x-vector), a text's placeholders (x-placeholders, shared/placeholders.ts),
 * a text set in quotation marks (x-quoted), a colour with a picker (x-colour), a part that is a
 * page of its own, which the home page does not query (x-own-page), a name or address written once
 * in every language (x-shared, shared/languages.ts), an enum's names
 * (enumDescriptions). x-image-file is the check's: in the preview, where no file can be looked
 * for, it is one of these.
 */
const ANNOTATIONS = ["x-media-folder", "x-generated", "x-vector", "x-placeholders", "x-quoted", "x-colour", "x-own-page", "x-pattern-words", "x-shared", "enumDescriptions"]

/** Every error, with the value and the schema it broke (the messages quote both); union types for ids. */
const OPTIONS: Options = { allErrors: true, verbose: true, strict: true, allowMatchingProperties: true, allowUnionTypes: true }

/** An Ajv for the content schemas, `definitions` added; `imageFile` checks x-image-file where files can be read. */
export function contentAjv(definitions: JsonSchema, imageFile?: SchemaValidateFunction, options: Options = {}): Ajv {
  const ajv = new Ajv({ ...OPTIONS, ...options })
  for (const keyword of ANNOTATIONS) ajv.addKeyword({ keyword })
  ajv.addKeyword(
    imageFile
      ? { keyword: "x-image-file", type: "string", schemaType: "boolean", errors: true, validate: imageFile }
      : { keyword: "x-image-file" },
  )
  ajv.addSchema(withoutId(definitions), DEFINITIONS_FILE)
  return ajv
}

/** Every content file's schema and the definitions, by file name, as schemas/ holds them. */
export const contentSchemas = (): Record<string, JsonSchema> =>
  Object.fromEntries(
    [...CONTENT_FILES.map(({ schema }) => schema), DEFINITIONS_FILE].map((name) => [
      name,
      JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), "utf8")) as JsonSchema,
    ]),
  )

const withoutId = ({ $id: _id, ...schema }: JsonSchema & { $id?: string }) => schema

/**
 * The preview's validators as one ES module's source: its default export is each content file's
 * validator by file name ("projects.json"). `schemas` holds every schema by file name, definitions too.
 */
export function previewValidatorsSource(schemas: Record<string, JsonSchema>): string {
  const ajv = contentAjv(schemas[DEFINITIONS_FILE] ?? {}, undefined, { code: { source: true, esm: true } })
  const names: Record<string, string> = {}
  CONTENT_FILES.forEach(({ schema }, index) => {
    ajv.addSchema(withoutId(schemas[schema] ?? {}), schema)
    names[`file${index}`] = schema
  })
  const byFile = CONTENT_FILES.map(({ file }, index) => `${JSON.stringify(file)}: file${index}`).join(", ")
  return `${standaloneCode(ajv, names)}\nexport default { ${byFile} }\n`
}

/** The same validators compiled here and now, by file name: for code that runs in Node (the tests' preview). */
export function contentValidators(schemas: Record<string, JsonSchema>): Record<string, Validator> {
  const ajv = contentAjv(schemas[DEFINITIONS_FILE] ?? {})
  return Object.fromEntries(
    CONTENT_FILES.map(({ file, schema }) => [file, ajv.compile(withoutId(schemas[schema] ?? {})) as Validator]),
  )
}
