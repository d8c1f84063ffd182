import { pageStartScript, START_AT_THE_LATEST_MS, WAITING_SCRIPT_TYPE } from "../../src/lib/page-start"
import { minify_sync as minify } from "terser"
import {
  firstScreenFirst,
  firstScreenPreloads,
  minifyInlineScripts,
  pageDataFolder,
} from "../../node/hooks/first-screen"

const SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

/** What the end of <body> runs: the function's source, with nothing from outside it. */
const WAITING = SCRIPTS.map((src) => `<script type="${WAITING_SCRIPT_TYPE}" data-src="${src}"></script>`).join("")
const runInlineScript = () => new Function(pageStartScript("web-font"))()
/** The scripts the page has been given to run. */
const added = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[src]:not([type])")].map(
    (script) => new URL(script.src).pathname,
  )
const fontMedia = () => document.getElementById("web-font")?.getAttribute("media")
/** The added scripts' downloads end, each with `outcome`. */
const scriptsSettle = (outcome: "load" | "error" = "load") =>
  document.querySelectorAll("script[src]:not([type])").forEach((script) => script.dispatchEvent(new Event(outcome)))

/** A first-screen image whose decode() settles when the test says. */
function firstScreenImage() {
  const image = document.createElement("img")
  image.setAttribute("fetchpriority", "high")
  let settle: { decoded: () => void; failed: () => void } = { decoded: () => undefined, failed: () => undefined }
  image.decode = () =>
    new Promise<void>((resolve, reject) => {
      settle = { decoded: resolve, failed: () => reject(new Error("EncodingError")) }
    })
  document.body.append(image)
  return { decoded: () => settle.decoded(), failed: () => settle.failed() }
}

/** Lets the promise callbacks run, then the frames and the timeout after them. */
async function nextFrame() {
  for (let frame = 0; frame < 4; frame++) {
    for (let i = 0; i < 10; i++) await Promise.resolve()
    jest.advanceTimersByTime(20)
  }
}

/** A browser with paint timing, whose first paint is reported when the test says. */
function paintTiming() {
  let report: () => void = () => undefined
  class Observer {
    static supportedEntryTypes = ["paint"]
    constructor(callback: () => void) {
      report = callback
    }
    observe() {}
  }
  Object.assign(window, { PerformanceObserver: Observer })
  return { firstPaint: () => report() }
}

const FONT_FACE =
  '@font-face{font-family:"Inter Variable";font-weight:400 800;src:url("/fonts/inter.woff2") format("woff2");unicode-range:U+0000-00FF}'

