// The first screen comes first: the hero image is requested from <head>, then the page's scripts,
// which run only once it is on screen, and the web font once they are here (src/lib/page-start.ts).
// These tests hold that order, and that nothing is lost when the wait cannot end as planned.
import { test, expect, visit, content, interInUse, holdScripts, PHONE, WIDTHS } from "./harness"
import {
  findTargets,
  firstPaintTaps,
  INSTRUMENT,
  PHONE as PHONE_DEVICE,
  tapAtFirstPaint,
} from "../../scripts/lib/real-loads"

const PAGE_SCRIPTS = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/
const HERO = /\/hero\.(avif|webp|png)$/

test.describe("the page's start", () => {
  test(
    "requests the hero first, once; runs the page's scripts once it is on screen, and asks for the font once they are here",
    WIDTHS,
    async ({ page, problems }) => {
      // When each of the page's scripts is added to the document to run (its download starts
      // earlier, from a preload in <head>).
      await page.addInitScript((pattern) => {
        const added: { file: string; at: number }[] = ((window as unknown as { __added: unknown }).__added = [])
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof HTMLScriptElement && new RegExp(pattern).test(node.src))
                added.push({ file: new URL(node.src).pathname, at: performance.now() })
        }).observe(document, { childList: true, subtree: true })
      }, PAGE_SCRIPTS.source)
      await visit(page)
      // A resource's timing entry is written when its download ends: wait until Inter is in use.
      await expect.poll(() => interInUse(page)).toBe(true)
      const alt = content<{ hero: { imageAlt: string } }>("site.json").hero.imageAlt
      const load = await page.evaluate(
        ({ alt, pattern }) => {
          const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
          const hero = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`)
          const heroLoads = resources.filter((entry) => /\/hero\.(avif|webp|png)$/.test(entry.name))
          const scripts = resources.filter((entry) => new RegExp(pattern).test(entry.name))
          return {
            heroShown: hero?.currentSrc,
            heroLoads: heroLoads.map((entry) => entry.name),
            heroRequested: heroLoads[0]?.startTime ?? Infinity,
            heroArrived: heroLoads[0]?.responseEnd ?? Infinity,
            firstImage: resources.find((entry) => entry.initiatorType === "img" || entry.initiatorType === "link")
              ?.name,
            firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
            scriptsRequested: scripts.map((entry) => ({ file: new URL(entry.name).pathname, at: entry.startTime })),
            scriptsArrived: Math.max(...scripts.map((entry) => entry.responseEnd)),
            scriptsRun: (window as unknown as { __added: { file: string; at: number }[] }).__added,
            fontRequested: resources.find((entry) => entry.name.endsWith(".woff2"))?.startTime ?? -Infinity,
          }
        },
        { alt, pattern: PAGE_SCRIPTS.source },
      )
      // The preload and the <picture> agree: one download, the one shown, before the header's logo.
      expect(load.heroLoads).toEqual([load.heroShown])
      expect(load.firstImage).toBe(load.heroShown)
      // Downloaded from the start, after the hero: the main thread is busy parsing when it could ask.
      expect(load.scriptsRequested).toHaveLength(3)
      for (const { file, at } of load.scriptsRequested)
        expect(at, `${file} requested after the hero`).toBeGreaterThanOrEqual(load.heroRequested)
      // Run once the first screen is on screen.
      expect(load.scriptsRun.map(({ file }) => file).sort()).toEqual(
        load.scriptsRequested.map(({ file }) => file).sort(),
      )
      for (const { file, at } of load.scriptsRun) {
        expect(at, `${file} run after the first paint`).toBeGreaterThan(load.firstPaint)
        expect(at, `${file} run after the hero arrived`).toBeGreaterThan(load.heroArrived)
      }
      // The font waits for them: on a slow connection it would share it with them.
      expect(load.fontRequested).toBeGreaterThanOrEqual(load.scriptsArrived)
      expect(problems).toEqual([])
    },
  )

  test("asks for the page's data and its own chunk beside the framework, once each", async ({ page, problems }) => {
    // When Gatsby's app has run: it sets window.___loader, which then asks for the data itself.
    await page.addInitScript(() => {
      let loader: unknown
      Object.defineProperty(window, "___loader", {
        configurable: true,
        get: () => loader,
        set: (value) => {
          loader = value
          ;(window as unknown as { __appRan: number }).__appRan = performance.now()
        },
      })
    })
    await visit(page)
    const { entries, appRan } = await page.evaluate(() => ({
      entries: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => ({
        file: new URL(entry.name).pathname,
        initiator: entry.initiatorType,
        requested: entry.startTime,
      })),
      appRan: (window as unknown as { __appRan: number }).__appRan,
    }))
    const named = (pattern: RegExp) => entries.filter(({ file }) => pattern.test(file))
    const app = named(/\/app-[0-9a-f]+\.js$/)
    expect(app).toHaveLength(1)
    for (const pattern of [
      /\/app-data\.json$/,
      /\/page-data\/index\/page-data\.json$/,
      /\/component---src-pages-index-tsx-[0-9a-f]+\.js$/,
    ]) {
      const loads = named(pattern)
      // One download: Gatsby's loader found the preloaded data (a mismatch would fetch it again).
      expect(loads, String(pattern)).toHaveLength(1)
      // Asked for before the app had run; Gatsby's own order asks only once it has.
      expect(loads[0]!.requested, String(pattern)).toBeLessThan(appRan)
    }
    expect(named(/\/(app|page)-data\.json$/).map(({ initiator }) => initiator)).toEqual(["link", "link"])
    expect(problems).toEqual([])
  })

  test("starts anyway when the hero's request never answers", PHONE, async ({ page }) => {
    await page.route(HERO, () => new Promise(() => {}))
    await page.goto("/", { waitUntil: "commit" })
    // START_AT_THE_LATEST_MS (3 s), then the scripts and hydration: well within expect's 10 s.
    await expect(page.locator("html[data-hydrated]")).toBeAttached()
    await expect.poll(() => interInUse(page)).toBe(true)
  })

  test(
    "gives the web font to visitors without JavaScript, from its stylesheet",
    PHONE,
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const page = await context.newPage()
      const requested: string[] = []
      page.on("request", (request) => requested.push(new URL(request.url()).pathname))
      await page.goto("/")
      await expect
        .poll(() => requested.filter((file) => file.endsWith(".woff2")))
        .toEqual(["/fonts/inter-latin-wght.woff2"])
      expect(requested.filter((file) => PAGE_SCRIPTS.test(file))).toEqual([])
      await context.close()
    },
  )

  test("still brings in the web font when the page's scripts fail to download", PHONE, async ({ page }) => {
    await page.route(PAGE_SCRIPTS, (route) => route.fulfill({ status: 404, body: "Not found" }))
    await page.goto("/")
    await expect.poll(() => interInUse(page)).toBe(true)
  })

  test(
    "acts on taps on the header's buttons before the page has hydrated, and hydrating keeps what they did",
    PHONE,
    async ({ page, problems }) => {
      const scripts = await holdScripts(page)
      // Not until "load": scripts added before it hold it back, and these are held.
      await page.goto("/", { waitUntil: "domcontentloaded" })
      await scripts.requested
      // The page's code is on its way: the visitor switches the theme, then opens the menu, and
      // each acts at once (src/lib/theme.ts, src/lib/menu-dialog.ts).
      await page.getByRole("button", { name: "Switch to dark theme" }).click()
      await expect(page.locator("html")).toHaveClass(/dark/)
      await page.getByRole("button", { name: "Open menu" }).click()
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
      scripts.release()
      await expect(page.locator("html[data-hydrated]")).toBeAttached()
      await expect(page.locator("html")).toHaveClass(/dark/)
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark")
      expect(problems).toEqual([])
    },
  )

  test.describe("on a phone with touch", () => {
    test.use(PHONE_DEVICE)

    test(
      "answers a tap on each of the header's buttons right after the first paint within 100 ms, with the page's code held back",
      PHONE,
      async ({ page, browser, baseURL, problems }) => {
        // The bench's own instrument and taps (scripts/lib/real-loads.ts).
        const targets = await findTargets(browser, `${baseURL}/`)
        await page.addInitScript(INSTRUMENT)
        const scripts = await holdScripts(page)
        const cdp = await page.context().newCDPSession(page)
        await cdp.send("Network.enable")
        await cdp.send("Page.enable")
        await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true })
        const taps = tapAtFirstPaint(page, cdp, targets)
        await page.goto("/", { waitUntil: "commit" })
        await taps
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
        const took = await firstPaintTaps(page)
        expect(
          await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")),
          "still no React",
        ).toBe(false)
        expect(took["theme tap"], "theme toggle, from the touch to the frame after").toBeLessThanOrEqual(100)
        expect(took["menu tap"], "menu button, from the touch to the frame after").toBeLessThanOrEqual(100)
        await expect(page.locator("html")).toHaveClass(/dark/)
        scripts.release()
        await expect(page.locator("html[data-hydrated]")).toBeAttached()
        expect(problems).toEqual([])
      },
    )
  })
})
