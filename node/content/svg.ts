/**
 * What an SVG logo may hold: drawing, and nothing that runs or reaches out when the file is opened
 * on its own. The file is parsed as XML (saxes, strict and namespace-aware: an entity it does not
 * know is an error, never expanded) and every element and attribute must be on the lists below;
 * links stay inside the file (`#id`), and CSS fetches nothing. Anything else is named, so the
 * editor can export the logo again as plain SVG.
 */
import { SaxesParser } from "saxes"

const SVG = "http://www.w3.org/2000/svg"
const XLINK = "http://www.w3.org/1999/xlink"
const XML = "http://www.w3.org/XML/1998/namespace"

const ELEMENTS = new Set(
  (
    "svg g path rect circle ellipse line polyline polygon text tspan title desc defs symbol use style " +
    "linearGradient radialGradient stop clipPath mask pattern filter feBlend feColorMatrix " +
    "feComponentTransfer feComposite feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR " +
    "feGaussianBlur feMerge feMergeNode feMorphology feOffset"
  ).split(" "),
)

const ATTRIBUTES = new Set(
  (
    "id class style version baseProfile viewBox preserveAspectRatio width height x y x1 x2 y1 y2 " +
    "cx cy r rx ry fx fy fr d points pathLength transform fill fill-rule fill-opacity stroke " +
    "stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray " +
    "stroke-dashoffset stroke-opacity opacity color display visibility overflow clip-path " +
    "clip-rule mask filter font-family font-size font-weight font-style font-variant " +
    "text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing " +
    "word-spacing text-decoration writing-mode dx dy rotate lengthAdjust textLength " +
    "gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity patternUnits " +
    "patternContentUnits patternTransform maskUnits maskContentUnits clipPathUnits filterUnits " +
    "primitiveUnits in in2 result mode operator k1 k2 k3 k4 values type tableValues slope " +
    "intercept amplitude exponent stdDeviation radius flood-color flood-opacity " +
    "color-interpolation color-interpolation-filters shape-rendering text-rendering " +
    "image-rendering isolation mix-blend-mode vector-effect paint-order enable-background " +
    "role aria-label aria-hidden aria-labelledby focusable data-name href"
  ).split(" "),
)

/**
 * CSS (a style sheet, a style attribute, a paint value) that would fetch or run something: a url()
 * outside the file, an import, an image set, an escape that could spell one of them, or a string
 * that names an address (a scheme or a path), which image-set() and cross-fade() take bare.
 */
const reachingCss = (css: string): boolean =>
  /url\(\s*['"]?(?!#)|@import|image-set\s*\(|expression\s*\(|javascript:|\\|["'][^"']*[/:]/i.test(css)

/** What in `text` an SVG logo may not hold, in words, or undefined when it is drawing alone. */
export function svgProblem(text: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true })
  const open: string[] = []
  let problem: string | undefined
  const refuse = (what: string) => void (problem ??= what)
  parser.on("doctype", (doctype) => {
    if (doctype.includes("[")) refuse("a DOCTYPE that declares entities of its own")
  })
  parser.on("processinginstruction", ({ target }) => refuse(`the instruction <?${target}?>`))
  // A browser reads a <style> as its text and CDATA joined (comments left out), so it is checked whole.
  let sheet: string | undefined
  parser.on("opentag", (tag) => {
    if (sheet !== undefined) refuse(`the element <${tag.name}> inside <style>`)
    if (tag.local === "style") sheet = ""
    open.push(tag.local)
    if (open.length === 1 && tag.local !== "svg") refuse(`<${tag.name}> where <svg> should be`)
    if (tag.uri !== SVG) return refuse(`<${tag.name}> outside SVG's namespace (xmlns="${SVG}")`)
    if (!ELEMENTS.has(tag.local)) return refuse(`the element <${tag.name}>`)
    for (const { name, prefix, local, uri, value } of Object.values(tag.attributes)) {
      if (name === "xmlns" || prefix === "xmlns") continue
      const known = uri === "" ? ATTRIBUTES.has(local) : uri === XLINK ? local === "href" : uri === XML
      if (!known) return refuse(`the attribute ${name} on <${tag.name}>`)
      if (local === "href" && !value.startsWith("#")) return refuse(`a link to “${value}” on <${tag.name}>`)
      if (reachingCss(value)) return refuse(`“${value}” in ${name} on <${tag.name}>, which would fetch or run something`)
    }
  })
  parser.on("closetag", (tag) => {
    open.pop()
    if (tag.local !== "style" || sheet === undefined) return
    if (reachingCss(sheet)) refuse("a style sheet that would fetch or run something")
    sheet = undefined
  })
  const styleText = (css: string) => {
    if (sheet !== undefined) sheet += css
  }
  parser.on("text", styleText)
  parser.on("cdata", styleText)
  try {
    parser.write(text).close()
  } catch (error) {
    return problem ?? `text that is not well-formed XML (${(error as Error).message.split("\n")[0]})`
  }
  return problem
}
