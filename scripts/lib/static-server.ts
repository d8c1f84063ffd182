// A small static file server for the built site, on loopback only, where headers do not matter:
// the budget, Lighthouse in the bench, the path-prefix tests and the editor tests' builds. Where headers
// matter, the host's own runtime serves (pages-dev.ts).
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { readFile, stat } from "node:fs/promises"
import path from "node:path"
import { gzipSync } from "node:zlib"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
}

async function resolveFile(root: string, urlPath: string) {
  const clean = path
    .normalize(decodeURIComponent(new URL(urlPath, "http://localhost").pathname))
    .replace(/^(\.\.[/\\])+/, "")
  const candidate = path.join(root, clean)
  if (!candidate.startsWith(root)) return undefined
  for (const file of [candidate, path.join(candidate, "index.html")]) {
    try {
      if ((await stat(file)).isFile()) return file
    } catch {
      // try the next candidate
    }
  }
  return undefined
}

/**
 * Serves `root` on 127.0.0.1 at a free port; with `prefix` ("/agency-site"), only paths under it
 * are served, and 404 for anything else.
 * Resolves to { url, close }.
 */
export async function startStaticServer({
  root = path.resolve("public"),
  prefix = "",
}: { root?: string; prefix?: string } = {}) {
  const server = createServer(async (req, res) => {
    let urlPath = new URL(req.url ?? "/", "http://localhost").pathname
    // A site built with a path prefix is served under it, as a project site on GitHub Pages is.
    if (prefix) {
      if (!urlPath.startsWith(`${prefix}/`) && urlPath !== prefix) {
        res.writeHead(404, { "content-type": "text/plain" }).end(`Not under ${prefix}`)
        return
      }
      urlPath = urlPath.slice(prefix.length) || "/"
    }
    const file = await resolveFile(root, urlPath)
    if (!file) {
      const notFound = await resolveFile(root, "/404.html")
      res.writeHead(404, { "content-type": TYPES[".html"] })
      res.end(notFound ? await readFile(notFound) : "Not found")
      return
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream"
    const body = await readFile(file)
    // Compress text as every real host does, so sizes and timings measured here are realistic.
    if (/text|javascript|json|xml|svg|manifest/.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      res.writeHead(200, { "content-type": type, "content-encoding": "gzip", vary: "accept-encoding" })
      res.end(gzipSync(body))
      return
    }
    res.writeHead(200, { "content-type": type })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    // Browsers keep their connections open: closing ends those too, rather than waiting on them.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
