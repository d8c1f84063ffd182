import {
  findNodeAtLocation,
  parseTree,
  type Node as JsonNode,
  type ParseError,
  printParseErrorCode,
} from "jsonc-parser"

export interface Position {
  line: number
  column: number
}

/** Where each line of the last text asked about starts: a file's thousands of places cost one pass. */
let lines: { text: string; starts: number[] } | undefined

/** 1-based line and column of a character offset in `text`. */
export function positionAt(text: string, offset: number): Position {
  if (lines?.text !== text) {
    const starts = [0]
    for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1)
    lines = { text, starts }
  }
  const { starts } = lines
  let [low, high] = [0, starts.length - 1]
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((starts[middle] ?? 0) <= offset) low = middle
    else high = middle - 1
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 }
}

// jsonc-parser's error codes in words an editor understands.
const SYNTAX_HINTS: Record<string, string> = {
  InvalidSymbol: "there is a character that does not belong here",
  InvalidNumberFormat: "a number is written wrongly",
  PropertyNameExpected: 'a field name in "double quotes" is expected here',
  ValueExpected: "a value is expected here (is there a comma too many?)",
  ColonExpected: "a colon (:) is expected after the field name",
  CommaExpected: "a comma (,) is missing between two items",
  CloseBraceExpected: "a closing brace } is missing",
  CloseBracketExpected: "a closing bracket ] is missing",
  EndOfFileExpected: "there is text after the end of the data",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: 'a text value is not closed with a double quote (")',
  UnexpectedEndOfNumber: "a number is cut short",
  InvalidUnicode: "a \\u escape is invalid",
  InvalidEscapeCharacter: "a backslash escape is invalid (write \\\\ for a backslash)",
  InvalidCharacter: "a text value contains a raw line break or control character",
}

export interface ParsedJson {
  value: unknown
  tree: JsonNode | undefined
  syntaxError?: { message: string; position: Position }
}

/** No content file is nested deeper than a few levels; far deeper ones would exhaust the stack of the walks below. */
const MOST_NESTING = 32

/**
 * How deep brackets and braces nest in JSON text, outside its strings and comments (which JSON
 * refuses, but the parser reads past them: a `"` inside one must not hide the brackets after it):
 * a count, not a parse.
 */
function nesting(text: string): number {
  let depth = 0
  let most = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '"') {
      for (index++; index < text.length && text[index] !== '"'; index++) if (text[index] === "\\") index++
    } else if (char === "/" && text[index + 1] === "/") {
      const end = text.indexOf("\n", index)
      index = end < 0 ? text.length : end
    } else if (char === "/" && text[index + 1] === "*") {
      const end = text.indexOf("*/", index + 2)
      index = end < 0 ? text.length : end + 1
    } else if (char === "[" || char === "{") most = Math.max(most, ++depth)
    else if (char === "]" || char === "}") depth--
  }
  return most
}

const TOO_DEEP = "is nested far too deep (brackets inside brackets) to be a content file"

/** Strict JSON parse that keeps a syntax tree, so problems can be reported with their line. */
export function parseJsonWithPositions(text: string): ParsedJson {
  const refused = (message: string, position: Position = { line: 1, column: 1 }): ParsedJson => ({
    value: undefined,
    tree: undefined,
    syntaxError: { message, position },
  })
  if (nesting(text) > MOST_NESTING) return refused(TOO_DEEP)
  // Whatever the count missed, the parser's own failure is the file's, said as such: never a crash.
  try {
    const errors: ParseError[] = []
    const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false })
    const first = errors[0]
    if (first) {
      const code = printParseErrorCode(first.error)
      return { value: undefined, tree, syntaxError: { message: SYNTAX_HINTS[code] ?? code, position: positionAt(text, first.offset) } }
    }
    return { value: JSON.parse(text) as unknown, tree }
  } catch (error) {
    return refused(error instanceof RangeError ? TOO_DEEP : `cannot be read as JSON (${(error as Error).message})`)
  }
}

/** Line and column of the value at a JSON path, or of its nearest existing parent. */
export function positionOfPath(text: string, tree: JsonNode | undefined, jsonPath: (string | number)[]): Position {
  if (!tree) return { line: 1, column: 1 }
  for (let depth = jsonPath.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(tree, jsonPath.slice(0, depth))
    if (node) {
      // Point at the field name rather than its value where there is one.
      const anchor = node.parent?.type === "property" ? node.parent : node
      return positionAt(text, anchor.offset)
    }
  }
  return { line: 1, column: 1 }
}

/** A key written twice in one object: JSON.parse keeps the last and drops the first in silence. */
export interface DuplicateKey {
  /** JSON path of the object that holds it. */
  objectPath: (string | number)[]
  key: string
  /** Offset of the second (or later) occurrence. */
  offset: number
}

export function duplicateKeys(tree: JsonNode | undefined, objectPath: (string | number)[] = []): DuplicateKey[] {
  if (!tree) return []
  if (tree.type === "array")
    return (tree.children ?? []).flatMap((child, index) => duplicateKeys(child, [...objectPath, index]))
  if (tree.type !== "object") return []
  const seen = new Set<string>()
  const found: DuplicateKey[] = []
  for (const property of tree.children ?? []) {
    const [keyNode, valueNode] = property.children ?? []
    if (!keyNode) continue
    const key = String(keyNode.value)
    if (seen.has(key)) found.push({ objectPath, key, offset: property.offset })
    seen.add(key)
    found.push(...duplicateKeys(valueNode, [...objectPath, key]))
  }
  return found
}
