/**
 * Cuts the site's font down to what the page can show (shared/fonts.ts: Latin characters and the
 * weights the page sets), at build time, so visitors download about 23 KB instead of 48 KB. The
 * full file stays in src/fonts; the cut one is written to static/fonts (generated, git-ignored).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import subsetFont from "subset-font"
import { FONT_CHARACTERS, FONT_FILE, FONT_WEIGHTS } from "../../shared/fonts"

const SOURCE = path.join(process.cwd(), "src", "fonts", path.basename(FONT_FILE))
const FONTS_CODE = path.join(process.cwd(), "shared", "fonts.ts")
const THIS_CODE = path.join(process.cwd(), "node", "hooks", "font.ts")

export const fontCharacters = (ranges = FONT_CHARACTERS): string =>
  ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
    .join("")

/** Writes static/fonts/… unless it is newer than the full font, the list of what to keep and this code. */
export async function writeSiteFont(staticDir: string): Promise<{ bytes: number; written: boolean }> {
  const out = path.join(staticDir, FONT_FILE)
  const newest = Math.max(...[SOURCE, FONTS_CODE, THIS_CODE].map((file) => statSync(file).mtimeMs))
  if (existsSync(out) && statSync(out).mtimeMs > newest) return { bytes: statSync(out).size, written: false }
  const font = await subsetFont(readFileSync(SOURCE), fontCharacters(), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
    // Only the glyphs of the characters kept, not those Inter's OpenType features could swap in
    // (contextual arrows, case-aware punctuation, fractions): the page uses none of them, and they
    // were 9 KB of the 31.6.
    noLayoutClosure: true,
  })
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(out, font)
  return { bytes: font.length, written: true }
}
