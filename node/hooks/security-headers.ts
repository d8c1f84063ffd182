/**
 * The policy, written where it reaches the browser: each built page's own, with its inline scripts'
 * and styles' hashes, in a <meta> in that page; the site's, the same for every page, with the other
 * security headers and cache lifetimes in public/_headers (node/security-headers.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { headersFile, pagePolicy, sitePolicy, withPagePolicy } from "../security-headers"
import { builtPages } from "./built-pages"
import { isPreviewDeploy } from "./preview-deploy"
import { declaredScripts } from "../head-scripts"

/** Where @emailjs/browser sends unless GATSBY_EMAILJS_ORIGIN says otherwise. */
const EMAIL_SERVICE_ORIGIN = "https://api.emailjs.com"

export function writeSecurityHeaders(pathPrefix: string): void {
  const publicDir = path.join(process.cwd(), "public")
  const connectTo = [
    process.env.GATSBY_EMAILJS_ORIGIN ? new URL(process.env.GATSBY_EMAILJS_ORIGIN).origin : EMAIL_SERVICE_ORIGIN,
  ]
  const declared = declaredScripts()
  // The editor at /admin/ has a policy of its own; the pages' must not widen for it.
  for (const file of builtPages(publicDir)) {
    const at = path.join(publicDir, file)
    const html = readFileSync(at, "utf8")
    writeFileSync(at, withPagePolicy(html, pagePolicy({ file: `public/${file}`, html }, declared, connectTo)))
  }
  const hashedAssets = readdirSync(publicDir).filter((file) => /-[0-9a-f]{16,}\.(js|css)$/.test(file))
  writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile(sitePolicy(connectTo), hashedAssets, { pathPrefix, noindex: isPreviewDeploy() }),
  )
}
