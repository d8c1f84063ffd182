/**
 * How the check and the editor's preview name a place in a content file, as an editor knows it: the
 * entry by its number and title, the field by the form's labels ("project 2 ("Shop"), field "Client ›
 * Website""), never by the JSON's keys.
 */
import type { ContentFile } from "./content-files"
import { stepInto, stepOn, type JsonSchema, type Step } from "./json-schema"

export interface Place {
  /** `project 3 ("Course catalogue website")`, absent for a whole file or a file that is no list. */
  entry?: string | undefined
  /** The field's label in the form, each level's joined by " › ", e.g. "Client › Website". */
  field?: string | undefined
}

/** The labels of the places at `segments` of a value that `schema` (a file's) describes: a property's title, an entry's number. */
function labelsAt(schema: JsonSchema, definitions: JsonSchema, segments: readonly (string | number)[]): string[] {
  let step = stepOn(schema, definitions, schema) as Step | undefined
  return segments.map((segment) => {
    step = step && stepInto(step, segment, definitions)
    return typeof segment === "number" ? String(segment + 1) : (step?.field.title ?? segment)
  })
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
  let entry: string | undefined
  if (isList && at.length > 0) {
    const item = value[Number(at[0])] as Record<string, unknown> | undefined
    const title = item && typeof item === "object" ? (item.title ?? item.name) : undefined
    entry = `${file.entryNoun} ${Number(at[0]) + 1}${typeof title === "string" && isShownText(title) ? ` ("${title}")` : ""}`
  }
  // The field's label in the form, each level's joined by " › ", below the entry where there is one.
  const field = labelsAt(schema, definitions, at).slice(isList ? 1 : 0)
  return { entry, field: field.length ? field.join(" › ") : undefined }
}

/** `entry 3 ("…"), field "Client › Website"`, or nothing for a whole file. */
export const described = ({ entry, field }: Place): string =>
  [entry, field && `field "${field}"`].filter(Boolean).join(", ")
