// The phone's menu: a modal <dialog> that holds focus, stops the page behind, and closes four ways.
import type { Page } from "@playwright/test"
import { test, expect, visit, PHONE } from "./harness"

async function openMenu(page: Page) {
  await visit(page)
  const button = page.getByRole("button", { name: "Open menu" })
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await expect(
    page.getByRole("dialog", { name: "Menu" }),
    "closed menu is hidden from assistive technology",
  ).toHaveCount(0)
  await button.click()
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible()
  await expect(button).toHaveAttribute("aria-expanded", "true")
  return button
}

test.describe("mobile menu", () => {
  test("opens a panel that holds focus and stops the page behind from scrolling", PHONE, async ({ page }) => {
    await openMenu(page)
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused()
    // A modal <dialog>: past its last control, Tab goes to the browser's own controls (the body has
    // focus meanwhile, here without them), never to the page behind.
    const focusIsInMenuOrBrowser = () =>
      page.evaluate(
        () =>
          document.getElementById("mobile-menu")!.contains(document.activeElement) ||
          document.activeElement === document.body,
      )
    const visited = new Set<string | undefined>()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab")
      expect(await focusIsInMenuOrBrowser()).toBe(true)
      visited.add(await page.evaluate(() => document.activeElement?.textContent?.trim()))
    }
    expect(visited.has("Close menu") && visited.has("Contact Us"), "Tab goes round the menu's controls").toBe(true)
    await page.keyboard.press("Shift+Tab")
    expect(await focusIsInMenuOrBrowser()).toBe(true)
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  })

  const ways: Record<string, (page: Page) => Promise<void>> = {
    "the close button": (page) => page.getByRole("button", { name: "Close menu" }).click(),
    "a link inside": (page) => page.getByRole("dialog").getByRole("link", { name: "Services" }).click(),
    Escape: (page) => page.keyboard.press("Escape"),
    "a click outside": (page) => page.mouse.click(20, 400),
  }
  for (const [way, close] of Object.entries(ways)) {
    test(`closes with ${way} and gives focus back to the menu button`, PHONE, async ({ page }) => {
      const button = await openMenu(page)
      await close(page)
      await expect(page.locator("#mobile-menu")).toBeHidden()
      expect(await page.locator("#mobile-menu").evaluate((menu) => (menu as HTMLDialogElement).open)).toBe(false)
      await expect(button).toHaveAttribute("aria-expanded", "false")
      await expect(button).toBeFocused()
      if (way === "a link inside") expect(new URL(page.url()).hash).toBe("#services")
    })
  }
})
