/**
 * The language a text is written in, told by its letters: Sri Lanka's three, Latin letters taken
 * for English. So a review an editor writes in Sinhala is read by a Sinhala voice, with nothing
 * for the editor to choose.
 */
const LETTERS: Record<string, RegExp> = {
  en: /\p{Script=Latin}/gu,
  si: /\p{Script=Sinhala}/gu,
  ta: /\p{Script=Tamil}/gu,
}

/** The language most of the texts' letters belong to, or undefined when none has letters of one. */
export function languageOf(texts: readonly unknown[]): string | undefined {
  const text = texts.filter((value) => typeof value === "string").join(" ")
  let found: string | undefined
  let most = 0
  for (const [language, letters] of Object.entries(LETTERS)) {
    const count = text.match(letters)?.length ?? 0
    if (count > most) [found, most] = [language, count]
  }
  return found
}

const at = (source: unknown, dotted: string): unknown =>
  dotted.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], source)

/** The language of an entry's texts, each named by its "."-separated path (shared/json-schema.ts textPaths). */
export const languageAt = (source: unknown, texts: readonly string[]): string | undefined =>
  languageOf(texts.map((dotted) => at(source, dotted)))
