/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fontFile, TYPEFACES, typefaceCss, unicodeRange, type Typeface } from "../../shared/fonts"
import { fontCharacters, writeSiteFont } from "../../node/hooks/font"

describe("the site's typefaces", () => {
  it("declares exactly the characters and weights the build keeps, and the page's stack", () => {
    const css = typefaceCss("manrope", "/prefix/fonts/manrope.woff2")
    expect(css).toContain('@font-face{font-family:"Manrope Variable"')
    expect(css).toContain('src:url("/prefix/fonts/manrope.woff2")')
    // The characters the page declares the file holds are the ones the build cuts it to.
    const declared = (/unicode-range:([^;}]+)/.exec(css)?.[1] ?? "").split(",").flatMap((range) => {
      const [first = 0, last = first] = range
        .replace(/U\+/g, "")
        .split("-")
        .map((hex) => parseInt(hex, 16))
      return Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))
    })
    expect(declared.join("")).toBe(fontCharacters())
    expect(css).toContain("font-weight:400 800")
    expect(css).toContain(':root{--typeface:"Manrope Variable",ui-sans-serif')
    // Inter's metric-matched fallback faces come with it, and only with it.
    expect(typefaceCss("inter", "/f.woff2")).toContain(
      ':root{--typeface:"Inter Variable","Inter Fallback",ui-sans-serif',
    )
    expect(css).not.toContain("Fallback")
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0x2013, 0x2013],
      ]),
    ).toBe("U+0020-007E,U+2013")
  })

  it("keeps Latin-1 and English punctuation, and leaves Sinhala and Tamil to the system's fonts", () => {
    const kept = fontCharacters()
    for (const character of ["é", "£", "–", "—", "‘", "’", "“", "”", "…", "€", "™"]) expect(kept).toContain(character)
    for (const character of ["ශ", "த"]) expect(kept).not.toContain(character)
  })

  it.each(Object.keys(TYPEFACES) as Typeface[])(
    "cuts %s from its package with its licence, and only it",
    async (typeface) => {
      const staticDir = mkdtempSync(path.join(tmpdir(), "fonts-"))
      try {
        await writeSiteFont(staticDir, "inter")
        const { bytes } = await writeSiteFont(staticDir, typeface)
        // Cut to the page's characters and weights (the full Latin files are 25 to 48 KB).
        expect(bytes).toBeLessThan(32_000)
        expect(existsSync(path.join(staticDir, fontFile(typeface)))).toBe(true)
        expect(readdirSync(path.join(staticDir, "fonts")).sort()).toEqual(
          [`${typeface}-LICENSE.txt`, path.basename(fontFile(typeface))].sort(),
        )
      } finally {
        rmSync(staticDir, { recursive: true, force: true })
      }
    },
  )
})
