// Real loads of the built page in Chromium, as a visitor on a mid-range phone gets it: slow 4G
// applied by DevTools (150 ms, 200,000 B/s down, 93,750 B/s up), a 4× slower CPU, 412 × 823 at
// DPR 2.625, touch, a fresh context (empty cache) per load. What it measures happens in the page,
// from its own clock: the first paint and the largest; a real tap (touch events) on the theme
// toggle and on the menu button as soon after the first paint as DevTools can tell of it (not
// before first paint + 50 ms), how long after the paint that was, and how long from each tap to the
// frame that showed its effect; when the page's own code had hydrated; the main thread's blocking
// time from the first paint to a second after hydration; and, once hydrated, a tap on the
// portfolio's Next and its effect. The same page with every script removed, loaded the same way,
// is the floor: what the network and the document alone allow. Used by `npm run bench`.
import type { BrowserContext, CDPSession, Page } from "playwright-core"
import { Parser } from "htmlparser2"
import { launchChromium } from "./chromium"

export const SLOW_4G = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 }
export const CPU_SLOWDOWN = 4
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
}

export interface RealLoad {
  "first paint": number
  "largest paint": number
  /** When the theme toggle was tapped, after the first paint (first paint + 50 ms at the soonest). */
  "tapped at": number
  /** From that tap (the touch's own time) to the frame after the theme changed. */
  "theme tap": number
  /** From the tap on the menu button, right after, to the frame after its dialog opened. */
  "menu tap": number
  hydrated: number
  "blocking time": number
  /** A tap on the portfolio's Next after hydration, to the frame after the slide changed. */
  "portfolio tap": number
}
type FloorLoad = Pick<RealLoad, "first paint" | "largest paint">

/**
 * In the page, from the first byte: paint timings, long tasks, and when the theme and the menu
 * visibly changed (the frame after the change), on the page's own clock.
 */
const INSTRUMENT = `(() => {
  const m = (window.__realLoad = { fcp: NaN, lcp: NaN, tasks: [], touches: [], changed: { theme: [], menu: [] } })
  // When each tap reached the page: the touch's own time, not when a busy page got round to it.
  addEventListener("touchstart", (event) => m.touches.push(event.timeStamp), { capture: true, passive: true })
  const afterNextFrame = (done) => requestAnimationFrame(() => setTimeout(done, 0))
  // Each class change of <html> that adds or removes "dark", and each dialog opening.
  const hasDark = (value) => /(^|\\s)dark(\\s|$)/.test(value || "")
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target
      if (record.attributeName === "class" && target === document.documentElement &&
          hasDark(record.oldValue) !== target.classList.contains("dark"))
        afterNextFrame(() => m.changed.theme.push(performance.now()))
      if (record.attributeName === "open" && target.localName === "dialog" && target.open && record.oldValue === null)
        afterNextFrame(() => m.changed.menu.push(performance.now()))
    }
  }).observe(document, { attributes: true, subtree: true, attributeOldValue: true, attributeFilter: ["class", "open"] })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") m.fcp = entry.startTime
  }).observe({ type: "paint", buffered: true })
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) m.lcp = entry.startTime })
    .observe({ type: "largest-contentful-paint", buffered: true })
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) m.tasks.push([entry.startTime, entry.duration]) })
    .observe({ type: "longtask", buffered: true })
})()`

/** Where the header's theme toggle and menu button are at the phone's size, in CSS pixels. */
type Targets = { x: number; y: number }[]
const TAPPED = ["[data-theme-toggle]", "button[aria-haspopup=dialog]"]

/** The header's buttons' centres, from an unthrottled load: a throttled page answers too late to ask. */
async function findTargets(browser: Pick<Browser, "newContext">, url: string): Promise<Targets> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    // Without the typefaces, as a throttled first paint draws the header (they are optional and come
    // late there): a Sinhala button drawn in Noto here and in the fallback there moved the toggle
    // beside it, and the tap missed it.
    await page.route("**/*.woff2", (route) => route.abort())
    await page.goto(url)
    return await Promise.all(
      TAPPED.map(async (selector) => {
        const box = await page.locator(selector).boundingBox()
        if (!box) throw new Error(`No ${selector} on the page to tap`)
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      }),
    )
  } finally {
    await context.close()
  }
}

/**
 * Taps the theme toggle, then the menu button, with the touchscreen (real input events, through
 * the browser's input pipeline), as soon as DevTools reports the first paint, and not before first
 * paint + 50 ms. Asking the page for its paint would add its own delay: under a busy main thread
 * the answer came 130 to 480 ms after the paint, and the taps' figures measured that wait. Chromium
 * tells DevTools of the paint 50 to 180 ms after it, with the paint's own time, so the taps come
 * as soon as a harness can tap, and each is timed from the moment it touched.
 */
async function tapAtFirstPaint(page: Page, cdp: CDPSession, targets: Targets): Promise<void> {
  // The paint's time is on DevTools' monotonic clock; the document request gives that clock's wall time.
  const clock = new Promise<number>((resolve) => {
    const onRequest = (event: { type?: string; timestamp: number; wallTime: number }) => {
      if (event.type !== "Document") return
      cdp.off("Network.requestWillBeSent", onRequest)
      resolve(event.wallTime * 1000 - event.timestamp * 1000)
    }
    cdp.on("Network.requestWillBeSent", onRequest)
  })
  const painted = new Promise<number>((resolve) => {
    const onLifecycle = (event: { name: string; timestamp: number }) => {
      if (event.name !== "firstContentfulPaint") return
      cdp.off("Page.lifecycleEvent", onLifecycle)
      resolve(event.timestamp * 1000)
    }
    cdp.on("Page.lifecycleEvent", onLifecycle)
  })
  // A page that never paints fails the bench by name rather than holding it for ever.
  const deadline = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("No first paint reported within 60 s: nothing tapped")), 60_000).unref(),
  )
  const paintedAt = (await Promise.race([painted, deadline])) + (await clock)
  const wait = paintedAt + 50 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  for (const { x, y } of targets) await page.touchscreen.tap(x, y)
}

