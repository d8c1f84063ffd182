/**
 * How the content check words a value its schema refuses: said once, for the check (Ajv's errors,
 * node/content/validate.ts) and for the editor's preview, which finds the same faults as the
 * editor types (src/preview-pane/page-data.ts).
 */

/** One fault as Ajv reports it: the keyword that failed, its parameters and the value. */
export interface CheckError {
  keyword: string
  params: Record<string, unknown>
  data?: unknown
  schema?: unknown
  parentSchema?: unknown
  message?: string
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
  // Quoted as JSON: a line break or a control character in a value stays inside its message's line.
  if (typeof value === "string") return `the text ${JSON.stringify(value)}`
  return `${typeof value === "number" ? "the number " : ""}${String(value)}`
}

/** Characters, as the limits count them: code points, so an emoji or a Sinhala letter is one. */
const characters = (value: unknown) => [...String(value)].length

/**
 * `shownText` is the pattern of the definitions' "text" (a character that is neither space nor
 * invisible), so its failure can say what is wrong rather than quote an invisible value.
 */
/** A limit's reason, where its field's description gives one ("… At most 40 characters: reason"). */
const why = (description = "") => {
  const reason = /At most \d+(?: characters)?: (.+?)\.?$/.exec(description)?.[1]
  return reason ? `: ${reason}` : ""
}

export function messageFor(error: CheckError, contentLabel: string, shownText: unknown): string {
  const schema = error.parentSchema as { description?: string; "x-pattern-words"?: string } | undefined
  const expected = schema?.description
  switch (error.keyword) {
    case "required":
      return "is missing, and every entry needs it"
    case "type":
      return `should be ${TYPE_WORDS[String(error.params.type)] ?? expected ?? error.params.type}, but is ${describeValue(error.data)}`
    case "additionalProperties":
      return "is not a field the site knows: check its spelling, or remove it"
    case "x-image-file":
      if (error.params.leadsTo)
        return `points to ${contentLabel}/${String(error.data)}, which is a link to ${String(error.params.leadsTo)}, outside ${contentLabel}/: put the image itself in ${contentLabel}/images/`
      return `points to ${contentLabel}/${String(error.data)}, but there is no such file`
    case "enum": {
      const values = (error.params.allowedValues as unknown[]).map(String)
      if (values.length === 1) return `should be ${values[0]}, but is ${describeValue(error.data)}`
      const list = `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`
      return `should be ${expected ?? "one of these"}: ${list}, but is ${describeValue(error.data)}`
    }
    case "minItems":
      return `needs at least ${error.params.limit} ${error.params.limit === 1 ? "item" : "items"}`
    case "maxItems":
      return `has ${(error.data as unknown[]).length} items, more than the ${error.params.limit} allowed${why(expected)}`
    case "uniqueItems": {
      const twice = (error.data as unknown[])[Number(error.params.j)]
      return `lists ${describeValue(twice)} twice; each should appear once`
    }
    case "maxLength":
      return `is ${characters(error.data)} characters long, more than the ${error.params.limit} allowed${why(expected)}`
    case "minLength":
      return characters(error.data) === 0
        ? "is empty"
        : `is ${characters(error.data)} characters long, fewer than the ${error.params.limit} needed`
    case "pattern":
      if (error.schema === shownText) return "is empty: it holds only spaces or invisible characters"
      if (schema?.["x-pattern-words"])
        return `should use ${schema["x-pattern-words"]}, but is ${describeValue(error.data)}`
      return `should be ${expected ?? "different"}, but is ${describeValue(error.data)}`
    default:
      return `should be ${expected ?? error.message ?? "different"}, but is ${describeValue(error.data)}`
  }
}
