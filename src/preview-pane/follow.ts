/**
 * Where the preview follows the form to: the texts the page draws of the field being edited, nearest
 * first. The frame scrolls to the first it finds drawn (frame.tsx), so no table of fields and parts
 * is kept: a field is found where the page shows it, in either kind of page.
 */
import { stringsIn } from "../../shared/section-check"
import { PICTURE_PATH } from "./page-data"

/** Shorter runs ("3×", "Go") are found in too many places to lead anywhere. */
const SHORTEST = 3
/** Enough to reach a part from an empty field, few enough to search on every key. */
const MOST = 12

/** A text's longest run the page draws as written: placeholders, quotation marks and line breaks aside. */
const drawnRun = (text: string) =>
  text
    .split(/\{[^}]*\}|["“”‘’\n]/)
    .map((run) => run.trim())
    .reduce((longest, run) => (run.length > longest.length ? run : longest), "")

/** Addresses are links' targets, not text on the page. */
const ADDRESS = /^(https?:|mailto:|tel:|#|\/)/

/**
 * The texts the page draws of the field at `path` in a file's value: the field's own, then its
 * entry's other texts, then its list's, so an empty field, a picture or a link still leads to its part.
 */
export function textsOfField(value: unknown, path: readonly string[]): string[] {
  const texts = new Set<string>()
  for (let depth = path.length; depth > 0 && texts.size < MOST; depth--) {
    const at = path
      .slice(0, depth)
      .reduce<unknown>(
        (inner, key) => (inner && typeof inner === "object" ? (inner as Record<string, unknown>)[key] : undefined),
        value,
      )
    for (const [text] of stringsIn(at)) {
      const run = drawnRun(text)
      if (run.length >= SHORTEST && !ADDRESS.test(run) && !PICTURE_PATH.test(text)) texts.add(run)
    }
  }
  return [...texts].slice(0, MOST)
}
