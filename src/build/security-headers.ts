/**
 * Writes public/_headers, the policy with this build's inline-script and style
 * hashes (src/lib/security-headers.ts), the other security headers, and cache lifetimes.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { ADMIN_PATH, contentSecurityPolicy, headersFile } from "../lib/security-headers"

/** Where @emailjs/browser sends unless GATSBY_EMAILJS_ORIGIN says otherwise. */
const EMAIL_SERVICE_ORIGIN = "https://api.emailjs.com"

export function writeSecurityHeaders(pathPrefix: string): void {
  const publicDir = path.join(process.cwd(), "public")
  // page-data/ has folders named like pages ("404.html"): only files count.
  // The editor at /admin/ has a policy of its own; the page's must not widen for it.
  const htmlFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`${ADMIN_PATH}/`))
  const emailOrigin = process.env.GATSBY_EMAILJS_ORIGIN
    ? new URL(process.env.GATSBY_EMAILJS_ORIGIN).origin
    : EMAIL_SERVICE_ORIGIN
  const csp = contentSecurityPolicy({
    pages: htmlFiles.map((file) => readFileSync(path.join(publicDir, file), "utf8")),
    connectTo: [emailOrigin],
  })
  const hashedAssets = readdirSync(publicDir).filter((file) => /-[0-9a-f]{16,}\.(js|css)$/.test(file))
  writeFileSync(path.join(publicDir, "_headers"), headersFile(csp, hashedAssets, pathPrefix))
}
