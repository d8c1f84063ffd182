/** @jest-environment node */
import { brandColours, brandCss, contrast, THEMES, TEXT_CONTRAST } from "../../shared/brand"

describe("the brand colour's shades", () => {
  it("measures contrast as WCAG does", () => {
    // WCAG's own figures: black on white is 21:1, #767676 the lightest grey that reaches 4.5:1 on white.
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2)
    expect(contrast("#777777", "#ffffff")).toBeLessThan(4.5)
    expect(contrast("#4f46e5", "#ffffff")).toBeCloseTo(6.29, 2)
  })

  it("keeps the picked colour in a theme where it reads", () => {
    expect(brandColours("#4f46e5").light).toMatchObject({ value: "#4f46e5", kept: true })
    expect(brandColours("#ffe066").dark).toMatchObject({ value: "#ffe066", kept: true })
  })

  // Pale, saturated, grey, black, white, dark: every theme's shade reads on every surface it sits on,
  // under the text it carries, and on its own soft tint.
  const picks = [
    "#ffe066",
    "#14b8a6",
    "#f97316",
    "#ff0000",
    "#00ff00",
    "#808080",
    "#000000",
    "#ffffff",
    "#0b1f5c",
    "#4f46e5",
  ]
  it.each(picks)("derives readable shades from %s in both themes", (picked) => {
    const shades = brandColours(picked)
    for (const theme of ["light", "dark"] as const) {
      const { value } = shades[theme]
      const { surfaces, onBrand } = THEMES[theme]
      for (const other of [...surfaces, onBrand]) expect(contrast(value, other)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      const soft = new RegExp(`--brand-soft:(#[0-9a-f]{6})`, "g")
      const css = brandCss(picked)
      const softs = [...css.matchAll(soft)].map((match) => match[1]!)
      expect(contrast(value, theme === "light" ? softs[0]! : softs[1]!)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
  })

  it("moves a pale colour's lightness, not its hue", () => {
    const { light } = brandColours("#ffe066")
    expect(light.kept).toBe(false)
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(light.value.slice(at, at + 2), 16))
    // Still a yellow: red and green well above blue, and darker than the pick.
    expect(r).toBeGreaterThan(b! + 60)
    expect(g).toBeGreaterThan(b! + 60)
    expect(r! + g!).toBeLessThan(0xff + 0xe0)
  })

  it("writes each theme's shades under the page's dark conditions, light for print", () => {
    const css = brandCss("#14b8a6")
    const { light, dark } = brandColours("#14b8a6")
    expect(css).toContain(`:root{--brand:${light.value};`)
    expect(css).toContain(`@media screen{:root.dark{--brand:${dark.value};`)
    expect(css).toContain(
      `@media screen and (scripting:none) and (prefers-color-scheme:dark){:root{--brand:${dark.value};`,
    )
  })

  it("refuses anything but #RRGGBB", () => {
    expect(() => brandCss("red;}body{display:none")).toThrow("#RRGGBB")
  })
})
