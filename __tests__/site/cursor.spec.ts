// The custom cursor: a dot on the pointer and a ring easing after it, for mice only, never in the way.
import type { Page } from "@playwright/test"
import {
  test,
  expect,
  visit,
  holdScripts,
  interceptSends,
  fillContactForm,
  dialog,
  framesDrawn,
  recordRequests,
} from "./harness"
import { W } from "../content"

/** Where an element is drawn by its transform (the cursor moves its parts by translate3d). */
const position = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const matrix = new DOMMatrix(getComputedStyle(el).transform)
    return { x: matrix.m41, y: matrix.m42 }
  })

test.describe("custom cursor", () => {
  test("draws a dot on the pointer and a ring that eases after it, hidden from assistive technology", async ({
    page,
  }) => {
    await visit(page)
    const cursor = page.locator(".cursor")
    await expect(cursor, "nothing is drawn, or fetched, before the mouse moves").toHaveCount(0)
    await page.mouse.move(100, 100)
    await expect(cursor).toHaveAttribute("aria-hidden", "true")
    await expect(cursor).toHaveCSS("pointer-events", "none")
    await page.mouse.move(120, 110)
    await page.mouse.move(400, 300)
    expect(await position(page, ".cursor-dot")).toEqual({ x: 400, y: 300 })
    const trailing = await position(page, ".cursor-ring")
    expect(trailing.x, "the ring trails the pointer").toBeLessThan(400)
    await expect
      .poll(() => position(page, ".cursor-ring"), { message: "the ring settles on the pointer" })
      .toEqual({ x: expect.closeTo(400, 0), y: expect.closeTo(300, 0) })
  })

  test("appears under the pointer as soon as its code arrives, though the mouse has stopped by then", async ({
    page,
  }) => {
    await visit(page)
    // The page has loaded; the first mouse move asks for the cursor's code, which is held back.
    const code = await holdScripts(page)
    await page.mouse.move(100, 100)
    expect(await code.requested).toMatch(/\.js$/)
    // The mouse moves on and stops while the cursor's code is still on its way.
    await page.mouse.move(250, 200)
    await page.mouse.move(400, 300)
    code.release()
    await expect(page.locator("html")).toHaveAttribute("data-cursor", "visible")
    expect(await position(page, ".cursor-dot")).toEqual({ x: 400, y: 300 })
    expect(await position(page, ".cursor-ring")).toEqual({ x: 400, y: 300 })
  })

  test("stays on top of an open dialog, and off paper", async ({ page }) => {
    await interceptSends(page, { status: 500, body: "Internal Server Error" })
    await visit(page)
    await page.mouse.move(100, 100)
    await (await fillContactForm(page)).getByRole("button", { name: W.contactForm.send }).click()
    await expect(dialog(page)).toBeVisible()
    const layers = await page.evaluate(() =>
      [".cursor", ".swal2-container"].map((selector) =>
        Number(getComputedStyle(document.querySelector(selector)!).zIndex),
      ),
    )
    expect(layers[0]).toBeGreaterThan(layers[1]!)
    await page.emulateMedia({ media: "print" })
    await expect(page.locator(".cursor")).toBeHidden()
  })

  test("steps out of the way while the visitor types, and comes back when the mouse moves", async ({ page }) => {
    await visit(page)
    const message = page.getByRole("textbox", { name: W.contactForm.messageField })
    await message.click()
    // Drawn or not by its opacity (global.css), which Playwright's visibility does not read.
    const cursor = page.locator(".cursor")
    await expect(cursor).toHaveCSS("opacity", "1")
    await page.keyboard.type("Hello")
    await expect(cursor).toHaveCSS("opacity", "0")
    await page.mouse.move(300, 200)
    await expect(cursor).toHaveCSS("opacity", "1")
  })

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" })
    test("is not drawn", async ({ page }) => {
      await visit(page)
      const requested = recordRequests(page)
      await page.mouse.move(100, 100)
      await framesDrawn(page) // the move has been handled: its code would have been asked for by then
      expect(requested.filter((url) => url.endsWith(".js"))).toEqual([])
      await expect(page.locator(".cursor")).toHaveCount(0)
    })
  })

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } })
    test("is not drawn", async ({ page }) => {
      await visit(page)
      await page.tap("body")
      await expect(page.locator(".cursor")).toHaveCount(0)
    })
  })
})
