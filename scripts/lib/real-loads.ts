// Real loads of the built page in Chromium, as a visitor on a mid-range phone gets it: slow 4G
// applied by DevTools (150 ms, 200,000 B/s down, 93,750 B/s up), a 4× slower CPU, 412 × 823 at
// DPR 2.625, touch, a fresh context (empty cache) per load. What it measures happens in the page,
// from its own clock: the first paint and the largest; a real tap (touch events) on the theme
// toggle and on the menu button 50 ms after the first paint, and how long until each visibly took
// effect; when the page's
// own code had hydrated; the main thread's blocking time from the first paint to a second after
// hydration; and, once hydrated, a tap on the portfolio's Next and its effect. The same page with
// every script removed, loaded the same way, is the floor: what the network and the document alone
// allow. Used by `npm run bench`.
import type { BrowserContext, Page } from "playwright-core"
import { SCRIPT_ELEMENT } from "../../node/security-headers"
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
  /** From the intended tap (first paint + 50 ms) to the frame after the theme changed. */
  "theme tap": number
  /** Likewise for the menu button, to the frame after its dialog opened. */
  "menu tap": number
  hydrated: number
  "blocking time": number
  /** A tap on the portfolio's Next after hydration, to the frame after the slide changed. */
  "portfolio tap": number
}
export type FloorLoad = Pick<RealLoad, "first paint" | "largest paint">

/**
 * In the page, from the first byte: paint timings, long tasks, and when the theme and the menu
 * visibly changed (the frame after the change), on the page's own clock.
 */
const INSTRUMENT = `(() => {
  const m = (window.__realLoad = { fcp: NaN, lcp: NaN, tasks: [], changed: { theme: [], menu: [] } })
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

/**
 * Taps the theme toggle, then the menu button, with the touchscreen (real input events, through
 * the browser's input pipeline) at first paint + 50 ms on the page's clock, found by asking the
 * page for its first paint every 10 ms. Returns that moment.
 */
async function tapAtFirstPaint(page: Page): Promise<number> {
  let fcp: number | null = null
  while (fcp === null) {
    fcp = (await page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null")) as
      number | null
    if (fcp === null) await page.waitForTimeout(10)
  }
  const intended = fcp + 50
  const now = (await page.evaluate("performance.now()")) as number
  if (intended > now) await page.waitForTimeout(intended - now)
  for (const selector of ["[data-theme-toggle]", "button[aria-haspopup=dialog]"]) {
    const box = (await page.evaluate(
      `(() => { const r = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect(); return r && { x: r.x + r.width / 2, y: r.y + r.height / 2 } })()`,
    )) as { x: number; y: number } | undefined
    if (box) await page.touchscreen.tap(box.x, box.y)
  }
  return intended
}

/** In the page, after hydration: a tap on the portfolio's Next, to the frame after the track moved. */
const PORTFOLIO_TAP = `new Promise((resolve) => {
  const next = document.querySelector("#portfolio button[aria-label^='Next']")
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

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
}

type Browser = Awaited<ReturnType<typeof launchChromium>>

interface InPage {
  fcp: number
  lcp: number
  tasks: [number, number][]
  changed: Record<"theme" | "menu", number[]>
}

/** A fresh phone context with the instrument in place and the network and CPU throttled. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.addInitScript(INSTRUMENT)
  await throttle(context, page)
  return { context, page }
}

/** The same document with every script element taken out, loaded the same way. */
async function floorLoad(browser: Browser, url: string): Promise<FloorLoad> {
  const { context, page } = await phonePage(browser)
  try {
    await page.route(url, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace(SCRIPT_ELEMENT, "") })
    })
    await page.goto(url, { waitUntil: "load", timeout: 60_000 })
    await page.waitForTimeout(1000)
    const { fcp, lcp } = (await page.evaluate("window.__realLoad")) as InPage
    return { "first paint": fcp, "largest paint": lcp }
  } finally {
    await context.close()
  }
}

async function pageLoad(browser: Browser, url: string): Promise<RealLoad> {
  const { context, page } = await phonePage(browser)
  try {
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 })
    const tapped = await tapAtFirstPaint(page)
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
    const tapTook = (times: number[]) => (times.find((time) => time >= tapped) ?? NaN) - tapped
    const blocking = m.tasks
      .filter(([start]) => start >= m.fcp && start <= hydrated + 1000)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
    return {
      "first paint": m.fcp,
      "largest paint": m.lcp,
      "theme tap": tapTook(m.changed.theme),
      "menu tap": tapTook(m.changed.menu),
      hydrated,
      "blocking time": blocking,
      "portfolio tap": portfolio,
    }
  } finally {
    await context.close()
  }
}

/** `runs` loads of the page and of its no-script floor, alternating. */
export async function realLoads(url: string, runs: number): Promise<{ page: RealLoad[]; floor: FloorLoad[] }> {
  const browser = await launchChromium()
  const page: RealLoad[] = []
  const floor: FloorLoad[] = []
  try {
    for (let run = 0; run < runs; run++) {
      page.push(await pageLoad(browser, url))
      floor.push(await floorLoad(browser, url))
    }
  } finally {
    await browser.close()
  }
  return { page, floor }
}
