/**
 * When the page's own scripts run and its web font starts to download. The scripts are downloaded
 * from the start: the build has the parser ask for them from <head>, right after the first screen's
 * photos (node/hooks/first-screen.ts), since a request made from here would go out only once the
 * main thread, busy parsing the rest of the page, got round to it (docs/performance.md). They run
 * once the first screen's images are painted, so their work never delays that paint; the font is
 * asked for once they are here, so it does not share a slow connection with them. Text is drawn at
 * once either way, in the metric-matched fallback face (shared/fonts.ts), the header's buttons work
 * before any of it (theme.ts, menu-dialog.ts), and the early-submit script holds a form sent before
 * the code is there.
 *
 * It does not wait longer than it must: a visitor who scrolls, taps or presses a key starts the
 * page at once (after the frame that shows what the input did), and so does an image whose request
 * hangs, after START_AT_THE_LATEST_MS.
 */

/** The longest the first screen's images hold the page's code back. */
export const START_AT_THE_LATEST_MS = 3000

/**
 * The type Gatsby's script tags get in the built page (node/hooks/first-screen.ts), with their
 * address in data-src: data blocks, which a browser neither fetches nor runs, until startPage.
 */
export const WAITING_SCRIPT_TYPE = "text/x-after-first-paint"

/**
 * Turns the waiting scripts (`<script type={waitingType} data-src>`) into scripts, and then starts
 * the web font (`fontStyleId`, the <style> with its @font-face), once the first screen's images
 * (those fetched with high priority) are decoded, or have failed, and are on screen: the first
 * paint has been reported (where the browser reports paints), and two more frames have begun. A
 * hidden tab draws no frames: it starts when it is shown, or at the latest.
 *
 * It runs as an inline script at the end of <body> (pageStartScript), so it is sent as source: it
 * uses nothing from outside itself, and no syntax a build tool would compile into helpers it
 * cannot see (no for…of, no spread). The build minifies it.
 */
function startPage(waitingType: string, fontStyleId: string, latestMs: number): void {
  let started = false
  // The font is loaded first and added once it is here, so the page is laid out again once, as
  // the text changes to it. (Turning its stylesheet on would restyle the whole page at once, a
  // long task on a slow phone, and again when the font arrived.)
  let fontAsked = false
  const loadFont = () => {
    if (fontAsked) return
    fontAsked = true
    const style = document.getElementById(fontStyleId) as HTMLStyleElement
    const face = style.sheet?.cssRules[0] as CSSFontFaceRule | undefined
    if (face && window.FontFace) {
      const descriptor = (name: string) => face.style.getPropertyValue(name)
      const font = new FontFace(descriptor("font-family").replace(/"/g, ""), descriptor("src"), {
        weight: descriptor("font-weight"),
        unicodeRange: descriptor("unicode-range"),
        display: "swap",
      })
      font.load().then(
        () => document.fonts.add(font),
        () => {},
      )
    } else style.media = "all"
  }
  const start = () => {
    if (started) return
    started = true
    // The font is asked for once the scripts are here (or have failed): on a slow connection it
    // would share it with them and the page would work later, while the text it changes is already
    // drawn in the metric-matched fallback face. A script whose request hangs holds it back
    // latestMs at most.
    let loading = 0
    const settled = () => {
      loading--
      if (!loading) loadFont()
    }
    setTimeout(loadFont, latestMs)
    document.querySelectorAll<HTMLScriptElement>(`script[type="${waitingType}"]`).forEach((waiting) => {
      // The page's data, which Gatsby's loader asks for once the app has run: asked for now, beside
      // the scripts, in the mode its XMLHttpRequest will use, so that request finds it here.
      if (waiting.hasAttribute("data-fetch")) {
        const link = document.createElement("link")
        link.rel = "preload"
        link.as = "fetch"
        link.crossOrigin = "anonymous"
        link.href = waiting.dataset.src as string
        document.head.append(link)
        return
      }
      const script = document.createElement("script")
      script.src = waiting.dataset.src as string
      script.onload = script.onerror = settled
      loading++
      document.body.append(script)
    })
    if (!loading) loadFont()
  }
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const images = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')
  const decoded = Array.prototype.map.call(images, (image: HTMLImageElement) =>
    image.decode().catch(() => {}),
  ) as Promise<unknown>[]
  const firstPaint = new Promise<void>((resolve) =>
    window.PerformanceObserver?.supportedEntryTypes?.includes("paint")
      ? new PerformanceObserver(() => resolve()).observe({ type: "paint", buffered: true })
      : resolve(),
  )
  void Promise.all(decoded.concat(firstPaint))
    .then(nextFrame)
    .then(nextFrame)
    .then(() => setTimeout(start))
  // After the frame that shows what the input did: a tap on the theme toggle or the menu button
  // is drawn first, and the requests are made after it.
  const soon = () => requestAnimationFrame(() => setTimeout(start))
  ;["scroll", "pointerdown", "keydown"].forEach((type) => addEventListener(type, soon, true))
  setTimeout(start, latestMs)
}

/** startPage as the source of an inline script. */
export function pageStartScript(fontStyleId: string): string {
  return `(${startPage.toString()})(${JSON.stringify(WAITING_SCRIPT_TYPE)},${JSON.stringify(fontStyleId)},${START_AT_THE_LATEST_MS})`
}
