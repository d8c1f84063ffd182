/**
 * After the build, each page is reordered so its first screen comes first (docs/performance.md):
 * - the first screen's photos (a <picture> whose <img> has high fetch priority; on the home page
 *   the hero, the phone's largest paint) are preloaded from the top of <head>, so they are
 *   requested before anything in <body>, at the size and in the format the <picture> will pick;
 * - Gatsby's `<script src async>` tags, which it writes in a slice after rendering where no SSR
 *   hook reaches, become data blocks (a type no browser runs, the address in data-src), and an
 *   inline script after them makes them scripts once the first screen is painted
 *   (src/lib/page-start.ts); the parser asks for them from <head>, after the photos, so they are
 *   here by then;
 * - the page's data (app-data.json, its page-data.json) and its own chunk wait with them, so that
 *   they are requested beside the framework rather than one after another once it has run (three
 *   round trips on a slow connection, docs/performance.md);
 * - the web font waits for them: its stylesheet applies at once only where scripts do not run,
 *   and elsewhere the inline script loads the font from it once the scripts are here;
 * - the inline scripts are minified (Gatsby's server render leaves them as written, and every
 *   visitor downloads them before the page is drawn).
 * Done here, from the pages' own markup, it costs no JavaScript (a preload from the Head API would
 * also ship its code to the browser). It runs before the security headers are written, which hash
 * the pages' final inline scripts. `gatsby develop` has no such step, and loads as Gatsby does.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { minify_sync as minify } from "terser"
import { pageStartScript, WAITING_SCRIPT_TYPE } from "../../src/lib/page-start"
import { WEB_FONT_STYLE_ID } from "../../shared/fonts"
import { runsInline, SCRIPT_ELEMENT } from "../security-headers"
import { builtPages } from "./built-pages"

const SCRIPTS_SLICE =
  /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/
const SCRIPT_TAG = /<script src="([^"]+)" async><\/script>/g
const WEB_FONT_STYLE = `<style id="${WEB_FONT_STYLE_ID}">`
const WAITING_WEB_FONT_STYLE = `<style id="${WEB_FONT_STYLE_ID}" media="(scripting: none)">`
const WAITING = `type="${WAITING_SCRIPT_TYPE}"`
const CHARSET = '<meta charSet="utf-8"/>'
const PICTURE = /<picture[^>]*>([\s\S]*?)<\/picture>/g
// Passes until nothing more changes, so a page minified again (not rendered again) stays as it is.
const MINIFY = { ecma: 2020, compress: { passes: 3 } } as const
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** <link rel="preload"> tags for the page's first-screen photos, in the first format each offers. */
export function firstScreenPreloads(html: string): string[] {
  return [...html.matchAll(PICTURE)].flatMap(([, inner = ""]) => {
    const source = /<source[^>]*>/.exec(inner)?.[0]
    if (!source || !/<img[^>]*\sfetchpriority="high"/.test(inner)) return []
    // `type`: a browser preloads only a format it can show, as the <picture> picks.
    const [type, srcSet, sizes] = ["type", "srcSet", "sizes"].map((name) => attribute(source, name) ?? "")
    return [
      `<link rel="preload" as="image" type="${type}" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high"/>`,
    ]
  })
}

/**
 * A <link rel="preload"> that has the parser ask for one of the page's scripts as soon as it reads
 * <head>, after the first screen's photos (low priority), while the start script runs it only once
 * the first screen is painted: a request made by the start script goes out late, as the main
 * thread that runs it is busy parsing the rest of the page. Not where scripts do not run.
 */
const scriptPreload = (src: string) =>
  `<link rel="preload" as="script" href="${src}" fetchpriority="low" media="(scripting: enabled)"/>`

/** The page with its executable inline scripts minified (data blocks such as JSON-LD left alone). */
export function minifyInlineScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, (whole, attributes: string | undefined, body: string) =>
    runsInline(attributes) && body.trim()
      ? `<script${attributes ?? ""}>${minify(body, MINIFY).code ?? body}</script>`
      : whole,
  )
}

