import type { Language } from "./languages"

/**
 * The typefaces an agency can pick (site.json's typeface), each a variable-weight Latin font from
 * its Fontsource package (`@fontsource-variable/<key>`). The build cuts the chosen one down to these
 * characters and weights (node/hooks/font.ts) and serves it at fontFile(key); other scripts fall
 * outside its unicode-range, to the typeface made for the script where a language of the site's is
 * written in it (SCRIPT_FONTS), else to the system's fonts.
 * `fallback` names metric-matched faces of the system's Arial, where the typeface has them.
 */
export const TYPEFACES = {
  inter: { name: "Inter", family: "Inter Variable", fallback: "Inter Fallback" },
  manrope: { name: "Manrope", family: "Manrope Variable" },
  "dm-sans": { name: "DM Sans", family: "DM Sans Variable" },
} as const satisfies Record<string, { name: string; family: string; fallback?: string }>
export type Typeface = keyof typeof TYPEFACES

/** Where the cut font is served, inside static/ and public/. */
export const fontFile = (typeface: Typeface): string => `/fonts/${typeface}-latin-wght.woff2`

/** Code points the file carries, as [first, last]: Latin-1, and the punctuation and signs English copy uses. */
export const FONT_CHARACTERS: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]

/** The weights the page sets (normal 400 to extrabold 800); heavier or lighter ones would be unused bytes. */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const

/**
 * A typeface made for each script but Latin that a language of the closed list is written in
 * (shared/languages.ts): Noto Sans, from its Fontsource package, cut at build to the script's letters
 * and these weights (Sinhala's heavier weights are a third of its file), served at scriptFontFile.
 */
export const SCRIPT_FONTS = {
  si: {
    family: "Noto Sans Sinhala Variable",
    package: "noto-sans-sinhala",
    subset: "sinhala",
    characters: [
      [0x0d80, 0x0dff],
      [0x200c, 0x200d],
    ],
  },
  ta: {
    family: "Noto Sans Tamil Variable",
    package: "noto-sans-tamil",
    subset: "tamil",
    characters: [
      [0x0b80, 0x0bff],
      [0x200c, 0x200d],
    ],
  },
} as const satisfies Partial<
  Record<
    Language,
    { family: string; package: string; subset: string; characters: readonly (readonly [number, number])[] }
  >
>
export type ScriptFont = keyof typeof SCRIPT_FONTS
export const SCRIPT_FONT_WEIGHTS = { min: 400, max: 700 } as const

export const hasScriptFont = (language: string): language is ScriptFont => Object.hasOwn(SCRIPT_FONTS, language)

/** Where a script's cut typeface is served, inside static/ and public/. */
export const scriptFontFile = (language: ScriptFont): string => `/fonts/${SCRIPT_FONTS[language].package}-wght.woff2`

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0")

export const unicodeRange = (ranges = FONT_CHARACTERS): string =>
  ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(",")

/**
 * The faces text is drawn in when Inter is not there at the first paint: Arial (or its metric twin
 * Liberation Sans) resized to Inter's metrics, so the page looks as designed in either. Inter is
 * `font-display: optional`: one that arrives after the first paint is kept for the next page, never
 * swapped in, so no words and no visitor's fallback font can make the page move (issue 63).
 * Bold text gets its own face from the real bold font, tuned to the hero heading's weight (800):
 * Inter's heavy weights are only 1–3 % wider than Arial Bold, against 7 % for the regular weights
 * (measured in Chromium on this site's copy). Ascent and descent are Inter's (0.969 and 0.241 em)
 * divided by the size-adjust.
 */
const FALLBACK_FONT_FACES = [
  `@font-face{font-family:"Inter Fallback";font-weight:100 500;src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("LiberationSans");size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}`,
  `@font-face{font-family:"Inter Fallback";font-weight:600 900;src:local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold"),local("LiberationSans-Bold");size-adjust:103.2%;ascent-override:93.87%;descent-override:23.37%;line-gap-override:0%}`,
].join("")

/** The system fonts after the typeface (and its fallback faces), as Tailwind's own stack has them. */
const SYSTEM_SANS = `ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`

/**
 * The chosen typeface as CSS: its @font-face at `fontUrl` (the path prefix applied), Inter's
 * fallback faces when it is Inter, each script's typeface given (`scripts`; the page's language's
 * first of all, as its url is the one the head's script asks for early, src/lib/typeface.ts), and `--typeface`,
 * the stack global.css's font-sans reads. Each face is `optional`: never swapped in late, so it
 * cannot move the page.
 */
export function typefaceCss(
  typeface: Typeface,
  fontUrl: string,
  scripts: readonly { language: ScriptFont; url: string }[] = [],
  page?: string,
): string {
  const face = TYPEFACES[typeface]
  const fallback = "fallback" in face ? face.fallback : undefined
  const latin = `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};font-display:optional;src:url("${fontUrl}") format("woff2");unicode-range:${unicodeRange()}}`
  const scriptFaces = scripts.map(
    ({ language, url }) =>
      `@font-face{font-family:"${SCRIPT_FONTS[language].family}";font-style:normal;font-weight:${SCRIPT_FONT_WEIGHTS.min} ${SCRIPT_FONT_WEIGHTS.max};font-display:optional;src:url("${url}") format("woff2");unicode-range:${unicodeRange(SCRIPT_FONTS[language].characters)}}`,
  )
  const families = scripts.map(({ language }) => `"${SCRIPT_FONTS[language].family}",`).join("")
  const own = scripts.findIndex(({ language }) => language === page)
  return [
    ...(own >= 0 ? [scriptFaces[own]] : []),
    latin,
    ...scriptFaces.filter((_, at) => at !== own),
    fallback ? FALLBACK_FONT_FACES : "",
    `:root{--typeface:"${face.family}",${fallback ? `"${fallback}",` : ""}${families}${SYSTEM_SANS}}`,
  ].join("")
}
