// From "Contact Us" to the form, at every screen a visitor may hold: each contact link on the page,
// and a shared /#contact address, bring the heading on screen, under the sticky header.
import type { Page } from "@playwright/test"
import { test, expect, visit } from "./harness"

const SCREENS = [
  [320, 568],
  [360, 740],
  [375, 812],
  [414, 896],
  [812, 375],
  [768, 1024],
  [1280, 800],
] as const

/** Where the heading is against the header's bottom and the viewport's: on screen, under the header. */
const placeOf = (page: Page) =>
  page.evaluate(() => {
    const heading = document.getElementById("contact-heading")!.getBoundingClientRect()
    const header = document.querySelector("header")!.getBoundingClientRect()
    return heading.top >= header.bottom - 1 && heading.bottom <= window.innerHeight ? "under the header" : heading.top
  })

for (const motion of ["no-preference", "reduce"] as const)
  for (const [width, height] of SCREENS)
    test(`every contact link lands on the form at ${width} × ${height}, motion ${motion}`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ reducedMotion: motion })
      await visit(page)
      await page.waitForTimeout(1000) // the page has sat idle before the visitor taps
      const taps: [string, () => Promise<void>][] = [
        [
          "the header's Contact Us",
          () => page.locator("header").getByRole("link", { name: "Contact Us" }).first().click(),
        ],
        ["the hero's Start a project", () => page.getByRole("link", { name: "Start a project" }).click()],
      ]
      if (width < 768)
        taps.push([
          "the menu's Contact Us",
          async () => {
            await page.getByRole("button", { name: "Open menu" }).click()
            await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact Us" }).click()
          },
        ])
      for (const [name, tap] of taps) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
        await tap()
        await expect.poll(() => placeOf(page), { message: name }).toBe("under the header")
      }
      // A shared address, opened afresh.
      const shared = await page.context().newPage()
      await shared.setViewportSize({ width, height })
      await shared.emulateMedia({ reducedMotion: motion })
      await shared.goto("/#contact")
      await expect.poll(() => placeOf(shared), { message: "/#contact" }).toBe("under the header")
      await shared.close()
    })