describe("the page's scripts and font start once the first screen is painted", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    document.head.innerHTML = `<style id="web-font" media="(scripting: none)">${FONT_FACE}</style>`
    document.body.innerHTML = WAITING
  })
  afterEach(() => {
    jest.useRealTimers()
    for (const api of ["PerformanceObserver", "FontFace"]) Reflect.deleteProperty(window, api)
  })

  it("waits for the first screen's images, then adds the scripts, and the font once they are here", async () => {
    const hero = firstScreenImage()
    const logo = firstScreenImage()
    runInlineScript()
    await nextFrame()
    expect(added()).toEqual([])
    expect(fontMedia()).toBe("(scripting: none)")
    hero.decoded()
    await nextFrame()
    expect(added()).toEqual([])
    logo.decoded()
    await nextFrame()
    expect(added()).toEqual(SCRIPTS)
    expect(fontMedia()).toBe("(scripting: none)")
    scriptsSettle()
    expect(fontMedia()).toBe("all")
  })

  it("asks for the font when the scripts have failed, or when one of them hangs", async () => {
    runInlineScript()
    await nextFrame()
    scriptsSettle("error")
    expect(fontMedia()).toBe("all")

    document.head.innerHTML = `<style id="web-font" media="(scripting: none)">${FONT_FACE}</style>`
    document.body.innerHTML = WAITING
    runInlineScript()
    await nextFrame()
    document.querySelector("script[src]:not([type])")?.dispatchEvent(new Event("load"))
    jest.advanceTimersByTime(START_AT_THE_LATEST_MS - 100)
    expect(fontMedia()).toBe("(scripting: none)")
    jest.advanceTimersByTime(100)
    expect(fontMedia()).toBe("all")
  })

  it("asks for the page's data as fetches Gatsby's loader will find, beside the scripts", async () => {
    document.body.innerHTML = `<script type="${WAITING_SCRIPT_TYPE}" data-src="/page-data/index/page-data.json" data-fetch></script>${WAITING}`
    runInlineScript()
    await nextFrame()
    expect(added()).toEqual(SCRIPTS)
    const preloads = [...document.querySelectorAll<HTMLLinkElement>("link[rel=preload]")]
    expect(preloads.map((link) => [link.as, link.crossOrigin, new URL(link.href).pathname])).toEqual([
      ["fetch", "anonymous", "/page-data/index/page-data.json"],
    ])
  })

  it("waits for the first paint to be reported, where the browser reports paints", async () => {
    const paint = paintTiming()
    const hero = firstScreenImage()
    runInlineScript()
    hero.decoded()
    await nextFrame()
    expect(added()).toEqual([])
    paint.firstPaint()
    await nextFrame()
    expect(added()).toEqual(SCRIPTS)
  })

  it("loads the web font from its @font-face first, and adds it to the page once it is here", async () => {
    let arrive: () => void = () => undefined
    const made: unknown[][] = []
    class FontFace {
      constructor(...args: unknown[]) {
        made.push(args)
      }
      load = () => new Promise<void>((resolve) => (arrive = resolve))
    }
    const add = jest.fn()
    Object.assign(window, { FontFace })
    Object.defineProperty(document, "fonts", { value: { add }, configurable: true })
    runInlineScript()
    await nextFrame()
    scriptsSettle()
    expect(made).toEqual([
      [
        "Inter Variable",
        'url("/fonts/inter.woff2") format("woff2")',
        { weight: "400 800", unicodeRange: "U+0000-00FF", display: "swap" },
      ],
    ])
    expect(add).not.toHaveBeenCalled()
    expect(fontMedia()).toBe("(scripting: none)")
    arrive()
    await nextFrame()
    expect(add).toHaveBeenCalledTimes(1)
    Reflect.deleteProperty(document, "fonts")
  })

  it("starts at once when there is no such image", async () => {
    runInlineScript()
    await nextFrame()
    expect(added()).toEqual(SCRIPTS)
  })

  it("starts when an image fails to load or decode", async () => {
    const hero = firstScreenImage()
    runInlineScript()
    hero.failed()
    await nextFrame()
    expect(added()).toEqual(SCRIPTS)
  })

  it("starts at the visitor's first key, tap or scroll, once the frame that shows it is drawn", async () => {
    for (const type of ["keydown", "pointerdown", "scroll"]) {
      document.body.innerHTML = WAITING
      firstScreenImage()
      runInlineScript()
      await nextFrame()
      expect(added()).toEqual([])
      window.dispatchEvent(new Event(type))
      expect(added()).toEqual([])
      await nextFrame()
      expect(added()).toEqual(SCRIPTS)
    }
  })

  it(`starts after ${START_AT_THE_LATEST_MS} ms when an image's request hangs, and only once`, async () => {
    const hero = firstScreenImage()
    runInlineScript()
    jest.advanceTimersByTime(START_AT_THE_LATEST_MS - 1)
    expect(added()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(added()).toEqual(SCRIPTS)
    hero.decoded()
    await nextFrame()
    window.dispatchEvent(new Event("keydown"))
    await nextFrame()
    expect(added()).toEqual(SCRIPTS)
  })
})

