/**
 * A text's {placeholders}: the page fills each word's own (declared in its schema as
 * `x-placeholders`), and every other brace would reach the page as typed. So a text keeps exactly
 * the placeholders declared for it, each at least once, and holds no other brace. The content
 * check says what is wrong in words; the content editor tests the same with one pattern.
 */
const named = (names: readonly string[]) => names.map((name) => `{${name}}`)
const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items[0])

/** What is wrong with `text`'s placeholders, in words, or undefined. */
export function placeholderProblem(text: string, declared: readonly string[] = []): string | undefined {
  const found = [...text.matchAll(/\{([^{}]*)\}/g)].map(([, name]) => name ?? "")
  const unknown = [...new Set(found.filter((name) => !declared.includes(name)))]
  const dropped = declared.filter((name) => !found.includes(name))
  const fills = declared.length ? `the page fills only ${list(named(declared))} here` : "the page fills nothing in here"
  if (unknown.length) return `has ${list(named(unknown))}, which ${fills}: check the spelling, or remove it`
  if (dropped.length)
    return `has lost ${list(named(dropped))}, which the page fills in: put ${dropped.length > 1 ? "them" : "it"} back, spelt as here`
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ""))) return `has a brace ({ or }) of its own, which ${fills}: remove it`
  return undefined
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The same rule as one regular expression (for the content editor, which tests a field with one
 * pattern), with `shown`: a character class of what counts as shown text, so an empty or invisible
 * text fails too.
 */
export function placeholderPattern(declared: readonly string[], shown: string): string {
  const each = declared.map((name) => `(?=[\\s\\S]*\\{${escape(name)}\\})`).join("")
  const allowed = declared.length ? `|\\{(?:${declared.map(escape).join("|")})\\}` : ""
  return `^${each}(?=[\\s\\S]*${shown})(?:[^{}]${allowed})*$`
}

/** The message the editor shows when that pattern fails. */
export const placeholderMessage = (declared: readonly string[]): string =>
  declared.length
    ? `Text (not only spaces) that keeps ${list(named(declared))} exactly as written: the page puts ${declared.length > 1 ? "values" : "a value"} there. No other { or }`
    : "Text (not only spaces) with no { or }: the page puts no value in this text"
