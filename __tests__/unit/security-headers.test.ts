/** @jest-environment node */
import { readFileSync } from "node:fs"
import { isPreviewDeploy } from "../../node/hooks/preview-deploy"
import { robotsTxt } from "../../node/hooks/robots"
import {
  hash,
  headersFile,
  HOST_LIMITS,
  inlineParts,
  pagePolicy,
  sitePolicy,
  STATIC_FILES_POLICY,
  withPagePolicy,
} from "../../node/security-headers"

const page = `<html><head><script>window.a=1</script><script type="application/ld+json">{"x":1}</script>
<script src="/app.js"></script><script type="module">import "/m.js"</script><style>body{color:red}</style>
<script data-note="a > b">if (a &lt; b && "</p>") x()</script></head>
<body><div style="position:absolute;top:0"></div><img style="background-color:#4f46e5" src="x"><p title="&quot;q&quot;" style="a:&quot;b&quot;"></p></body></html>`

describe("security headers", () => {
  it("finds the inline scripts that run, the inline styles and the style attributes", () => {
    expect(inlineParts(page)).toEqual({
      // A script's text exactly as written: its entities are not decoded, a ">" in an attribute ends nothing.
      scripts: ["window.a=1", 'import "/m.js"', 'if (a &lt; b && "</p>") x()'],
      styles: ["body{color:red}"],
      styleAttributes: ["position:absolute;top:0", "background-color:#4f46e5", 'a:"b"'],
    })
  })

  it("hashes like the browser: sha256 of the exact text, base64", () => {
    // echo -n "" | openssl dgst -sha256 -binary | base64
    expect(hash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })

  const gatsbyData = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a \\"b\\"";/*]]>*/</script>
<script>window.___webpackCompilationHash="b1d6";</script>`
  const declared = ["window.a=1", 'import "/m.js"', 'if (a &lt; b && "</p>") x()']
  const policy = (html: string) =>
    pagePolicy({ file: "public/index.html", html }, declared, ["https://api.emailjs.com"])

  it("allows a page's scripts only from the site and by hash, and connects only to the site and the e-mail service", () => {
    const csp = policy(page)
    expect(csp).toContain(`script-src 'self' ${declared.map(hash).sort().join(" ")};`)
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com;")
    expect(csp).toContain("'unsafe-hashes'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
    // A <meta> cannot carry it (browsers ignore it there, and say so): the header does.
    expect(csp).not.toContain("frame-ancestors")
    expect(sitePolicy(["https://api.emailjs.com"])).toContain("frame-ancestors 'none'")
  })

  it("allows Gatsby's own data scripts, and refuses, naming the page, an inline script the site does not declare", () => {
    expect(policy(page.replace("</body>", `${gatsbyData}</body>`))).toContain(
      hash('window.___webpackCompilationHash="b1d6";'),
    )
    const injected = page.replace("</body>", `${gatsbyData}<script>window.pagePath="/";fetch("/x")</script></body>`)
    expect(() => policy(injected)).toThrow(
      /does not declare[^]*\n {2}public\/index\.html: <script>window\.pagePath="\/";fetch\("\/x"\)<\/script>$/,
    )
  })

  it("puts a page's policy first in its <head>, after the charset, once however often the build runs", () => {
    const built = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>x</script></head><body></body></html>`
    const once = withPagePolicy(built, "default-src 'self'")
    expect(once).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><script>x</script></head><body></body></html>`,
    )
    expect(withPagePolicy(once, "default-src 'none'")).toBe(once.replace("default-src 'self'", "default-src 'none'"))
  })

  it("is shown in docs/security-headers.md as the build writes it, hashes elided", () => {
    const docs = readFileSync("docs/security-headers.md", "utf8")
    const directives = (csp: string) =>
      csp
        .replace(/\s+/g, " ")
        .split(";")
        .map((directive) => directive.replace(/ ?'sha256-[^']*'/g, "").trim())
    const shown = (before: string, after: string) =>
      directives(new RegExp(`${before}([^]*?)\\n?${after}`).exec(docs)?.[1] ?? "")
    expect(shown("```\\nContent-Security-Policy: ", "X-Content-Type-Options")).toEqual(
      directives(sitePolicy(["https://api.emailjs.com"])),
    )
    expect(shown('<meta http-equiv="Content-Security-Policy" content="', '">')).toEqual(directives(policy(page)))
    expect(docs).toContain(`Content-Security-Policy: ${STATIC_FILES_POLICY}`)
  })

  it("writes the policy for every path and long cache lifetimes for hashed files", () => {
    const file = headersFile("default-src 'self'", ["app-0123456789abcdef0123.js"])
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'\n {2}X-Content-Type-Options: nosniff/)
    expect(file).toContain("/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable")
    expect(file).toContain("/page-data/*\n  Cache-Control: public, max-age=0, must-revalidate")
  })

  it("refuses, naming the header or the count, a line longer or more rules than Cloudflare Pages reads", () => {
    const line = "  Content-Security-Policy: default-src 'self'; script-src 'self' "
    const fits = `${line}${"x".repeat(2000 - line.length)}`.replace("  Content-Security-Policy: ", "")
    expect(headersFile(fits, [])).toContain(fits)
    expect(() => headersFile(`${fits}y`, [])).toThrow(
      "public/_headers: the Content-Security-Policy line is 2001 characters, over the 2000 Cloudflare Pages reads",
    )
    const files = (count: number) => Array.from({ length: count }, (_, n) => `app-${String(n).padStart(20, "0")}.js`)
    const fixedRules = headersFile("default-src 'self'", [])
      .split("\n")
      .filter((line) => /^\S/.test(line)).length
    expect(() => headersFile("default-src 'self'", files(HOST_LIMITS.rules - fixedRules))).not.toThrow()
    expect(() => headersFile("default-src 'self'", files(HOST_LIMITS.rules - fixedRules + 1))).toThrow(
      `public/_headers has ${HOST_LIMITS.rules + 1} rules, over the ${HOST_LIMITS.rules} Cloudflare Pages reads`,
    )
  })

  it("tells crawlers to stay out of a preview build, and points them at the sitemap otherwise", () => {
    expect([
      isPreviewDeploy({ SITE_PREVIEW: "true" }),
      isPreviewDeploy({}),
      isPreviewDeploy({ SITE_PREVIEW: "1" }),
    ]).toEqual([true, false, false])
    expect(robotsTxt("https://serendibstudio.lk", "", true)).toBe("User-agent: *\nDisallow: /\n")
    expect(robotsTxt("https://serendibstudio.lk", "/agency-site", false)).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://serendibstudio.lk/agency-site/sitemap-index.xml\n",
    )
  })

  it("keeps every path of a preview out of search engines", () => {
    // The first block is every path's, the content editor's included: the host applies every block
    // that matches, and the editor's own block leaves this header alone.
    const [everyPath = "", admin = ""] = headersFile("default-src 'self'", [], { noindex: true }).split("\n\n")
    expect(everyPath.split("\n")).toEqual(expect.arrayContaining(["/*", "  X-Robots-Tag: noindex"]))
    expect(admin).toMatch(/^\/admin\/\*\n/)
    expect(admin).not.toContain("X-Robots-Tag")
  })
})
