/** The content schemas as code reads them (schemas/): the one description of every field, which the
 * editor's form, the check, the GraphQL types and the editor's preview each follow. */
export interface JsonSchema {
  $ref?: string
  type?: string
  title?: string
  description?: string
  enum?: (string | number)[]
  /** Each enum value's name for people (VS Code's keyword): the editor's picker shows it. */
  enumDescriptions?: string[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  definitions?: Record<string, JsonSchema>
  "x-image-file"?: boolean
  "x-media-folder"?: string
  "x-generated"?: boolean
  /** An image field that also takes SVG (logos), which the page serves as drawn. */
  "x-vector"?: boolean
  /** A colour (#RRGGBB): the editor shows a picker with a box to type it in. */
  "x-colour"?: boolean
  /** A text the page sets in its own quotation marks, so a pair pasted around it is dropped (node/hooks/schema.ts). */
  "x-quoted"?: boolean
  /** A text written once, the same in every language of the site's (a name, an address): shared/languages.ts. */
  "x-shared"?: boolean
  /** A part that is a page of its own (a project's case study): the home page's query leaves it out. */
  "x-own-page"?: boolean
  /** The {placeholders} a text keeps: the page puts a value in each (shared/placeholders.ts). */
  "x-placeholders"?: string[]
  /** What a pattern asks for, in an editor's words, after "use" ("only small letters, …"). */
  "x-pattern-words"?: string
}

interface Resolved extends JsonSchema {
  /** What a value must look like, from the schema that holds the pattern (a shared definition). */
  patternMessage?: string
}

/**
 * A property's schema with its `$ref` followed and its own keywords laid over the target's (the
 * way the schemas use it: a shared type, then this field's limit and description).
 */
function resolve(schema: JsonSchema, definitions: JsonSchema, local: JsonSchema): Resolved {
  if (!schema.$ref) return { ...schema, patternMessage: schema.pattern ? schema.description : undefined }
  const [file, pointer = ""] = schema.$ref.split("#")
  const source = file ? definitions : local
  const name = pointer.replace(/^\/definitions\//, "")
  const target = source.definitions?.[name]
  if (!target) throw new Error(`cannot follow "${schema.$ref}"`)
  const base = resolve(target, definitions, source)
  const { $ref: _ref, ...own } = schema
  return { ...base, ...own, patternMessage: own.pattern ? own.description : base.patternMessage }
}

/** The file whose `definitions` every content schema shares. */
export const DEFINITIONS_FILE = "definitions.schema.json"

/** A schema as a walk meets it: resolved, and the schema its own `#/definitions/…` point into. */
export interface Step {
  field: Resolved
  local: JsonSchema
}

/** Where a schema's `$ref`s lead, followed to the schema that holds what it finally is. */
const holder = (schema: JsonSchema, definitions: JsonSchema, local: JsonSchema): JsonSchema => {
  if (!schema.$ref) return local
  const [file, pointer = ""] = schema.$ref.split("#")
  const source = file ? definitions : local
  const target = source.definitions?.[pointer.replace(/^\/definitions\//, "")]
  return target ? holder(target, definitions, source) : source
}

/** `schema` met in `local` (a file's schema, or the definitions), as a walk steps on from it. */
export const stepOn = (schema: JsonSchema, definitions: JsonSchema, local: JsonSchema): Step => ({
  field: resolve(schema, definitions, local),
  local: holder(schema, definitions, local),
})

/**
 * The one walk over a value's schema: one segment down from `step`, a list's entry by its number
 * or a field by its name; undefined where the schema has none.
 */
export function stepInto({ field, local }: Step, segment: string | number, definitions: JsonSchema): Step | undefined {
  const next = typeof segment === "number" ? field.items : field.properties?.[segment]
  return next && stepOn(next, definitions, local)
}

/** The step at `segments` below a file's schema. */
export const stepAt = (schema: JsonSchema, definitions: JsonSchema, segments: readonly (string | number)[]) =>
  segments.reduce<Step | undefined>(
    (step, segment) => step && stepInto(step, segment, definitions),
    stepOn(schema, definitions, schema),
  )

/** A field the page shows as text: the shared `text` definition (a name, a sentence; not an address or a year). */
export const isTextField = (schema: JsonSchema): boolean => schema.$ref?.endsWith("/definitions/text") ?? false

/** Where an object's texts are: each a "."-separated path to a field that is the shared `text`. */

export function textPaths(schema: JsonSchema, definitions: JsonSchema, local: JsonSchema, prefix = ""): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    if (isTextField(property)) return [`${prefix}${key}`]
    const { field, local: inner } = stepOn(property, definitions, local)
    return field.type === "object" ? textPaths(field, definitions, inner, `${prefix}${key}.`) : []
  })
}
