/** Translations for tests, made from the content itself: no test states a language's words. */

/** Every string of a value replaced: what a translator who also retyped the pictures' paths would write. */
export const everyString = (value: unknown, by: (text: string) => string): unknown =>
  typeof value === "string"
    ? by(value)
    : Array.isArray(value)
      ? value.map((entry) => everyString(entry, by))
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, everyString(entry, by)]))
        : value

/**
 * A text as a translator who keeps its shape would write it: each Latin letter one of the script's
 * (so a list's texts stay distinct and each its length), placeholders ({name}) and links' brackets kept.
 */
const inScript = (first: number) => (text: string) =>
  text.replace(/\{\w+\}|[A-Za-z]/g, (part) =>
    part.length > 1 ? part : String.fromCodePoint(first + ((part.toLowerCase().charCodeAt(0) - 97) % 18)),
  )
/** Tamil's letters from அ, Sinhala's from අ. */
export const tamil = inScript(0x0b85)
export const sinhala = inScript(0x0d85)
