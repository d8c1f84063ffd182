import * as React from "react"
import { readFileSync } from "node:fs"
import path from "node:path"
import { renderToString } from "react-dom/server"
import { withPrefix, type GatsbySSR } from "gatsby"
import { HEAD_SCRIPTS, recordDeclaredScripts, TYPEFACE_KEY } from "./node/head-scripts"
import { SiteHead } from "./src/components/Seo"
import "./src/styles/global.css"

/** What Gatsby hands onRenderBody in a build, beside its typed arguments. */
interface BuildArgs {
  scripts?: { name: string; rel: string }[]
  pathname: string
  loadPageDataSync?: (pathname: string) => { componentChunkName?: string; result?: { data?: unknown } } | null
}

/** The agency's details as the page's own data has them (its query's `siteDetails`). */
function siteDetails({ pathname, loadPageDataSync }: BuildArgs) {
  const data = loadPageDataSync?.(pathname)?.result?.data as
    { siteDetails?: { themeColor?: string; brandStyle?: string } } | undefined
  return data?.siteDetails
}

/**
 * What a page needs before it can hydrate, asked for by the parser from <head> (low priority, after
 * the hero image), rather than when it reaches Gatsby's script tags at the end of a long <body>, or
 * one after another once the framework has run: Gatsby's scripts, the page's own chunk, and the
 * data its loader fetches (in the mode its XMLHttpRequest uses). The preloads are not made where
 * scripts do not run.
 * docs/performance.md has what it gains.
 */
function hydrationPreloads({ scripts = [], pathname, loadPageDataSync }: BuildArgs) {
  if (!scripts.length) return [] // gatsby develop: no built scripts
  const chunk = loadPageDataSync?.(pathname)?.componentChunkName
  let pageChunks: string[] = []
  try {
    const chunkMap = JSON.parse(readFileSync(path.join(process.cwd(), "public", "chunk-map.json"), "utf8")) as Record<
      string,
      string[]
    >
    pageChunks = (chunk && chunkMap[chunk]) || []
  } catch {
    // no chunk map: the page's chunk comes when the app asks for it
  }
  const page = pathname.split("/").filter(Boolean).join("/") || "index"
  const preload = (href: string, as: "script" | "fetch") => (
    <link
      key={href}
      rel="preload"
      as={as}
      href={withPrefix(href)}
      fetchPriority="low"
      media="(scripting: enabled)"
      {...(as === "fetch" ? { crossOrigin: "anonymous" } : {})}
    />
  )
  return [
    ...scripts.filter(({ rel }) => rel !== "prefetch").map(({ name }) => preload(`/${name}`, "script")),
    // A chunk only registers its modules, for webpack's runtime to find once it runs: so it is
    // fetched as a script (a preload of it was reported failed in Firefox when webpack then asked).
    ...pageChunks.map((name) => <script key={name} src={withPrefix(name)} async {...{ fetchpriority: "low" }} />),
    preload("/page-data/app-data.json", "fetch"),
    preload(`/page-data/${page}/page-data.json`, "fetch"),
  ]
}

/**
 * Each page rendered whole, as a string: React 18's streaming renderer, Gatsby's own choice, writes
 * NUL bytes into text of letters longer than a byte where one meets its 2 KB chunks' edge
 * (react#31134), which a Tamil page did every few kilobytes. Nothing on the page waits on Suspense.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement))
}

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHeadComponents } = args
  recordDeclaredScripts()
  const { themeColor, brandStyle } = siteDetails(args as unknown as BuildArgs) ?? {}
  setHeadComponents([
    // The browser's bar in the brand's light shade: in the HTML, where Gatsby's Head would put it
    // in again when it hydrates, undoing the theme's script, which gives it the visitor's theme's shade.
    ...(themeColor ? [<meta key="theme-color" name="theme-color" content={themeColor} />] : []),
    // The brand's shades and the typeface, derived at build from a colour the schema allows only as
    // #RRGGBB and a typeface from a closed list: before the scripts below, which read them (moved to
    // the top of <head> below).
    ...(brandStyle ? [<style key={BRAND_STYLE} dangerouslySetInnerHTML={{ __html: brandStyle }} />] : []),
    ...HEAD_SCRIPTS.map(({ key, code }) => <script key={key} dangerouslySetInnerHTML={{ __html: code }} />),
    // Not preloaded: the hero image has the first round trips to itself. The first paint waits
    // until the header is parsed, so a half-parsed header (buttons missing) is never drawn and then
    // shifted (docs/performance.md).
    <link key="expect-main" rel="expect" href="#main" blocking="render" />,
    <SiteHead key="site-head" />,
    ...hydrationPreloads(args as unknown as BuildArgs),
  ])
}

const BRAND_STYLE = "brand"
/**
 * The brand's style and the typeface's script first in <head>, before the site's own 40 KB of
 * inline CSS: the script asks for the typeface's file as soon as it can (src/lib/typeface.ts), a
 * parse of that CSS earlier than Firefox did otherwise.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const first = [BRAND_STYLE, TYPEFACE_KEY]
  const components = getHeadComponents() as React.ReactElement[]
  const keyOf = (component: React.ReactElement) => String(component?.key ?? "")
  replaceHeadComponents([
    ...first.flatMap((key) => components.filter((component) => keyOf(component) === key)),
    ...components.filter((component) => !first.includes(keyOf(component))),
  ])
}
