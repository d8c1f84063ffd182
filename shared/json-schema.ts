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
  /** The {placeholders} a text keeps: the page puts a value in each (shared/placeholders.ts). */
  "x-placeholders"?: string[]
}

interface Resolved extends JsonSchema {
  /** What a value must look like, from the schema that holds the pattern (a shared definition). */
  patternMessage?: string
}

/**
 * A property's schema with its `$ref` followed and its own keywords laid over the target's (the
 * way the schemas use it: a shared type, then this field's limit and description).
 */
export function resolve(schema: JsonSchema, definitions: JsonSchema, local: JsonSchema): Resolved {
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

/** Where an object's texts are: each a "."-separated path to a field that is the shared `text`. */
export function textPaths(schema: JsonSchema, definitions: JsonSchema, root: JsonSchema, prefix = ""): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) => {
    if (field.$ref?.endsWith("/definitions/text")) return [`${prefix}${key}`]
    const resolved = resolve(field, definitions, root)
    return resolved.type === "object" ? textPaths(resolved, definitions, root, `${prefix}${key}.`) : []
  })
}