describe("the build's reordering of each page, first screen first", () => {
  const HERO =
    '<picture><source type="image/avif" srcSet="/h-320.avif 320w,\n/h-640.avif 640w" sizes="100vw"/><source type="image/webp" srcSet="/h.webp 640w" sizes="100vw"/><img src="/h.png" fetchpriority="high" alt="Hero"/></picture>'
  const LOGO = '<picture><img src="/logo.png" fetchpriority="high" alt="Logo"/></picture>'
  const COVER =
    '<picture><source type="image/avif" srcSet="/c.avif 640w" sizes="100vw"/><img src="/c.png" loading="lazy" alt="Cover"/></picture>'
  const TAGS = SCRIPTS.map((src) => `<script src="${src}" async></script>`).join("")
  const page = ({
    scripts = TAGS,
    font = '<style id="web-font">@font-face{}</style>',
    body = LOGO + HERO + COVER,
  } = {}) =>
    `<html><head><meta charSet="utf-8"/>${font}</head><body>${body}<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

  it("holds Gatsby's scripts back for an inline script that starts them, and the font with them", () => {
    const html = firstScreenFirst(page(), "index.html")
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain('<script id="gatsby-chunk-mapping">')
    expect(html).toContain(
      `${WAITING}<script>${minify(pageStartScript("web-font"), { ecma: 2020, compress: { passes: 3 } }).code}</script><!-- slice-end`,
    )
    expect(html).toContain('<style id="web-font" media="(scripting: none)">@font-face{}</style>')
  })

  it("holds the page's data and its own chunk with the scripts, so all are asked for together", () => {
    const resources = {
      data: ["/p/page-data/app-data.json", "/p/page-data/index/page-data.json"],
      chunks: ["/p/page-4.js"],
    }
    const html = firstScreenFirst(page(), "index.html", resources)
    const waitingFor = (src: string, fetch = false) =>
      `<script type="${WAITING_SCRIPT_TYPE}" data-src="${src}"${fetch ? " data-fetch" : ""}></script>`
    expect(html).toContain(
      `${waitingFor(resources.data[0]!, true)}${waitingFor(resources.data[1]!, true)}<script id="gatsby-chunk-mapping">`,
    )
    expect(html).toContain(`${WAITING}${waitingFor("/p/page-4.js")}<script>`)
    // Done once: a page that is not rendered again keeps one of each.
    expect(firstScreenFirst(html, "index.html", resources)).toBe(html)
  })

  it("has the parser ask for the scripts and the page's chunk from <head>, after the photos, where scripts run", () => {
    const html = firstScreenFirst(page(), "index.html", {
      data: ["/page-data/index/page-data.json"],
      chunks: ["/page-4.js"],
    })
    const preloads = [...SCRIPTS, "/page-4.js"]
      .map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low" media="(scripting: enabled)"/>`)
      .join("")
    expect(html).toContain(`imagesizes="100vw" fetchpriority="high"/>${preloads}<style`)
    // The data is fetched by the start script: in <head> it would be a request Lighthouse counts
    // before the largest paint, as scripts run after it are not.
    expect(html).not.toMatch(/<link[^>]*page-data/)
    expect(firstScreenFirst(html, "index.html")).toBe(html)
  })

  it("finds each page's data where Gatsby writes it", () => {
    expect(pageDataFolder("index.html")).toBe("page-data/index")
    expect(pageDataFolder("404/index.html")).toBe("page-data/404")
    expect(pageDataFolder("404.html")).toBe("page-data/404.html")
    expect(pageDataFolder("work/ceylon/index.html")).toBe("page-data/work/ceylon")
  })

  it("preloads the first screen's photos from the top of <head>, in their first format, and nothing else", () => {
    const preload =
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/h-320.avif 320w,\n/h-640.avif 640w" imagesizes="100vw" fetchpriority="high"/>'
    expect(firstScreenPreloads(page())).toEqual([preload])
    expect(firstScreenFirst(page(), "index.html")).toContain(
      `<head><meta charSet="utf-8"/>${preload}<link rel="preload" as="script"`,
    )
    expect(firstScreenPreloads(page({ body: LOGO + COVER }))).toEqual([])
  })

  it("leaves what is done as it is, in a page Gatsby did not render again", () => {
    const done = firstScreenFirst(page(), "index.html")
    expect(firstScreenFirst(done, "index.html")).toBe(done)
    // Gatsby stitches its scripts' slice into every page anew.
    const restitched = done.replace(
      /<!-- slice-start[\s\S]*<!-- slice-end/,
      page().match(/<!-- slice-start[\s\S]*<!-- slice-end/)![0],
    )
    expect(firstScreenFirst(restitched, "index.html")).toBe(done)
  })

  it("fails the build, naming the page, when Gatsby's tags or the font's stylesheet are not there", () => {
    expect(() => firstScreenFirst(page({ scripts: "" }), "404.html")).toThrow(
      "404.html: Gatsby's script tags were not found.",
    )
    expect(() => firstScreenFirst(page({ font: "" }), "404.html")).toThrow(
      "404.html: the web font's <style> was not found.",
    )
  })

  it("minifies the inline scripts that run, and leaves data and the waiting scripts as they are", () => {
    const data = '<script type="application/ld+json">{ "name": "Serendib Studio" }</script>'
    const html = `${data}${WAITING}<script>const theme = "dark";  document.documentElement.className = theme</script>`
    expect(minifyInlineScripts(html)).toBe(
      `${data}${WAITING}<script>const theme="dark";document.documentElement.className=theme;</script>`,
    )
  })
})
