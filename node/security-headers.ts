/**
 * The site's HTTP security headers, computed after each build: Gatsby's inline scripts change per
 * page and per build, so the Content-Security-Policy allows them by hash rather than by
 * 'unsafe-inline'. Node-only (used by gatsby-node's onPostBuild and by tests).
 */
import { createHash } from "node:crypto"
import { Parser } from "htmlparser2"

export const hash = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** What a page carries inline, read by an HTML parser as the browser reads it. */
interface InlineParts {
  /** Bodies of inline <script>s that run (not JSON-LD or other data blocks, not src= scripts). */
  scripts: string[]
  styles: string[]
  /** Values of style="…" attributes, entities decoded. */
  styleAttributes: string[]
}

/** Whether a <script> with these attributes runs its own body (JSON-LD and other data blocks never do). */
function runsInline(attributes: Record<string, string>): boolean {
  if ("src" in attributes) return false
  return !attributes.type || /javascript|module/i.test(attributes.type)
}

export function inlineParts(html: string): InlineParts {
  const parts: InlineParts = { scripts: [], styles: [], styleAttributes: [] }
  let open: { into?: string[]; text: string } | undefined
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.style !== undefined) parts.styleAttributes.push(attributes.style)
      if (name === "script") open = { into: runsInline(attributes) ? parts.scripts : undefined, text: "" }
      else if (name === "style") open = { into: parts.styles, text: "" }
    },
    // A script's or style's text comes raw (no entities decoded), in one or more pieces.
    ontext(text) {
      if (open) open.text += text
    },
    onclosetag(name) {
      if (open && (name === "script" || name === "style")) open.into?.push(open.text)
      if (name === "script" || name === "style") open = undefined
    },
  })
  parser.end(html)
  return parts
}

/** Gatsby's own inline scripts: nothing but its page path, chunk map and build hash, as JSON strings. */
const GATSBY_DATA =
  /^\s*(\/\*<!\[CDATA\[\*\/)?(\s*window\.(pagePath|___chunkMapping|___webpackCompilationHash)="(?:[^"\\]|\\.)*";)+(\/\*\]\]>\*\/)?\s*$/

const unique = (values: string[]) => [...new Set(values)].sort()

/**
 * The policy's directives: every page's, with `inline` the sources its inline scripts and styles
 * are allowed by. `meta`: for a page's own <meta>, which cannot carry frame-ancestors.
 */
function directives(connectTo: string[], inline: { scripts: string[]; styles: string[] }, meta = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.scripts.join(" ")}`.trim(),
    `style-src 'self' ${inline.styles.join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectTo.join(" ")}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Without JavaScript the forms hand their fields to the visitor's mail program.
    "form-action 'self' mailto:",
    ...(meta ? [] : ["frame-ancestors 'none'"]),
  ].join("; ")
}

/**
 * The header's policy, the same for every page: its inline scripts and styles are left to the
 * page's own policy (pagePolicy), which the browser enforces beside this one, so a site of many
 * pages keeps one short header line. A host that sends no headers (GitHub Pages) still has the page's.
 */
export const sitePolicy = (connectTo: string[]): string =>
  directives(connectTo, { scripts: ["'unsafe-inline'"], styles: ["'unsafe-inline'"] })

/**
 * A page's own policy, for a <meta> in its <head>: the site's, with its inline scripts and styles
 * allowed by hash alone. It hashes only what the site means to send (`declaredScripts`, and Gatsby's
 * data): any other inline script (one content or a plugin slipped in) fails the build, naming it.
 */
export function pagePolicy(
  { file, html }: { file: string; html: string },
  declaredScripts: string[],
  connectTo: string[],
): string {
  const { scripts, styles, styleAttributes } = inlineParts(html)
  const unexpected = scripts
    .filter((script) => !declaredScripts.includes(script) && !GATSBY_DATA.test(script))
    .map((script) => `  ${file}: <script>${script.slice(0, 120)}${script.length > 120 ? "…" : ""}</script>`)
  if (unexpected.length)
    throw new Error(
      `An inline script the site does not declare (node/head-scripts.ts) is in the built pages, so the policy will not allow it:\n${unexpected.join("\n")}`,
    )
  const attributes = unique(styleAttributes.map(hash))
  return directives(
    connectTo,
    {
      scripts: unique(scripts.map(hash)),
      // Style attributes in the server HTML (Gatsby's route announcer) need 'unsafe-hashes'; styles
      // set from script through the CSSOM are not restricted.
      styles: [...unique(styles.map(hash)), ...(attributes.length ? ["'unsafe-hashes'", ...attributes] : [])],
    },
    true,
  )
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/g

/**
 * The page with `policy` in a <meta> before anything it governs (right after the charset, which
 * comes first), in place of one an earlier build put there (Gatsby keeps unchanged pages).
 */
export function withPagePolicy(html: string, policy: string): string {
  const bare = html.replace(META, "")
  const charset = /<meta charSet="utf-8"\/>/i.exec(bare)
  const head = /<head>/i.exec(bare)
  const at = charset ? charset.index + charset[0].length : head ? head.index + head[0].length : -1
  if (at < 0) throw new Error("A built page has no <head> to hold its Content-Security-Policy")
  const content = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")
  return `${bare.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}"/>${bare.slice(at)}`
}

/**
 * The content editor's own policy (/admin/, Sveltia CMS), in place of the page's: it talks to
 * GitHub's API (reading and committing content) and status page, and checks unpkg for a newer
 * release; Svelte adds its components' styles at run time. Scripts and fonts stay 'self': the
 * bundle, its chunks and its fonts are served by the site (node/admin/bundle.ts).
 */
const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com https://unpkg.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // The preview pane: Sveltia draws a preview template in a frame it makes from a blob, and the
  // template holds the page in a sandboxed frame of its own (src/preview-pane/).
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
].join("; ")

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // HTTPS only, for a year, on every subdomain too. Not `preload`: being in the browsers' preload
  // list is hard to leave and binds every subdomain the agency will ever have (docs/security-headers.md).
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
}

