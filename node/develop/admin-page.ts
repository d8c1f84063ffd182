import { readFileSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"
import { ADMIN_HEADERS, ADMIN_PATH, PREVIEW_FONTS } from "../security-headers"

/**
 * `gatsby develop` serves the files in static/ but answers HTML pages with its own 404 page, so
 * the content editor's page (static/admin/index.html) is served here, at /admin/ as on the host.
 * Mounted at /admin, where `req.url` is the rest of the path. Every file under it goes with the
 * host's headers for the editor (its policy above all), as the host sends them.
 */
export function adminPage(file: string) {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => {
    const [rest = ""] = (req.url ?? "").split("?")
    const [asked = ""] = (req.originalUrl ?? "").split("?")
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) res.setHeader(name, value)
    if (asked.startsWith(PREVIEW_FONTS.path)) res.setHeader(...PREVIEW_FONTS.header)
    if (rest !== "/" && rest !== "/index.html") return next()
    // Without the slash, the page's relative addresses (config.json, the bundle) would miss.
    if (rest === "/" && !asked.endsWith("/")) {
      res.writeHead(301, { location: `/${ADMIN_PATH}/` })
      res.end()
      return
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-robots-tag": "noindex" })
    res.end(readFileSync(file))
  }
}
