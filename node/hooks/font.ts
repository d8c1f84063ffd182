/**
 * Cuts the agency's typeface (site.json's typeface, shared/fonts.ts) down to what the page can show:
 * Latin characters and the weights the page sets, at build time, so visitors download about 23 KB
 * instead of 48. The full file comes from its Fontsource package; the cut one, and the font's
 * licence beside it, are written to static/fonts (generated, git-ignored), any other typeface's
 * removed.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import subsetFont from "subset-font"
import { FONT_CHARACTERS, FONT_WEIGHTS, fontFile, type Typeface } from "../../shared/fonts"

const FONTS_CODE = path.join(process.cwd(), "shared", "fonts.ts")
const THIS_CODE = path.join(process.cwd(), "node", "hooks", "font.ts")

export const fontCharacters = (ranges = FONT_CHARACTERS): string =>
  ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
    .join("")

/** Writes static/fonts/… unless it is newer than the full font, the list of what to keep and this code. */
export async function writeSiteFont(
  staticDir: string,
  typeface: Typeface,
): Promise<{ bytes: number; written: boolean }> {
  // Resolved from the project: Gatsby bundles this file, so its own `require` knows no packages.
  const project = createRequire(path.join(process.cwd(), "package.json"))
  const source = project.resolve(`@fontsource-variable/${typeface}/files/${typeface}-latin-wght-normal.woff2`)
  const out = path.join(staticDir, fontFile(typeface))
  const folder = path.dirname(out)
  mkdirSync(folder, { recursive: true })
  for (const file of readdirSync(folder))
    if (!file.startsWith(`${typeface}-`)) rmSync(path.join(folder, file), { force: true })
  copyFileSync(
    project.resolve(`@fontsource-variable/${typeface}/LICENSE`),
    path.join(folder, `${typeface}-LICENSE.txt`),
  )
  const newest = Math.max(...[source, FONTS_CODE, THIS_CODE].map((file) => statSync(file).mtimeMs))
  if (existsSync(out) && statSync(out).mtimeMs > newest) return { bytes: statSync(out).size, written: false }
  const font = await subsetFont(readFileSync(source), fontCharacters(), {
    targetFormat: "woff2",
    variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
    // Only the glyphs of the characters kept, not those the font's OpenType features could swap in
    // (contextual arrows, case-aware punctuation, fractions): the page uses none of them, and in
    // Inter they were 9 KB of the 31.6.
    noLayoutClosure: true,
  })
  writeFileSync(out, font)
  return { bytes: font.length, written: true }
}
