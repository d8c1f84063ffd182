import { readdirSync } from "node:fs"
import path from "node:path"
import { ADMIN_PATH } from "../security-headers"

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
