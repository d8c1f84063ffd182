// The light and dark themes: the system's preference first, then the visitor's choice, on the root
// before the body is parsed and in every open tab. The toggle itself: engines/theme.spec.ts.
import { test, expect, visit, SCHEMES } from "./harness"
import { W, SITE } from "../content"

const root = (page: import("@playwright/test").Page) => page.locator("html")

test.describe("theme", () => {
  test("follows the system preference on a first visit", SCHEMES, async ({ page, problems, colorScheme }) => {
    await visit(page)
    const dark = colorScheme === "dark"
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(dark)
    await expect(root(page)).toHaveCSS("color-scheme", colorScheme!)
    const name = dark ? W.header.lightTheme : W.header.darkTheme
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible()
    expect(problems).toEqual([])
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
    await page.addInitScript(() => {
      localStorage.setItem("theme", "dark")
      // Record the root's classes at the moment the first element of <body> appears.
      new MutationObserver((_, observer) => {
        if (document.body) {
          document.documentElement.dataset.classAtBody = document.documentElement.className
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto("/")
    await expect(root(page)).toHaveAttribute("data-class-at-body", /\bdark\b/)
  })

  test("keeps two open tabs in step", async ({ page, context }) => {
    await visit(page)
    const second = await context.newPage()
    await visit(second)
    await page.getByRole("button", { name: W.header.darkTheme }).click()
    await expect(root(second)).toHaveClass(/\bdark\b/)
  })
})
