/**
 * Where what the page's query returns is more than a value as written, the rule, said once for the
 * build (node/hooks/schema.ts, resolvers.ts) and the editor's preview (src/preview-pane/page-data.ts);
 * a browser test holds the two to the same page data (__tests__/site/preview-parity.spec.ts).
 */
import { brandColours, brandCss } from "./brand"
import type { ContentFile } from "./content-files"
import { fontFile, hasScriptFont, scriptFontFile, typefaceCss, type Typeface } from "./fonts"
import { textPaths, type JsonSchema } from "./json-schema"
import { languageAt } from "./languages"
import { withoutOwnQuotes } from "./quotes"

/** The content file whose words say the page's language (`<html lang>`). */
export const PAGE_WORDS = "words.json"

/** The page's language, from its words' texts: English where they have no letters of one. */
export const pageLanguage = (words: unknown, wordsSchema: JsonSchema, definitions: JsonSchema): string =>
  languageAt(words, textPaths(wordsSchema, definitions, wordsSchema)) ?? "en"

/** An entry's language where it differs from the page's, so a screen reader reads a Sinhala review in a Sinhala voice. */
export function entryLanguage(entry: unknown, texts: readonly string[], page: string): string | null {
  const own = languageAt(entry, texts)
  return own && own !== page ? own : null
}

/** A text the page sets in its own quotation marks (x-quoted): a pair the editor pasted goes. */
export const quoted = (value: unknown): unknown => (typeof value === "string" ? withoutOwnQuotes(value) : value)

/** Of a list the page shows only the top of, those alone, so no visitor downloads the rest. */
export const shownEntries = <T>({ shownAtMost }: ContentFile, entries: readonly T[]): T[] =>
  entries.slice(0, shownAtMost)

/**
 * The brand colour's shades and the typeface, as the page's CSS; `fontBase` is where the font files
 * are served. A colour the check refuses (the preview's, as typed) sets no shades.
 */
export const brandStyle = (
  colour: string,
  typeface: Typeface,
  fontBase: string,
  languages: readonly string[] = [],
  page?: string,
): string =>
  (colour ? brandCss(colour) : "") +
  typefaceCss(
    typeface,
    `${fontBase}${fontFile(typeface)}`,
    languages.filter(hasScriptFont).map((language) => ({ language, url: `${fontBase}${scriptFontFile(language)}` })),
    page,
  )

/** The light theme's shade of the brand colour, for the browser's bar (`theme-color`). */
export const themeColor = (colour: string): string => brandColours(colour).light.value
