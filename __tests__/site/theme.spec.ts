// The light and dark themes, as the inline script in <head> applies them (src/lib/theme.ts): the
// system's preference first, then the visitor's choice, on the root before the body is parsed, in
// every open tab, from the first paint and with storage blocked. The toggle in every engine, and the
// choice kept across a reload: engines/theme.spec.ts.
import type { Page } from "@playwright/test"
import { test, expect, visit, blockStorage, holdScripts, SCHEMES } from "./harness"
import { W, SITE } from "../content"
import { THEME_STORAGE_KEY } from "../../src/lib/theme"
import { brandColours } from "../../shared/brand"

const root = (page: Page) => page.locator("html")
const browserBar = (page: Page) => page.locator('meta[name="theme-color"]')
/** The browser's bar takes the brand's shade in each theme. */
const barColour = (theme: "light" | "dark") => brandColours(SITE.brandColour)[theme].value

test.describe("theme", () => {
  test(
    "follows the system preference on a first visit, and its changes",
    SCHEMES,
    async ({ page, problems, colorScheme }) => {
      await visit(page)
      const dark = colorScheme === "dark"
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(dark)
      await expect(root(page)).toHaveCSS("color-scheme", colorScheme!)
      await expect(browserBar(page)).toHaveAttribute("content", barColour(dark ? "dark" : "light"))
      const name = dark ? W.header.lightTheme : W.header.darkTheme
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible()
      // The system switches (a phone's evening mode), with nothing chosen here: the page follows.
      const other = dark ? "light" : "dark"
      await page.emulateMedia({ colorScheme: other })
      await expect(root(page)).toHaveCSS("color-scheme", other)
      await expect(browserBar(page)).toHaveAttribute("content", barColour(other))
      expect(problems).toEqual([])
    },
  )

  test("puts a stored choice before the system's preference, and ignores anything else stored", async ({ page }) => {
    await visit(page)
    for (const [stored, system, shown] of [
      ["dark", "light", "dark"],
      ["light", "dark", "light"],
      ["not a theme", "dark", "dark"],
      ["not a theme", "light", "light"],
    ] as const) {
      await page.emulateMedia({ colorScheme: system })
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [THEME_STORAGE_KEY, stored])
      await page.reload()
      await expect(root(page), `${stored} stored, a ${system} system`).toHaveCSS("color-scheme", shown)
    }
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("follows the system preference, its logos too", SCHEMES, async ({ page, colorScheme }) => {
      await visit(page)
      const dark = colorScheme === "dark"
      await expect(root(page)).toHaveCSS("color-scheme", colorScheme!)
      const ink = await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)
      expect(ink === "rgb(255, 255, 255)", `the page's background, ${ink}, is white in the light theme only`).toBe(
        !dark,
      )
      const shown = await page
        .locator(`header img[alt="${SITE.name}"]`)
        .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLElement).offsetParent !== null).length)
      expect(shown, "one logo, the scheme's").toBe(1)
    })
  })

  test("has the stored theme on the root before the body is parsed, so nothing flashes", async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, "dark")
      // Record the root's classes at the moment the first element of <body> appears.
      new MutationObserver((_, observer) => {
        if (document.body) {
          document.documentElement.dataset.classAtBody = document.documentElement.className
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    }, THEME_STORAGE_KEY)
    await page.goto("/")
    await expect(root(page)).toHaveAttribute("data-class-at-body", /\bdark\b/)
  })

  test("switches from the first paint, before the page's code has arrived, and keeps the choice", async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto("/", { waitUntil: "commit" }) // the held scripts can hold back the load event
    await scripts.requested // the first screen is painted, and the page's code asked for
    await page.getByRole("button", { name: W.header.darkTheme, exact: true }).click()
    await expect(root(page)).toHaveCSS("color-scheme", "dark")
    await expect(browserBar(page)).toHaveAttribute("content", barColour("dark"))
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")), "still no React").toBe(
      false,
    )
    scripts.release()
    await expect(root(page)).toHaveAttribute("data-hydrated", "")
    await expect(root(page)).toHaveCSS("color-scheme", "dark")
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark")
  })

  test("switches for the visit when storage is blocked, following the system until then", async ({
    page,
    problems,
  }) => {
    await blockStorage(page)
    await page.emulateMedia({ colorScheme: "dark" })
    await visit(page)
    await expect(root(page)).toHaveCSS("color-scheme", "dark")
    await page.getByRole("button", { name: W.header.lightTheme, exact: true }).click()
    await expect(root(page)).toHaveCSS("color-scheme", "light")
    await expect(browserBar(page)).toHaveAttribute("content", barColour("light"))
    expect(problems).toEqual([])
  })

  test("keeps two open tabs in step", async ({ page, context }) => {
    await visit(page)
    const second = await context.newPage()
    await visit(second)
    await page.getByRole("button", { name: W.header.darkTheme }).click()
    await expect(root(second)).toHaveClass(/\bdark\b/)
  })
})