/**
 * The content editor signs in with GitHub in a pop-up on another origin (the OAuth client), which
 * hands the token back through `window.opener`. `same-origin` would cut that link, and the sign-in
 * would end in "Authentication aborted"; `same-origin-allow-popups` keeps it for the pop-ups the
 * editor opens while still keeping other pages' windows out of /admin/.
 */
const ADMIN_OPENER_POLICY = "same-origin-allow-popups"

/** Where the content editor is served (public/admin/). */
export const ADMIN_PATH = "admin"

/** What the host sends with the content editor's files (/admin/*) in place of the page's, and `npm start` too. */
export const ADMIN_HEADERS = {
  "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY,
  "Cross-Origin-Opener-Policy": ADMIN_OPENER_POLICY,
}

/**
 * The preview draws the page in a sandboxed frame, whose origin is no one's (src/preview-pane/), so
 * its typeface is fetched from another origin: the files say any page may read them.
 */
export const PREVIEW_FONTS = {
  path: `/${ADMIN_PATH}/preview/fonts/`,
  header: ["Access-Control-Allow-Origin", "*"],
} as const

/**
 * The build's files under /static/: the editors' pictures among them, SVG logos as they uploaded
 * them. Opened on their own (not through the page's <img>), they are documents: this policy lets
 * one draw and nothing else, whatever the file holds (the content check allows drawing alone).
 */
export const STATIC_FILES_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

const FOREVER = "public, max-age=31536000, immutable"

/** Cache lifetimes: content-hashed build output forever, the rest a week or revalidated. */
const CACHE_RULES: [string, string][] = [
  ["/static/*", FOREVER],
  ["/page-data/*", "public, max-age=0, must-revalidate"],
  ["/fonts/*", "public, max-age=604800"],
  ["/icons/*", "public, max-age=604800"],
]

export interface HeadersOptions {
  /** Before public/'s paths, for a site served under a path (Gatsby's pathPrefix). */
  pathPrefix?: string
  /** A preview deploy: every page is kept out of search engines. */
  noindex?: boolean
}

/** What Cloudflare Pages reads of `_headers`: past either, it drops a header or a rule without a word. */
export const HOST_LIMITS = { lineCharacters: 2000, rules: 100 }

/** Fails the build, naming the header or the count, rather than publish rules the host would ignore. */
function checkHostLimits(file: string): void {
  for (const line of file.split("\n")) {
    if (line.length <= HOST_LIMITS.lineCharacters) continue
    const name = /^\s*([^:\s]+):/.exec(line)?.[1] ?? line.trim().slice(0, 40)
    throw new Error(
      `public/_headers: the ${name} line is ${line.length} characters, over the ${HOST_LIMITS.lineCharacters} Cloudflare Pages reads; it would drop the header without a word (fewer origins make it shorter)`,
    )
  }
  const rules = file.split("\n").filter((line) => /^\S/.test(line)).length
  if (rules > HOST_LIMITS.rules)
    throw new Error(
      `public/_headers has ${rules} rules, over the ${HOST_LIMITS.rules} Cloudflare Pages reads; it would ignore the rest without a word (fewer hashed files make fewer rules)`,
    )
}

/**
 * Netlify's _headers format (also read by Cloudflare Pages). `hashedAssets` are the build's
 * content-hashed JS and CSS files, listed one by one since not every host matches `/*.js`.
 */
export function headersFile(
  csp: string,
  hashedAssets: string[],
  { pathPrefix = "", noindex = false }: HeadersOptions = {},
): string {
  const all = {
    "Content-Security-Policy": csp,
    ...SECURITY_HEADERS,
    ...(noindex ? { "X-Robots-Tag": "noindex" } : {}),
  }
  const rules: [string, string][] = [
    ...CACHE_RULES,
    ...hashedAssets.map((file): [string, string] => [`/${file}`, FOREVER]),
  ]
  const block = (path: string, lines: string[]) =>
    `${pathPrefix}${path}\n${lines.map((line) => `  ${line}`).join("\n")}`
  const blocks = [
    block(
      "/*",
      Object.entries(all).map(([name, value]) => `${name}: ${value}`),
    ),
    // A second Content-Security-Policy would be enforced on top of the page's, and two opener
    // policies would make none: remove the page's first.
    block(`/${ADMIN_PATH}/*`, [
      ...Object.entries(ADMIN_HEADERS).flatMap(([name, value]) => [`! ${name}`, `${name}: ${value}`]),
      ...(noindex ? [] : ["X-Robots-Tag: noindex"]),
    ]),
    block(`${PREVIEW_FONTS.path}*`, [PREVIEW_FONTS.header.join(": ")]),
    // One block per path: the host keeps only the last of two with the same path.
    ...rules.map(([path, value]) =>
      block(path, [
        ...(path === "/static/*"
          ? ["! Content-Security-Policy", `Content-Security-Policy: ${STATIC_FILES_POLICY}`]
          : []),
        `Cache-Control: ${value}`,
      ]),
    ),
  ]
  const file = `${blocks.join("\n\n")}\n`
  checkHostLimits(file)
  return file
}
