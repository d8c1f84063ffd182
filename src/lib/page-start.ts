/**
 * When the page's own scripts and its web font start to download: once the first screen's images
 * are painted. On a phone the largest paint is the hero image. Requested together with the app's
 * scripts (68 KB) and the font (25 KB), it shared a slow connection with them, and it was painted
 * when they had all arrived (docs/performance.md). Text is drawn at once either way, in the
 * metric-matched fallback face (shared/fonts.ts), and the early-submit script holds a form sent
 * before the code is there.
 *
 * It does not wait longer than it must: a visitor who scrolls, taps or presses a key starts the
 * page at once, and so does an image whose request hangs, after START_AT_THE_LATEST_MS.
 */

/** The longest the first screen's images hold the page's code back. */
export const START_AT_THE_LATEST_MS = 3000

/**
 * The type Gatsby's script tags get in the built page (node/hooks/first-screen.ts), with their
 * address in data-src: data blocks, which a browser neither fetches nor runs, until startPage.
 */
export const WAITING_SCRIPT_TYPE = "text/x-after-first-paint"

/**
 * Turns the waiting scripts (`<script type={waitingType} data-src>`) into scripts and starts the web
 * font (`fontStyleId`, the <style> with its @font-face), once the first screen's images (those
 * fetched with high priority) are decoded, or have failed, and are on screen: the first paint has
 * been reported (where the browser reports paints), and two more frames have begun. Scripts
 * requested before that frame reached the screen could arrive before it was shown. A hidden tab
 * draws no frames: it starts when it is shown, or at the latest.
 *
 * It runs as an inline script at the end of <body> (pageStartScript), so it is sent as source: it
 * uses nothing from outside itself, and no syntax a build tool would compile into helpers it
 * cannot see (no for…of, no spread). The build minifies it.
 */
function startPage(waitingType: string, fontStyleId: string, latestMs: number): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    // The font is loaded first and added once it is here, so the page is laid out again once, as
    // the text changes to it. (Turning its stylesheet on would restyle the whole page at once, a
    // long task on a slow phone, and again when the font arrived.)
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
      document.body.append(script)
    })
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
  ;["scroll", "pointerdown", "keydown"].forEach((type) => addEventListener(type, start, true))
  setTimeout(start, latestMs)
}

/** startPage as the source of an inline script. */
export function pageStartScript(fontStyleId: string): string {
  return `(${startPage.toString()})(${JSON.stringify(WAITING_SCRIPT_TYPE)},${JSON.stringify(fontStyleId)},${START_AT_THE_LATEST_MS})`
}
