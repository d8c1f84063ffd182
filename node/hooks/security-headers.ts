/**
 * Writes public/_headers, the policy with this build's inline-script and style
 * hashes (node/security-headers.ts), the other security headers, and cache lifetimes.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { contentSecurityPolicy, headersFile } from "../security-headers"
import { builtPages } from "./built-pages"
import { isPreviewBuild } from "./preview"
import { declaredScripts } from "../head-scripts"

/** Where @emailjs/browser sends unless GATSBY_EMAILJS_ORIGIN says otherwise. */
const EMAIL_SERVICE_ORIGIN = "https://api.emailjs.com"

export function writeSecurityHeaders(pathPrefix: string): void {
  const publicDir = path.join(process.cwd(), "public")
  // The editor at /admin/ has a policy of its own; the pages' must not widen for it.
  const htmlFiles = builtPages(publicDir)
  const emailOrigin = process.env.GATSBY_EMAILJS_ORIGIN
    ? new URL(process.env.GATSBY_EMAILJS_ORIGIN).origin
    : EMAIL_SERVICE_ORIGIN
  const csp = contentSecurityPolicy({
    pages: htmlFiles.map((file) => ({
      file: `public/${file}`,
      html: readFileSync(path.join(publicDir, file), "utf8"),
    })),
    declaredScripts: declaredScripts(),
    connectTo: [emailOrigin],
  })
  const hashedAssets = readdirSync(publicDir).filter((file) => /-[0-9a-f]{16,}\.(js|css)$/.test(file))
  writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile(csp, hashedAssets, { pathPrefix, noindex: isPreviewBuild() }),
  )
}
