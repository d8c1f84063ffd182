// Chromium over CDP and Firefox (Debian's firefox-esr) over WebDriver BiDi, both through Puppeteer:
// no geckodriver, which no package here can install. One browser per worker; each visitor is a
// fresh browser context.
import puppeteer, { type Browser, type KeyInput } from "puppeteer-core"
import { chromiumPath, CHROMIUM_ARGS } from "../../scripts/lib/chromium"
import { heardProblems, listenForProblems, type Engine, type Visitor } from "./visitor"

/** The engines Puppeteer drives here. */
type PuppeteerEngine = Exclude<Engine, "webkit">

// Debian's ESR here; GitHub's runner points FIREFOX_PATH at the Firefox it ships.
const FIREFOX_PATH = process.env["FIREFOX_PATH"] || "/usr/bin/firefox-esr"

export const launchPuppeteer = (engine: PuppeteerEngine, { phone }: { phone: boolean }) =>
  puppeteer.launch({
    ...(engine === "chromium"
      ? { browser: "chrome", executablePath: chromiumPath(), args: CHROMIUM_ARGS }
      : { browser: "firefox", executablePath: FIREFOX_PATH }),
    headless: true,
    // Two cores shared with the other engines: a slow answer is not a dead browser.
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      // As in the other engines' tests: no updates, telemetry or captive-portal checks on the closed network.
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
      // A phone's scrollbars float over the page; Firefox's on a Linux desktop take 15 px from it.
      ...(phone ? { "ui.useOverlayScrollbars": 1 } : {}),
    },
  })

export async function puppeteerVisitor(
  engine: PuppeteerEngine,
  browser: Browser,
  host: string,
  viewport: { width: number; height: number },
): Promise<Visitor> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport(viewport)
  await page.evaluateOnNewDocument(listenForProblems)
  const native: string[] = []
  page.on(
    "response",
    (response) => response.status() >= 400 && native.push(`HTTP ${response.status()}: ${response.url()}`),
  )
  let earlier: string[] = []
  const harvest = async () => {
    earlier = [...earlier, ...(await page.evaluate(heardProblems).catch(() => []))]
  }
  /**
   * Waits until a page at another address than `from` has loaded (one the browser kept whole
   * comes back with no load event), asking each document in turn: one that goes while it is
   * asked answers nothing, and the next is asked.
   */
  // The document's own address: the driver's lags behind a page the browser brought back whole.
  const here = () => page.evaluate(() => location.href)
  const arrivedFrom = async (from: string) => {
    const there = () =>
      page.evaluate((from) => location.href !== from && document.readyState === "complete", from).catch(() => false)
    for (const deadline = Date.now() + 30_000; !(await there());) {
      if (Date.now() > deadline) throw new Error(`no page came after ${from}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    engine,
    width: viewport.width,
    async open(path, { origin = host, waitForLoad = true } = {}) {
      await harvest()
      await page.goto(new URL(path, origin).href, {
        waitUntil: waitForLoad ? "load" : "domcontentloaded",
        timeout: 30_000,
      })
    },
    async reload() {
      await harvest()
      await page.reload({ waitUntil: "load" })
    },
    async leaveBy(act) {
      await harvest()
      const from = await here()
      await act()
      await arrivedFrom(from)
    },
    async back() {
      await harvest()
      const from = await here()
      // Later, so the call returns before its document goes.
      await page.evaluate(() => void setTimeout(() => history.back()))
      await arrivedFrom(from)
    },
    run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async click(selector) {
      await page.$eval(selector, (element) => element.scrollIntoView({ block: "center", behavior: "instant" }))
      await page.click(selector)
    },
    async type(selector, text) {
      await page.focus(selector)
      await page.keyboard.type(text)
    },
    resize: (width, height) => page.setViewport({ width, height }),
    press: (key) => page.keyboard.press(key as KeyInput),
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` })
    },
    problems: async () => [...native, ...earlier, ...(await page.evaluate(heardProblems))],
    close: () => context.close(),
  }
}
