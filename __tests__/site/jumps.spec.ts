// From W.header.contactButton to the form, at every screen a visitor may hold: each in-page link, and a
// shared /#contact address, bring its section's heading on screen, under the sticky header.
import type { Page } from "@playwright/test"
import { test, expect, visit } from "./harness"
import { W, SITE, anchor, menuLinks } from "../content"
import { anchorOf, sectionOfLink } from "../../shared/content-files"

// The narrowest phone (the widths between take the same layout; the engines' menu journey lands the
// contact links at 375 × 800 in each engine), a phone on its side, a tablet and a laptop.
const SCREENS = [
  [320, 568],
  [812, 375],
  [768, 1024],
  [1280, 800],
] as const

/**
 * Whether the heading of the section `id` is on screen just under the header (within 4 rem of it,
 * a section's label standing above its heading; lower only where the page ends, or in the first
 * section, which opens the page with room above its heading), or where its top is.
 */
const placeOf = (page: Page, id: string) =>
  page.evaluate((id) => {
    const section = document.getElementById(id)!
    const first = section === document.querySelector("main > section")
    const heading = (
      document.getElementById(section.getAttribute("aria-labelledby") ?? "") ?? section
    ).getBoundingClientRect()
    // The header's bottom, or the screen's top where a short screen does not keep the header.
    const top = Math.max(document.querySelector("header")!.getBoundingClientRect().bottom, 0)
    const atTheEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    const justUnder = heading.top >= top - 1 && (heading.top <= top + 64 || atTheEnd || first)
    return justUnder && heading.bottom <= window.innerHeight ? "under the header" : heading.top
  }, id)

// A smooth jump meets more on its way (images loading as it passes) than an instant one, which a
// visitor who prefers less motion gets: smooth on the narrowest phone and on a laptop, instant between.
for (const [index, [width, height]] of SCREENS.entries()) {
  const motion = index === 0 || index === SCREENS.length - 1 ? "no-preference" : "reduce"
  test(`every in-page link lands its section at ${width} × ${height}, motion ${motion}`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await page.emulateMedia({ reducedMotion: motion })
    await visit(page)
    const phone = width < 768 // below md the navigation is in the menu
    const menu = page.getByRole("dialog", { name: W.header.menu })
    const taps: [string, string, () => Promise<void>][] = [
      [
        anchor("contact").slice(1),
        "the header's Contact Us",
        () => page.locator("header > div").getByRole("link", { name: W.header.contactButton }).click(),
      ],
    ]
    // The hero's first button, where it leads to a part of the page.
    const heroTo = sectionOfLink(SITE.hero.primaryCta.href)
    if (heroTo)
      taps.push([
        anchorOf(heroTo).id,
        `the hero's ${SITE.hero.primaryCta.label}`,
        () => page.getByRole("link", { name: SITE.hero.primaryCta.label }).click(),
      ])
    // Every link of the header's navigation, as the agency has it.
    for (const { href, key } of menuLinks())
      taps.push([
        anchorOf(key).id,
        `the ${phone ? "menu's" : "header's"} ${href}`,
        async () => {
          if (phone) await page.getByRole("button", { name: W.header.openMenu }).click()
          await (phone ? menu.locator("nav") : page.getByRole("navigation", { name: W.header.navigation }))
            .locator(`a[href="${href}"]`)
            .click()
        },
      ])
    if (phone)
      taps.push([
        anchor("contact").slice(1),
        "the menu's Contact Us",
        async () => {
          await page.getByRole("button", { name: W.header.openMenu }).click()
          await menu.getByRole("link", { name: W.header.contactButton }).click()
        },
      ])
    for (const [id, name, tap] of taps) {
      // From the page's top, or to the first section from its end.
      await page.evaluate(
        (toFirst) => window.scrollTo({ top: toFirst ? document.body.scrollHeight : 0, behavior: "instant" }),
        id === (await page.locator("main > section").first().getAttribute("id")),
      )
      await tap()
      await expect.poll(() => placeOf(page, id), { message: name }).toBe("under the header")
    }
    // A shared address, opened afresh.
    const shared = await page.context().newPage()
    await shared.setViewportSize({ width, height })
    await shared.emulateMedia({ reducedMotion: motion })
    await shared.goto(`/${anchor("contact")}`)
    await expect
      .poll(() => placeOf(shared, anchor("contact").slice(1)), { message: "a shared address" })
      .toBe("under the header")
    await shared.close()
  })
}
