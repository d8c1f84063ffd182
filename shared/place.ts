/**
 * How the check and the editor's preview name a place in a content file, as an editor knows it: the
 * entry by its number and title, the field by the form's labels ("project 2 ("Shop"), field "Client ›
 * Website""), never by the JSON's keys.
 */
import type { ContentFile } from "./content-files"
import { resolve, type JsonSchema } from "./json-schema"

export interface Place {
  /** `project 3 ("Course catalogue website")`, absent for a whole file or a file that is no list. */
  entry?: string | undefined
  /** The field's label in the form, each level's joined by " › ", e.g. "Client › Website". */
  field?: string | undefined
}

/**
 * The field at `segments` of a value that `schema` describes, by its labels: each property's title,
 * and an item of a list inside it by its number.
 */
function fieldLabel(
  schema: JsonSchema,
  definitions: JsonSchema,
  segments: readonly (string | number)[],
  /** The file's schema, whose own definitions a `$ref` may name. */
  root: JsonSchema = schema,
): string {
  const labels: string[] = []
  let current: JsonSchema | undefined = schema
  for (const segment of segments) {
    const here: JsonSchema | undefined = current && resolve(current, definitions, root)
    if (typeof segment === "number") {
      labels.push(String(segment + 1))
      current = here?.items
    } else {
      current = here?.properties?.[segment]
      labels.push((current && resolve(current, definitions, root).title) ?? segment)
    }
  }
  return labels.join(" › ")
}

/**
 * The place `at` in one content file's value. `isShownText` is the definitions' rule for shown text,
 * so an entry titled with only invisible characters is not named by them.
 */
export function placeOf(
  file: Pick<ContentFile, "entryNoun">,
  value: unknown,
  at: readonly (string | number)[],
  schema: JsonSchema,
  definitions: JsonSchema,
  isShownText: (text: string) => boolean = () => true,
): Place {
  const isList = Array.isArray(value)
  const fieldPath = isList ? at.slice(1) : at
  let entry: string | undefined
  if (isList && at.length > 0) {
    const item = value[Number(at[0])] as Record<string, unknown> | undefined
    const title = item && typeof item === "object" ? (item.title ?? item.name) : undefined
    entry = `${file.entryNoun} ${Number(at[0]) + 1}${typeof title === "string" && isShownText(title) ? ` ("${title}")` : ""}`
  }
  const entrySchema = isList ? (resolve(schema, definitions, schema).items ?? {}) : schema
  return {
    entry,
    field: fieldPath.length ? fieldLabel(entrySchema, definitions, fieldPath, schema) : undefined,
  }
}

/** `entry 3 ("…"), field "Client › Website"`, or nothing for a whole file. */
export const described = ({ entry, field }: Place): string =>
  [entry, field && `field "${field}"`].filter(Boolean).join(", ")
