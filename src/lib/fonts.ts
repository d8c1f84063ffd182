/** The site's one web font: Inter (variable weight, Latin), self-hosted from static/fonts. */
export const FONT_FILE = "/fonts/inter-latin-wght.woff2"

/**
 * @font-face rules for <head>. The fallback is Arial (or its metric twin Liberation Sans) resized
 * to Inter's metrics, so text takes the same space before and after Inter arrives and swapping
 * shifts nothing. Bold text gets its own face from the real bold font, tuned to the hero heading's weight (800): Inter's heavy weights are
 * only 1–3 % wider than Arial Bold, against 7 % for the regular weights (measured in Chromium on
 * this site's copy). Ascent and descent are Inter's (0.969 and 0.241 em) divided by the size-adjust.
 */
export function fontFaceCss(fontUrl: string): string {
  return [
    `@font-face{font-family:"Inter Variable";font-style:normal;font-weight:100 900;font-display:swap;src:url("${fontUrl}") format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`,
    `@font-face{font-family:"Inter Fallback";font-weight:100 500;src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("LiberationSans");size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}`,
    `@font-face{font-family:"Inter Fallback";font-weight:600 900;src:local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold"),local("LiberationSans-Bold");size-adjust:103.2%;ascent-override:93.87%;descent-override:23.37%;line-gap-override:0%}`,
  ].join("")
}
