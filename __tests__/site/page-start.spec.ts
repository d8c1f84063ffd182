// The first screen comes first: the hero image is requested from <head>, and the page's scripts and
// web font wait until it is on screen (src/lib/page-start.ts). These tests hold that order, and
// that nothing is lost when the wait cannot end as planned.
import { test, expect, visit, content, interInUse, holdScripts, PHONE, WIDTHS } from "./harness"

const PAGE_SCRIPTS = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/
const HERO = /\/hero\.(avif|webp|png)$/

test.describe("the page's start", () => {
  test(
    "requests the hero first, once, and its scripts and font only when the hero is on screen",
    WIDTHS,
    async ({ page, problems }) => {
      await visit(page)
      // A resource's timing entry is written when its download ends, and the font, requested with
      // the scripts, can end after the page has hydrated on a busy machine: wait until it is in use.
      await expect.poll(() => interInUse(page)).toBe(true)
      const alt = content<{ hero: { imageAlt: string } }>("site.json").hero.imageAlt
      const load = await page.evaluate((alt) => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
        const hero = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`)
        const heroLoads = resources.filter((entry) => /\/hero\.(avif|webp|png)$/.test(entry.name))
        return {
          heroShown: hero?.currentSrc,
          heroLoads: heroLoads.map((entry) => entry.name),
          heroArrived: heroLoads[0]?.responseEnd ?? Infinity,
          firstImage: resources.find((entry) => entry.initiatorType === "img" || entry.initiatorType === "link")?.name,
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
          waited: resources
            .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$|\.woff2$/.test(entry.name))
            .map((entry) => ({ file: new URL(entry.name).pathname, requested: entry.startTime })),
        }
      }, alt)
      // The preload and the <picture> agree: one download, the one shown, before the header's logo.
      expect(load.heroLoads).toEqual([load.heroShown])
      expect(load.firstImage).toBe(load.heroShown)
      expect(load.waited.map(({ file }) => file).filter((file) => PAGE_SCRIPTS.test(file))).toHaveLength(3)
      expect(load.waited.some(({ file }) => file.endsWith(".woff2"))).toBe(true)
      for (const { file, requested } of load.waited) {
        expect(requested, `${file} requested after the first paint`).toBeGreaterThan(load.firstPaint)
        expect(requested, `${file} requested after the hero arrived`).toBeGreaterThan(load.heroArrived)
      }
      expect(problems).toEqual([])
    },
  )

  test("asks for the page's data and its own chunk beside the framework, once each", async ({ page, problems }) => {
    await visit(page)
    const entries = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => ({
        file: new URL(entry.name).pathname,
        initiator: entry.initiatorType,
        requested: entry.startTime,
        arrived: entry.responseEnd,
      })),
    )
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
      // Asked for before the app had even arrived; Gatsby's own order asks only once it has run.
      expect(loads[0]!.requested, String(pattern)).toBeLessThan(app[0]!.arrived)
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
})
