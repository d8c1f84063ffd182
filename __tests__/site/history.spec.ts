// Jumps within the page belong to the browser: Back returns to where the visitor was, and a
// screen reader is not told a new page has come (src/lib/in-page-jumps.ts).
import type { Page } from "@playwright/test"
import { test, expect, visit } from "./harness"
import { W, anchor } from "../content"
import type { SectionKey } from "../../shared/content-files"

/** The address of a jump to the section `key`. */
const at = (key: SectionKey) => new RegExp(`${anchor(key)}$`)

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

test.describe("in-page jumps and history", () => {
  test.use({ reducedMotion: "reduce" }) // jumps land at once

  /** Reads the page, jumps twice through the nav, then goes Back twice and Forward once: where each lands. */
  async function jumpAndGoBack(page: Page) {
    await page.evaluate(() => window.scrollTo(0, 700)) // reading the page a little way down
    await page.waitForTimeout(200)
    const nav = page.getByRole("navigation", { name: W.header.navigation })
    await nav.locator(`a[href="${anchor("portfolio")}"]`).click()
    await expect(page).toHaveURL(at("portfolio"))
    await nav.locator(`a[href="${anchor("testimonials")}"]`).click()
    await expect(page).toHaveURL(at("testimonials"))
    const landed: Record<string, number> = {}
    for (const [step, move, url] of [
      ["back to the jump", () => page.goBack(), at("portfolio")],
      ["back to reading", () => page.goBack(), /\/$/],
      ["forward", () => page.goForward(), at("portfolio")],
    ] as const) {
      await move()
      await expect(page).toHaveURL(url)
      await page.waitForTimeout(300) // Gatsby's scroll handler restores a frame after the router's update
      landed[step] = await scrollY(page)
    }
    return landed
  }

  test("Back and Forward land where they do on the plain page, without script", async ({ page, browser }) => {
    // The browser's own restoration is the yardstick: what it does for the same page with
    // JavaScript off, in the same engine.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      reducedMotion: "reduce",
    })
    const plainPage = await plain.newPage()
    await plainPage.goto("/")
    const expected = await jumpAndGoBack(plainPage)
    await plain.close()
    await visit(page)
    const landed = await jumpAndGoBack(page)
    expect(landed["back to reading"], "Back leaves the jumped-to place").not.toBe(landed["back to the jump"])
    expect(landed).toEqual(expected)
  })

  test("does not announce a jump within the page as a new page", async ({ page }) => {
    await visit(page)
    const nav = page.getByRole("navigation", { name: W.header.navigation })
    await nav.locator(`a[href="${anchor("services")}"]`).click()
    await nav.locator(`a[href="${anchor("portfolio")}"]`).click()
    await page.goBack()
    await page.waitForTimeout(300) // the announcer speaks a frame after the router's update
    await expect(page.locator("#gatsby-announcer")).toHaveText("")
  })
})
