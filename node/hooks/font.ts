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
import {
  FONT_CHARACTERS,
  FONT_WEIGHTS,
  fontFile,
  hasScriptFont,
  SCRIPT_FONT_WEIGHTS,
  SCRIPT_FONTS,
  scriptFontFile,
  type Typeface,
} from "../../shared/fonts"

const FONTS_CODE = path.join(process.cwd(), "shared", "fonts.ts")
const THIS_CODE = path.join(process.cwd(), "node", "hooks", "font.ts")

export const fontCharacters = (ranges: readonly (readonly [number, number])[] = FONT_CHARACTERS): string =>
  ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
    .join("")

/** Writes static/fonts/… unless it is newer than the full font, the list of what to keep and this code. */
export async function writeSiteFont(
  staticDir: string,
  typeface: Typeface,
  languages: readonly string[] = [],
): Promise<{ bytes: number; written: boolean }> {
  // Resolved from the project: Gatsby bundles this file, so its own `require` knows no packages.
  const project = createRequire(path.join(process.cwd(), "package.json"))
  const source = project.resolve(`@fontsource-variable/${typeface}/files/${typeface}-latin-wght-normal.woff2`)
  const out = path.join(staticDir, fontFile(typeface))
  const folder = path.dirname(out)
  mkdirSync(folder, { recursive: true })
  const scripts = languages.filter(hasScriptFont)
  const kept = [typeface, ...scripts.map((language) => SCRIPT_FONTS[language].package)]
  for (const file of readdirSync(folder))
    if (!kept.some((name) => file.startsWith(`${name}-`))) rmSync(path.join(folder, file), { force: true })
  let bytes = 0
  let written = false
  for (const language of scripts) {
    const { package: name, subset, characters } = SCRIPT_FONTS[language]
    copyFileSync(project.resolve(`@fontsource-variable/${name}/LICENSE`), path.join(folder, `${name}-LICENSE.txt`))
    const cut = await cutFont(
      project.resolve(`@fontsource-variable/${name}/files/${name}-${subset}-wght-normal.woff2`),
      path.join(staticDir, scriptFontFile(language)),
      fontCharacters(characters),
      SCRIPT_FONT_WEIGHTS,
      // The script's letters join and reorder by its OpenType features: all of them are kept.
      false,
    )
    bytes += cut.bytes
    written ||= cut.written
  }
  copyFileSync(
    project.resolve(`@fontsource-variable/${typeface}/LICENSE`),
    path.join(folder, `${typeface}-LICENSE.txt`),
  )
  // Only the glyphs of the characters kept, not those the font's OpenType features could swap in
  // (contextual arrows, case-aware punctuation, fractions): the page uses none of them, and in
  // Inter they were 9 KB of the 31.6.
  const latin = await cutFont(source, out, fontCharacters(), FONT_WEIGHTS, true)
  return { bytes: bytes + latin.bytes, written: written || latin.written }
}

/** Writes `out`, a font cut to `characters` and `weights`, unless it is newer than its source and this code. */
async function cutFont(
  source: string,
  out: string,
  characters: string,
  weights: { min: number; max: number },
  noLayoutClosure: boolean,
): Promise<{ bytes: number; written: boolean }> {
  const newest = Math.max(...[source, FONTS_CODE, THIS_CODE].map((file) => statSync(file).mtimeMs))
  if (existsSync(out) && statSync(out).mtimeMs > newest) return { bytes: statSync(out).size, written: false }
  const font = await subsetFont(readFileSync(source), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: weights },
    noLayoutClosure,
  })
  writeFileSync(out, font)
  return { bytes: font.length, written: true }
}