/** What a page needs before it can hydrate, besides Gatsby's scripts: its data and its own chunk. */
export interface PageResources {
  /** Fetched with XMLHttpRequest by Gatsby's loader: preloaded as fetches. */
  data: string[]
  /** The page component's chunk: a script that only registers its modules. */
  chunks: string[]
}

/**
 * The page with its first screen put first (see above). A page Gatsby did not render again is
 * still as this left it, apart from the scripts' slice, which Gatsby stitches in anew: each part is
 * done only where it is not done yet. Fails, naming the page, if Gatsby's markup has changed.
 */
export function firstScreenFirst(
  html: string,
  file: string,
  resources: PageResources = { data: [], chunks: [] },
): string {
  const slice = SCRIPTS_SLICE.exec(html)
  const [whole = "", start, body = "", end] = slice ?? []
  const gatsbyScripts = [...body.matchAll(SCRIPT_TAG)].map(([, src = ""]) => src)
  // A Gatsby that writes its page differently must not leave a page that never starts.
  if (!slice || (gatsbyScripts.length === 0 && !body.includes(WAITING)))
    throw new Error(`${file}: Gatsby's script tags were not found.`)
  if (!html.includes(WEB_FONT_STYLE) && !html.includes(WAITING_WEB_FONT_STYLE))
    throw new Error(`${file}: the web font's <style> was not found.`)
  if (!html.includes(CHARSET)) throw new Error(`${file}: <meta charSet> was not found.`)
  const scriptPreloads = gatsbyScripts.length ? [...gatsbyScripts, ...resources.chunks].map(scriptPreload) : []
  const preloads = [...firstScreenPreloads(html), ...scriptPreloads].filter((preload) => !html.includes(preload))
  const waitingFor = (src: string, fetch = false) =>
    `<script ${WAITING} data-src="${src}"${fetch ? " data-fetch" : ""}></script>`
  const waiting = gatsbyScripts.length
    ? [
        ...resources.data.map((src) => waitingFor(src, true)),
        body.replace(SCRIPT_TAG, (_, src: string) => waitingFor(src)),
        ...resources.chunks.map((src) => waitingFor(src)),
      ].join("")
    : body
  const inline = gatsbyScripts.length ? `<script>${pageStartScript(WEB_FONT_STYLE_ID)}</script>` : ""
  // Replaced by functions: a string replacement would read "$" in the scripts as a pattern.
  return minifyInlineScripts(
    html
      .replace(CHARSET, () => `${CHARSET}${preloads.join("")}`)
      .replace(whole, () => `${start}${waiting}${inline}${end}`)
      .replace(WEB_FONT_STYLE, () => WAITING_WEB_FONT_STYLE),
  )
}

/** Where Gatsby keeps a built page's data: index.html → page-data/index, 404/index.html → page-data/404. */
export function pageDataFolder(file: string): string {
  const dir = path.posix.dirname(file.split(path.sep).join("/"))
  const name = path.posix.basename(file)
  const page = name === "index.html" ? dir : path.posix.join(dir, name)
  return `page-data/${page === "." ? "index" : page}`
}

/** The page's data files and its component's chunk, as addresses under the site's path prefix. */
function pageResources(publicDir: string, file: string, pathPrefix: string): PageResources {
  const folder = pageDataFolder(file)
  const { componentChunkName } = JSON.parse(readFileSync(path.join(publicDir, folder, "page-data.json"), "utf8")) as {
    componentChunkName: string
  }
  const chunkMap = JSON.parse(readFileSync(path.join(publicDir, "chunk-map.json"), "utf8")) as Record<string, string[]>
  const chunks = chunkMap[componentChunkName]
  if (!chunks?.length) throw new Error(`${file}: chunk-map.json names no chunk for ${componentChunkName}.`)
  return {
    data: [`${pathPrefix}/page-data/app-data.json`, `${pathPrefix}/${folder}/page-data.json`],
    chunks: chunks.map((chunk) => `${pathPrefix}${chunk}`),
  }
}

export function putFirstScreenFirst(pathPrefix: string): void {
  const publicDir = path.join(process.cwd(), "public")
  for (const file of builtPages(publicDir)) {
    const full = path.join(publicDir, file)
    writeFileSync(full, firstScreenFirst(readFileSync(full, "utf8"), file, pageResources(publicDir, file, pathPrefix)))
  }
}
