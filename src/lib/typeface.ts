/**
 * The agency's typeface is `font-display: optional` (shared/fonts.ts): drawn only if it is there
 * by the first paint, never swapped in later, so it can never move the page. Found only once the
 * text is laid out, it missed that moment on most first visits, and Firefox and Safari's engine
 * missed it on later ones too, cached or not. Asked for as the head is read, it is there in time
 * wherever it can be; but a browser holds the first paint up to 100 ms for a font being fetched, so
 * on a slow connection, where it cannot come in time anyway, asking early only makes the page later
 * (docs/performance.md). So this inline script (TYPEFACE_SCRIPT, first in <head>, after the page's
 * style) asks for it early only where it will come in time.
 */

/** localStorage key of the typeface file this visitor's browser has fetched before, by address. */
const TYPEFACE_STORAGE_KEY = "typeface-file"

/** How long a browser holds the first paint for a font being fetched, and the most the file weighs. */
const HOLD_MS = 100
const FILE_KILOBITS = 25 * 8

/**
 * Where the browser does not estimate the connection (Firefox, Safari): a page that began to arrive
 * within this many milliseconds of being asked for came over a round trip short enough for the
 * file to come within the hold. The slow 4G of the real-load bench (150 ms round trips) is not one.
 */
export const FAST_RESPONSE_MS = 120

/**
 * Asks for the typeface's file at once where it comes in time: a visitor whose browser fetched it
 * before (from the cache), or one on a connection fast enough to fetch it within the hold, by the
 * browser's own estimate of it where it has one (Chromium's round trip and bandwidth, which its
 * network emulation sets too), else by how soon the page began to arrive. Then, once the page has
 * loaded, notes the file as fetched. Storage can be blocked: the connection then decides alone.
 * The file is the first url() of the brand's style, which gatsby-ssr.tsx puts just before this.
 *
 * Sent as source, so it uses nothing from outside itself, and runs once per page. Written small:
 * it is first-load JavaScript (no optional chaining, which the server renderer lowers at length).
 */
function askForTypeface(storageKey: string, holdMs: number, fileKilobits: number, fastMs: number): void {
  const style = document.currentScript && document.currentScript.previousElementSibling
  const url = /url\("?([^")]+)/.exec((style && style.textContent) || "")
  if (!url) return
  // A preload rather than the face's own load(), which Firefox leaves until the page is laid out;
  // high priority, before the page's scripts, which Firefox otherwise sends first.
  const link = Object.assign(document.createElement("link"), {
    rel: "preload",
    as: "font",
    type: "font/woff2",
    crossOrigin: "",
    fetchPriority: "high",
    href: url[1],
  })
  const file = link.href
  let seen = false
  try {
    seen = localStorage.getItem(storageKey) === file
  } catch {
    // storage blocked
  }
  const connection = (navigator as { connection?: { rtt: number; downlink: number } }).connection
  const [page] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[]
  if (
    seen ||
    (connection && connection.downlink
      ? connection.rtt + fileKilobits / connection.downlink <= holdMs
      : page && page.responseStart - page.requestStart < fastMs)
  )
    document.head.append(link)
  addEventListener("load", () => {
    if (performance.getEntriesByName(file).length)
      try {
        localStorage.setItem(storageKey, file)
      } catch {
        // storage blocked
      }
  })
}

export const TYPEFACE_SCRIPT = `(${askForTypeface.toString()})(${[
  JSON.stringify(TYPEFACE_STORAGE_KEY),
  HOLD_MS,
  FILE_KILOBITS,
  FAST_RESPONSE_MS,
].join(",")})`
