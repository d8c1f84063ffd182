/** The quotation marks a text can be pasted in, each opening one with the closing ones it pairs with. */
const QUOTE_PAIRS: Record<string, string> = {
  '"': '"',
  "'": "'",
  "“": "”",
  "„": "“”",
  "‘": "’",
  "‚": "‘’",
  "«": "»",
  "»": "«",
  "「": "」",
  "『": "』",
}

/** Marks inside a quotation the page sets in “ ”: the inner style, as a quote within a quote is written. */
const INNER_MARKS: Record<string, string> = { "“": "‘", "”": "’", "„": "‚", "«": "‹", "»": "›" }

/**
 * `text` without the quotation marks around all of it: a review pasted with its own marks. Marks
 * that open and close differently nest, so a quotation inside stays, in the inner style
 * (“A … call it “ours” …” shows as A … call it ‘ours’ …), while “Fast.” Then “cheap.” is two
 * quotations and stays as written. A straight mark opens and closes alike: with one inside, which
 * pair is the outer one cannot be told, and the text stays as written.
 */
export function withoutOwnQuotes(text: string): string {
  const trimmed = text.trim()
  const [open, close] = [trimmed.charAt(0), trimmed.charAt(trimmed.length - 1)]
  const closers = QUOTE_PAIRS[open]
  if (trimmed.length <= 2 || !closers?.includes(close)) return text
  const inner = trimmed.slice(1, -1)
  if (closers.includes(open)) return inner.includes(open) ? text : inner.trim()
  let depth = 1
  for (const mark of inner) {
    if (mark === open) depth++
    else if (closers.includes(mark) && --depth === 0) return text // the first quotation ends before the text does
  }
  return depth === 1 ? inner.replace(/[“”„«»]/g, (mark) => INNER_MARKS[mark] ?? mark).trim() : text
}
