import { copyFileSync, readdirSync, rmSync } from "node:fs"
import path from "node:path"
import { ADMIN_PATH } from "../security-headers"
import { addressOfFile, notFoundFile, type SitePage } from "../../shared/site-pages"
import { LANGUAGE_CODES } from "../../shared/languages"

/**
 * The built site's pages, as paths relative to public/: Gatsby's, not the content editor at /admin/
 * (a page of its own, with its own policy) nor the slices Gatsby stitched into them (_gatsby/).
 * page-data/ has folders named like pages ("404.html"): only files count.
 */
export function builtPages(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`${ADMIN_PATH}/`) && !file.startsWith("_gatsby/"))
}

/**
 * Each language's 404 page also as <code>/404.html, which the host sends for an unknown address
 * under /<code>/ (it looks for the nearest 404.html up the path); Gatsby writes only the first's.
 */
export function writeNotFoundPages(publicDir: string, listed: readonly SitePage[]): void {
  const wanted = listed.flatMap(({ path: address, kind }) => (kind === "not found" ? [address] : []))
  // Gatsby removes the pages a build no longer makes, not these: a language the site stopped naming
  // left its copy behind, and the next build stopped on a page no list had.
  for (const language of LANGUAGE_CODES) {
    const address = `/${language}/404/`
    if (!wanted.includes(address)) rmSync(path.join(publicDir, notFoundFile(address)), { force: true })
  }
  // Written on every build, as the page may have changed since the last; the first's is Gatsby's own.
  for (const address of wanted)
    if (address !== "/404/")
      copyFileSync(path.join(publicDir, address, "index.html"), path.join(publicDir, notFoundFile(address)))
}

/**
 * Fails the build where its pages are not the list every check reads (shared/site-pages.ts): a page
 * the checks would not see, or one they would look for in vain.
 */
export function checkBuiltPages(publicDir: string, listed: readonly SitePage[]): void {
  const built = new Set(builtPages(publicDir).map(addressOfFile))
  const known = new Set(listed.map(({ path }) => path))
  const unknown = [...built].filter((address) => !known.has(address))
  const missing = [...known].filter((address) => !built.has(address))
  if (unknown.length || missing.length)
    throw new Error(
      [
        "The built pages are not the list every check reads (shared/site-pages.ts):",
        ...unknown.map((address) => `  built, but not listed: ${address}`),
        ...missing.map((address) => `  listed, but not built: ${address}`),
      ].join("\n"),
    )
}