/** In the page, after hydration: a tap on the portfolio's Next, to the frame after the track moved. */
const PORTFOLIO_TAP = `new Promise((resolve) => {
  const next = document.querySelector("#portfolio ul + button[aria-controls]") // the arrow after the dots, in any language
  const region = document.querySelector("#portfolio")
  if (!next || !region) return resolve(NaN)
  next.scrollIntoView({ block: "center" })
  setTimeout(() => {
    const start = performance.now()
    const before = region.querySelector("[aria-current]")
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
    // The effect starts when the track starts to move (or the current dot changes, whichever is first).
    let finished = false
    const finish = () => { if (!finished) { finished = true; observer.disconnect(); done() } }
    const observer = new MutationObserver(() => region.querySelector("[aria-current]") !== before && finish())
    observer.observe(region, { attributes: true, subtree: true })
    region.addEventListener("scroll", finish, { capture: true, once: true })
    next.click()
  }, 300)
})`

/** What the taps made at the first paint took, read from the instrument in the page. */
async function firstPaintTaps(page: Page): Promise<Pick<RealLoad, "tapped at" | "theme tap" | "menu tap">> {
  const m = (await page.evaluate("window.__realLoad")) as InPage
  // The theme toggle's touch, then the menu button's: each effect is the first after its touch.
  const [themeTouch = NaN, menuTouch = NaN] = m.touches
  const tapTook = (times: number[], touched: number) => (times.find((time) => time >= touched) ?? NaN) - touched
  return {
    "tapped at": themeTouch - m.fcp,
    "theme tap": tapTook(m.changed.theme, themeTouch),
    "menu tap": tapTook(m.changed.menu, menuTouch),
  }
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  await cdp.send("Page.enable")
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true })
  return cdp
}

type Browser = Awaited<ReturnType<typeof launchChromium>>

interface InPage {
  fcp: number
  lcp: number
  tasks: [number, number][]
  touches: number[]
  changed: Record<"theme" | "menu", number[]>
}

/** A fresh phone context with the instrument in place and the network and CPU throttled. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.addInitScript(INSTRUMENT)
  const cdp = await throttle(context, page)
  return { context, page, cdp }
}

/** `html` with every script element cut out, found by an HTML parser. */
function withoutScripts(html: string): string {
  const cuts: [number, number][] = []
  let start = -1
  const parser: Parser = new Parser({
    onopentag: (name) => name === "script" && (start = parser.startIndex),
    onclosetag: (name) => name === "script" && cuts.push([start, parser.endIndex + 1]),
  })
  parser.end(html)
  return cuts.reduceRight((text, [from, to]) => text.slice(0, from) + text.slice(to), html)
}

/** The same document with every script element taken out, loaded the same way. */
async function floorLoad(browser: Browser, url: string): Promise<FloorLoad> {
  const { context, page } = await phonePage(browser)
  try {
    await page.route(url, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: withoutScripts(await response.text()) })
    })
    await page.goto(url, { waitUntil: "load", timeout: 60_000 })
    await page.waitForTimeout(1000)
    const { fcp, lcp } = (await page.evaluate("window.__realLoad")) as InPage
    return { "first paint": fcp, "largest paint": lcp }
  } finally {
    await context.close()
  }
}

async function pageLoad(browser: Browser, url: string, targets: Targets): Promise<RealLoad> {
  const { context, page, cdp } = await phonePage(browser)
  try {
    const taps = tapAtFirstPaint(page, cdp, targets)
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 })
    await taps
    await page.waitForLoadState("load", { timeout: 60_000 })
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 })
    const hydrated = (await page.evaluate(
      "performance.getEntriesByName('onInitialClientRender')[0]?.startTime ?? performance.now()",
    )) as number
    await page.waitForTimeout(1000)
    // Close the menu the early tap opened, then tap the portfolio's Next, timed in the page.
    await page.keyboard.press("Escape")
    const portfolio = (await page.evaluate(PORTFOLIO_TAP)) as number
    const m = (await page.evaluate("window.__realLoad")) as InPage
    const blocking = m.tasks
      .filter(([start]) => start >= m.fcp && start <= hydrated + 1000)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
    return {
      "first paint": m.fcp,
      "largest paint": m.lcp,
      ...(await firstPaintTaps(page)),
      hydrated,
      "blocking time": blocking,
      "portfolio tap": portfolio,
    }
  } finally {
    await context.close()
  }
}

export interface RealLoads {
  page: RealLoad[]
  floor: FloorLoad[]
}

/**
 * `runs` loads of each page and of its no-script floor, alternating between the pages run by run,
 * so that a machine that slows down for a while slows all of them alike.
 */
export async function realLoads(urls: string[], runs: number): Promise<RealLoads[]> {
  const browser = await launchChromium()
  const results = urls.map((): RealLoads => ({ page: [], floor: [] }))
  try {
    const targets = await Promise.all(urls.map((url) => findTargets(browser, url)))
    for (let run = 0; run < runs; run++)
      for (const [i, { page, floor }] of results.entries()) {
        const url = urls[i] as string
        page.push(await pageLoad(browser, url, targets[i] as Targets))
        floor.push(await floorLoad(browser, url))
      }
  } finally {
    await browser.close()
  }
  return results
}
