/**
 * The agency's brand colour (site.json's brandColour) turned into the shades the page uses, one set
 * per theme, each proven to meet WCAG 2.2 AA where the page puts it: brand text and brand-filled
 * buttons 4.5:1 against every background they sit on, so focus rings and carousel dots (3:1) pass
 * too. The picked colour is kept in a theme where it passes; elsewhere its lightness is moved, hue
 * kept, just far enough to pass. Pure: the build writes the result as CSS variables
 * (node/hooks/resolvers.ts), and the content check tells the editor which shade each theme uses.
 */

type Rgb = readonly [number, number, number]
const each = (rgb: Rgb, f: (channel: number, i: 0 | 1 | 2) => number): Rgb => [f(rgb[0], 0), f(rgb[1], 1), f(rgb[2], 2)]

/** The backgrounds brand text can sit on, and the text drawn on a brand fill (global.css). */
export const THEMES = {
  light: { page: "#ffffff", surfaces: ["#ffffff", "#f8fafc", "#f1f5f9"], onBrand: "#ffffff" },
  dark: { page: "#020617", surfaces: ["#020617", "#0f172a", "#1e293b"], onBrand: "#020617" },
} as const
type ThemeName = keyof typeof THEMES

/** Text against its background (WCAG 2.2, 1.4.3); non-text parts need 3:1 (1.4.11), which this exceeds. */
export const TEXT_CONTRAST = 4.5

/** How much of the brand colour tints a soft background (a service's icon tile, the hero's label). */
const SOFT_SHARE = 0.1

const parseHex = (hex: string): Rgb => {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`"${hex}" is not a colour written #RRGGBB`)
  return each([1, 3, 5], (at) => parseInt(hex.slice(at, at + 2), 16) / 255)
}

const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`

const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)
const gamma = (channel: number) => (channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055)

/** WCAG's relative luminance. */
const luminance = (rgb: Rgb) => {
  const [r, g, b] = each(rgb, linear)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [one, other] = [luminance(parseHex(a)), luminance(parseHex(b))]
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05)
}

// OKLab (Björn Ottosson): lightness apart from hue, so a shade keeps the colour's character.
function toOklab(rgb: Rgb): Rgb {
  const [lr, lg, lb] = each(rgb, linear)
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ]
}

function fromOklab([L, a, b]: Rgb): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  return each(
    [
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
    ],
    gamma,
  )
}

const inGamut = (rgb: Rgb) => rgb.every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4)

/** The colour at OKLab lightness `L`, same hue, its chroma cut only as far as sRGB needs. */
function atLightness(hex: string, L: number): string {
  const [, a, b] = toOklab(parseHex(hex))
  let [low, high] = [0, 1]
  if (inGamut(fromOklab([L, a, b]))) return toHex(fromOklab([L, a, b]))
  for (let step = 0; step < 24; step++) {
    const mid = (low + high) / 2
    if (inGamut(fromOklab([L, a * mid, b * mid]))) low = mid
    else high = mid
  }
  return toHex(fromOklab([L, a * low, b * low]))
}

/** `share` of `hex` laid over `base`, as a translucent fill would look. */
const mix = (hex: string, base: string, share: number): string => {
  const [top, bottom] = [parseHex(hex), parseHex(base)]
  return toHex(each(top, (channel, i) => channel * share + bottom[i] * (1 - share)))
}

/** The lowest contrast of a brand shade against everything its theme puts it on or under. */
function worstContrast(shade: string, theme: ThemeName): number {
  const { page, surfaces, onBrand } = THEMES[theme]
  return Math.min(...[...surfaces, mix(shade, page, SOFT_SHARE), onBrand].map((other) => contrast(shade, other)))
}

export interface BrandShade {
  /** The shade the page uses in this theme. */
  value: string
  /** Whether that is the picked colour itself. */
  kept: boolean
  /** The picked colour's lowest contrast where the page would put it, and the shade's. */
  pickedContrast: number
  contrast: number
}

/** The shade of `picked` a theme uses: itself where it passes, else the nearest lightness that does. */
function brandShade(picked: string, theme: ThemeName): BrandShade {
  const value = toHex(parseHex(picked))
  const pickedContrast = worstContrast(value, theme)
  if (pickedContrast >= TEXT_CONTRAST) return { value, kept: true, pickedContrast, contrast: pickedContrast }
  // Darker on the light theme's white, lighter on the dark theme's near-black: search the lightness
  // between the picked colour's and the end that passes for the one nearest the picked colour.
  const start = toOklab(parseHex(value))[0]
  let [near, far] = theme === "light" ? [start, 0] : [start, 1]
  for (let step = 0; step < 30; step++) {
    const mid = (near + far) / 2
    if (worstContrast(atLightness(value, mid), theme) >= TEXT_CONTRAST) far = mid
    else near = mid
  }
  const shade = atLightness(value, far)
  return { value: shade, kept: false, pickedContrast, contrast: worstContrast(shade, theme) }
}

export interface BrandColours {
  light: BrandShade
  dark: BrandShade
}

export const brandColours = (picked: string): BrandColours => ({
  light: brandShade(picked, "light"),
  dark: brandShade(picked, "dark"),
})

/** The CSS variables global.css's brand roles read, per theme (its dark variant's conditions). */
export function brandCss(picked: string): string {
  const { light, dark } = brandColours(picked)
  const variables = (shade: string, theme: ThemeName) => {
    const { page, onBrand } = THEMES[theme]
    // Hover moves away from the page's background, so the text on a brand fill only gains contrast.
    const hover = theme === "light" ? mix(shade, "#000000", 0.85) : mix(shade, "#ffffff", 0.8)
    return `--brand:${shade};--on-brand:${onBrand};--brand-hover:${hover};--brand-soft:${mix(shade, page, SOFT_SHARE)};--brand-glow:${mix(shade, page, theme === "light" ? 0.3 : 0.45)}`
  }
  return (
    `:root{${variables(light.value, "light")}}` +
    `@media screen{:root.dark{${variables(dark.value, "dark")}}}` +
    `@media screen and (scripting:none) and (prefers-color-scheme:dark){:root{${variables(dark.value, "dark")}}}`
  )
}

/** What the content check tells an editor about a theme's shade: its contrast on the theme's page. */
function describeShade(picked: string, theme: ThemeName, shade: BrandShade): string {
  const { page } = THEMES[theme]
  const on = (colour: string) => `${contrast(colour, page).toFixed(1)}:1`
  const background = theme === "light" ? "white" : "the dark background"
  return shade.kept
    ? `the ${theme} theme uses ${picked} as picked (${on(picked)} on ${background})`
    : `the ${theme} theme uses ${shade.value}, a ${theme === "light" ? "darker" : "lighter"} shade of ${picked}: ${picked} itself is ${on(picked)} on ${background}, and text needs ${TEXT_CONTRAST}:1 there and on the page's other backgrounds (${shade.value}: ${on(shade.value)})`
}

/**
 * What the check and the preview note about a picked colour: nothing when both themes use it as
 * picked; else each theme's colour, the one kept too, so an editor knows where the pick shows as is.
 */
export function brandNotes(picked: string): string[] {
  const shades = brandColours(picked)
  const themes = Object.keys(THEMES) as ThemeName[]
  return themes.every((theme) => shades[theme].kept)
    ? []
    : themes.map((theme) => describeShade(picked, theme, shades[theme]))
}
