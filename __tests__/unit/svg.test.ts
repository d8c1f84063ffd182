/** @jest-environment node */
import { readFileSync } from "node:fs"
import { svgProblem } from "../../node/content/svg"

const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`

describe("an SVG logo", () => {
  it("may hold drawing as design tools export it: shapes, text, gradients, styles, links inside the file", () => {
    const drawn = svg(
      '<defs><style>.a{fill:url(#g)}</style><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<title>Logo</title><g data-name="Layer 1"><path class="a" d="M0 0h10v10z"/><use xlink:href="#g"/>' +
        '<text x="1" y="9" font-family="Inter" xml:space="preserve">Ceylon</text><rect fill="url(#g)" width="1" height="1"/></g>',
    )
    expect(svgProblem(`<?xml version="1.0" encoding="UTF-8"?>\n${drawn}`)).toBeUndefined()
    expect(
      svgProblem(
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">' + svg(""),
      ),
    ).toBeUndefined()
    for (const file of ["heritage.svg"])
      expect(svgProblem(readFileSync(`__tests__/second-agency/images/brands/${file}`, "utf8"))).toBeUndefined()
  })

  it.each([
    [
      "a prefixed script",
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
      "the element <svg:script>",
    ],
    ["a script", svg("<script>alert(1)</script>"), "the element <script>"],
    ["an event handler", svg('<g onload="alert(1)"/>'), "the attribute onload on <g>"],
    [
      "an entity-encoded javascript: link",
      svg('<use href="&#106;avascript:alert(1)"/>'),
      "a link to “javascript:alert(1)” on <use>",
    ],
    [
      "a link to a file elsewhere",
      svg('<use xlink:href="https://evil.example/x.svg#a"/>'),
      "a link to “https://evil.example/x.svg#a”",
    ],
    ["HTML inside", svg("<foreignObject><div>x</div></foreignObject>"), "the element <foreignObject>"],
    [
      "an animation that can change a link",
      svg('<set attributeName="href" to="javascript:alert(1)"/>'),
      "the element <set>",
    ],
    ["a picture from elsewhere", svg('<image href="https://evil.example/a.png"/>'), "the element <image>"],
    [
      "a style sheet that fetches",
      svg("<style>@import url(https://evil.example/a.css)</style>"),
      "a style sheet that would fetch or run something",
    ],
    [
      "a paint that fetches",
      svg('<rect fill="url(https://evil.example/a.svg#p)"/>'),
      "which would fetch or run something",
    ],
    [
      "a style with a CSS escape",
      svg('<rect style="fill:u\\72l(https://evil.example/x)"/>'),
      "which would fetch or run something",
    ],
    // A browser reads a <style> whole: its text and CDATA joined, its comments left out (issue 64).
    [
      "a fetch split by a comment",
      svg("<style>svg{background:u<!-- -->rl(http://evil.example/pixel)}</style>"),
      "a style sheet that would fetch or run something",
    ],
    [
      "a fetch split by CDATA",
      svg("<style>svg{background:u<![CDATA[rl(http://evil.example/pixel)]]>}</style>"),
      "a style sheet that would fetch or run something",
    ],
    [
      "an element inside a style sheet",
      svg("<style>svg{background:u<g>x</g>rl(http://evil.example/pixel)}</style>"),
      "the element <g> inside <style>",
    ],
    [
      "an import split by a comment",
      svg('<style>@im<!-- -->port "http://evil.example/a.css";</style>'),
      "a style sheet that would fetch or run something",
    ],
    [
      "an image set in a style sheet",
      svg('<style>svg{background:image-set("http://evil.example/pixel" 1x)}</style>'),
      "a style sheet that would fetch or run something",
    ],
    [
      "an image set in a style attribute",
      svg("<rect style=\"fill:-webkit-image-set('//evil.example/pixel' 1x)\"/>"),
      "which would fetch or run something",
    ],
    [
      "a string that reaches out",
      svg("<style>svg{background:cross-fade('http://evil.example/pixel')}</style>"),
      "a style sheet that would fetch or run something",
    ],
    [
      "entities of its own",
      `<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>${svg("&x;")}`,
      "a DOCTYPE that declares entities of its own",
    ],
    [
      "a style sheet instruction",
      `<?xml-stylesheet href="https://evil.example/a.css"?>${svg("")}`,
      "the instruction <?xml-stylesheet?>",
    ],
    ["HTML rather than SVG", "<html><body>hi</body></html>", "<html> where <svg> should be"],
    ["text that is not XML", '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', "not well-formed XML"],
    ["no namespace", "<svg><rect/></svg>", "<svg> outside SVG's namespace"],
  ])("may not hold %s", (_, text, named) => {
    expect(svgProblem(text)).toEqual(expect.stringContaining(named))
  })
})
