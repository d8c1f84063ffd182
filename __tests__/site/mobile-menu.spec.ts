// The phone's menu: a modal <dialog> that holds focus, stops the page behind, and closes by its button
// and a click outside.
// By keyboard, by a link inside and when the phone turns, in every engine: engines/menu.spec.ts.
import type { Page } from "@playwright/test"
import { test, expect, visit, holdScripts, content, framesDrawn, PHONE } from "./harness"
import { W, anchor } from "../content"

async function openMenu(page: Page) {
  await visit(page)
  const button = page.getByRole("button", { name: W.header.openMenu })
  await expect(
    page.getByRole("dialog", { name: W.header.menu }),
    "closed menu is hidden from assistive technology",
  ).toHaveCount(0)
  await button.click()
  await expect(page.getByRole("dialog", { name: W.header.menu })).toBeVisible()
  return button
}

test.describe("mobile menu", () => {
  test("opens a panel that holds focus and stops the page behind from scrolling", PHONE, async ({ page }) => {
    await openMenu(page)
    await expect(page.getByRole("button", { name: W.header.closeMenu })).toBeFocused()
    // A modal <dialog>: past its last control, Tab goes to the browser's own controls (the body has
    // focus meanwhile, here without them), never to the page behind.
    const focusIsInMenuOrBrowser = () =>
      page.evaluate(
        () =>
          document.getElementById("mobile-menu")!.contains(document.activeElement) ||
          document.activeElement === document.body,
      )
    const visited = new Set<string | undefined>()
    // Round once, whatever the menu holds (its links, and each language's where the site has several).
    const controls = await page.locator("#mobile-menu").locator("a, button").count()
    for (let i = 0; i < controls + 1; i++) {
      await page.keyboard.press("Tab")
      expect(await focusIsInMenuOrBrowser()).toBe(true)
      visited.add(await page.evaluate(() => document.activeElement?.textContent?.trim()))
    }
    expect(
      visited.has(W.header.closeMenu) && visited.has(W.header.contactButton),
      "Tab goes round the menu's controls",
    ).toBe(true)
    await page.keyboard.press("Shift+Tab")
    expect(await focusIsInMenuOrBrowser()).toBe(true)
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await framesDrawn(page) // a wheel scrolls within a frame or two
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  })

  // (Escape, in every engine: engines/menu.spec.ts.)
  const ways: Record<string, (page: Page) => Promise<void>> = {
    "the close button": (page) => page.getByRole("button", { name: W.header.closeMenu }).click(),
    "a click outside": (page) => page.mouse.click(20, 400),
  }
  for (const [way, close] of Object.entries(ways)) {
    test(`closes with ${way} and gives focus back to the menu button`, PHONE, async ({ page }) => {
      const button = await openMenu(page)
      await close(page)
      await expect(page.locator("#mobile-menu")).toBeHidden()
      expect(await page.locator("#mobile-menu").evaluate((menu) => (menu as HTMLDialogElement).open)).toBe(false)
      await expect(button).toBeFocused()
    })
  }

  test("works before the page's code has arrived", PHONE, async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto("/", { waitUntil: "commit" }) // the held scripts can hold back the load event
    await scripts.requested // the first screen is painted, and the page's code asked for
    const button = page.getByRole("button", { name: W.header.openMenu })
    await button.click()
    await expect(page.getByRole("dialog", { name: W.header.menu })).toBeVisible()
    await page
      .getByRole("dialog")
      .locator(`a[href="${anchor("services")}"]`)
      .click()
    await expect(page.locator("#mobile-menu")).toBeHidden()
    await expect(page.locator(anchor("services"))).toBeFocused()
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")), "still no React").toBe(
      false,
    )
    scripts.release()
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    // A modal menu cannot close itself after a jump without script: its links take a row of the header.
    test(
      "shows the menu's links in the header, where a link jumps and leaves nothing open",
      PHONE,
      async ({ page }) => {
        await visit(page)
        await expect(page.getByRole("button", { name: W.header.openMenu })).toBeHidden()
        const { href } = content<{ href: string }[]>("navigation.json").at(-1)!
        await page.getByRole("navigation", { name: W.header.navigation }).locator(`a[href="${href}"]`).click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        const heading = page.locator(`${href} h2`)
        // Once the smooth scroll has ended: the heading near the top, with nothing over it.
        const landed = () =>
          heading.evaluate((heading) => {
            const box = heading.getBoundingClientRect()
            return box.top < 200 && heading.contains(document.elementFromPoint(box.left + 5, box.top + box.height / 2))
          })
        await expect.poll(landed, { message: "the heading jumped to, in sight and uncovered" }).toBe(true)
        const field = page.getByRole("textbox", { name: W.contactForm.nameField })
        await field.click()
        await expect(field, "the page behind is not held by a menu").toBeFocused()
      },
    )
  })
})
