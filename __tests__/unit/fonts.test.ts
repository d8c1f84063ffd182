/** @jest-environment node */
import { FONT_CHARACTERS, FONT_WEIGHTS, unicodeRange, webFontFaceCss } from "../../shared/fonts"
import { fontCharacters } from "../../node/hooks/font"

describe("the site's font", () => {
  it("declares exactly the characters and weights the build keeps", () => {
    const css = webFontFaceCss("/fonts/inter.woff2")
    expect(css).toContain(`unicode-range:${unicodeRange()}`)
    expect(css).toContain(`font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`)
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
    expect(kept.length).toBe(FONT_CHARACTERS.reduce((sum, [first, last]) => sum + last - first + 1, 0))
  })
})
