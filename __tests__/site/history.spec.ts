// Jumps within the page belong to the browser: Back returns to where the visitor was, and a
// screen reader is not told a new page has come (src/lib/in-page-jumps.ts).
import type { Page } from "@playwright/test"
import { test, expect, visit, framesDrawn } from "./harness"
import { anchor, menuLinks } from "../content"

/**
 * Two parts of the page the header's links jump to, as the agency has them: its menu's links, then
 * its Contact Us button (the contact section is always there), the page's first section left out
 * (a jump there from the top would not move).
 */
const JUMPS = [
  ...new Set([...menuLinks().flatMap(({ href, key }) => (key === "hero" ? [] : [href])), anchor("contact")]),
].slice(0, 2)

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const ending = (href: string) => new RegExp(`${href}$`)

test.describe("in-page jumps and history", () => {
  test.use({ reducedMotion: "reduce" }) // jumps land at once

  /**
   * Reads the page a little way down, jumps through the header's links, then goes Back to where the
   * reading was and Forward once: where each step lands, by `land` (which may wait for a place).
   * `read` waits until the page has taken in the reading's scroll.
   */
  async function jumpAndGoBack(page: Page, read: () => Promise<void>, land: (step: string) => Promise<number>) {
    await page.evaluate(() => window.scrollTo(0, 700))
    await read()
    for (const href of JUMPS) {
      await page.locator(`header a[href="${href}"]:visible`).first().click()
      await expect(page).toHaveURL(ending(href))
    }
    const landed: Record<string, number> = {}
    const steps = [
      ...JUMPS.slice(0, -1)
        .reverse()
        .map((href) => [`back to ${href}`, () => page.goBack(), ending(href)] as const),
      ["back to reading", () => page.goBack(), /\/$/] as const,
      [`forward to ${JUMPS[0]}`, () => page.goForward(), ending(JUMPS[0]!)] as const,
    ]
    for (const [step, move, url] of steps) {
      await move()
      await expect(page).toHaveURL(url)
      landed[step] = await land(step)
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
    // Both drawn in the fallback: the typeface comes in time for one and not the other as it
    // happens (the page with script asks for it early), and moves the sections by a pixel.
    const noTypeface = /\/fonts\//
    await plain.route(noTypeface, (route) => route.abort())
    await page.route(noTypeface, (route) => route.abort())
    const plainPage = await plain.newPage()
    await plainPage.goto("/")
    // The browser restores the place with the address, without script (whose frames then run nothing).
    const expected = await jumpAndGoBack(
      plainPage,
      async () => {},
      () => scrollY(plainPage),
    )
    await plain.close()
    await visit(page)
    // Gatsby's scroll handler restores the place a frame or more after the router's update.
    // Its scroll handler keeps the reading's place once the scroll has been told to the page.
    const landed = await jumpAndGoBack(
      page,
      () => framesDrawn(page),
      async (step) => {
        await expect.poll(() => scrollY(page), { message: step }).toBe(expected[step])
        return scrollY(page)
      },
    )
    expect(landed["back to reading"], "Back leaves the jumped-to place").not.toBe(landed[`forward to ${JUMPS[0]}`])
    expect(landed).toEqual(expected)
  })

  test("does not announce a jump within the page as a new page", async ({ page }) => {
    await visit(page)
    for (const href of JUMPS) await page.locator(`header a[href="${href}"]:visible`).first().click()
    await page.goBack()
    await framesDrawn(page, 3) // the announcer speaks a frame after the router's update
    await expect(page.locator("#gatsby-announcer")).toHaveText("")
  })
})
