// The page at widths below the phone the other tests use, and with WCAG 1.4.12's text spacing:
// 320 px is a small phone, and a 1280 px window zoomed to 400 % (WCAG 1.4.10); 360 px is the most
// common Android width. Nothing may scroll sideways, and every header control must be on screen.
import type { Page } from "@playwright/test"
import { test, expect, visit, stillness } from "./harness"
import { SITE_PAGES, W, anchor, content, isShown } from "../content"

/** What sticks out of the page on the right: the page's scroll width, and the header's controls. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    controls: [...document.querySelectorAll<HTMLElement>("header a, header button")]
      .filter((control) => control.offsetParent !== null)
      .map((control) => ({
        name: control.textContent?.trim(),
        right: Math.ceil(control.getBoundingClientRect().right),
      })),
  }))
}

// Every page the site builds, read to its end at the narrowest width.
for (const { path, kind } of SITE_PAGES)
  test(`fits 320 px: nothing on the ${kind} page ${path} scrolls sideways`, async ({ page, problems }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await visit(page, path)
    await page.keyboard.press("End")
    await stillness(page)
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(320)
    expect(problems).toEqual([])
  })

const WCAG_TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`

for (const width of [320, 360, 390]) {
  test(`fits ${width} px with the header on one row and every control on screen`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 720 })
    await visit(page)
    const { scrollWidth, controls } = await overflow(page)
    expect(scrollWidth, "nothing scrolls sideways").toBeLessThanOrEqual(width)
    expect(controls.filter((control) => control.right > width)).toEqual([])
    const names = controls.map((control) => control.name)
    for (const name of [W.header.darkTheme, W.header.contactButton, W.header.openMenu])
      expect(names.some((text) => text?.includes(name))).toBe(true)
    expect((await page.locator("header").boundingBox())?.height, "one row").toBeLessThanOrEqual(65)
    // The rest of the page too, each section drawn as the visitor scrolls to it.
    await page.keyboard.press("End")
    await stillness(page)
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(width)
    // Round portraits stay round beside a long name or position: one for each review the page shows.
    const portraits = await page
      .locator(`${anchor("testimonials")} figcaption img`)
      .evaluateAll((images) => images.map((image) => [image.clientWidth, image.clientHeight]))
    expect(portraits).toHaveLength(isShown("testimonials") ? content<unknown[]>("testimonials.json").length : 0)
    for (const [portraitWidth, height] of portraits) expect(portraitWidth).toBe(height)
    expect(problems).toEqual([])
  })
}

for (const width of [375, 768]) {
  test(`keeps every header control on screen with WCAG text spacing at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await visit(page)
    // As a visitor's own stylesheet or extension applies it (the page's policy allows no <style> added).
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    }, WCAG_TEXT_SPACING)
    const { scrollWidth, controls } = await overflow(page)
    expect(scrollWidth).toBeLessThanOrEqual(width)
    expect(controls.filter((control) => control.right > width)).toEqual([])
    await page.getByRole("link", { name: W.header.contactButton }).first().click()
    await expect(page).toHaveURL(new RegExp(`${anchor("contact")}$`))
  })
}

test("fits the contact section at 375 px with the browser's default font at 24 px (very large)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await visit(page)
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync("html { font-size: 24px !important; }")
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
  const cut = await page.evaluate(
    (section) =>
      [...document.querySelectorAll<HTMLElement>(`${section} :is(a, address, label, button)`)]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => element.textContent?.trim()),
    anchor("contact"),
  )
  expect(cut, "nothing in the contact section runs off the screen").toEqual([])
})

test("keeps no header over a page zoomed to 400 % (320 × 200 CSS px), where it would take a third", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 200 })
  await visit(page)
  await page.mouse.wheel(0, 600)
  await expect
    .poll(() => page.locator("header").evaluate((header) => header.getBoundingClientRect().bottom))
    .toBeLessThanOrEqual(0)
})
