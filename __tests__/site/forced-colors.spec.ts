// Windows high contrast (forced colours): the browser replaces every colour with the system's few
// and drops box-shadows and background images. The form's fields, its buttons, the focus ring
// and the carousel's current dot must survive that.
import type { Locator } from "@playwright/test"
import { test, expect, visit, reach, SCHEMES, interceptSends, fillContactForm, dialog } from "./harness"
import { W } from "../content"

test.use({ forcedColors: "active" })

const TRANSPARENT = "rgba(0, 0, 0, 0)"
/** The drawn edge of an element: its border's style, width and colour. */
const edge = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.borderTopStyle, width: parseFloat(style.borderTopWidth), color: style.borderTopColor }
  })

test.describe("forced colours", () => {
  test("keeps the fields' and buttons' edges, and the focus ring", async ({ page }) => {
    await visit(page)
    const contact = page.getByRole("form", { name: W.contactForm.name })
    await reach(contact)
    const newsletter = page.getByRole("form", { name: W.newsletter.name })
    const controls = [
      contact.getByRole("textbox", { name: W.contactForm.nameField }),
      contact.getByRole("textbox", { name: W.contactForm.emailField }),
      contact.getByRole("textbox", { name: W.contactForm.messageField }),
      contact.getByRole("button", { name: W.contactForm.send }),
      newsletter.getByRole("textbox", { name: W.newsletter.emailField }),
      newsletter.getByRole("button", { name: W.newsletter.subscribe }),
    ]
    for (const control of controls) {
      const { style, width, color } = await edge(control)
      expect(style, String(control)).toBe("solid")
      expect(width, String(control)).toBeGreaterThanOrEqual(1)
      expect(color, String(control)).not.toBe(TRANSPARENT)
    }
    // A keyboard visitor's focus: the outline, which forced colours keep (a ring would be a shadow).
    await contact.getByRole("textbox", { name: W.contactForm.nameField }).focus()
    await page.keyboard.press("Tab")
    const focused = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return {
        name: document.activeElement?.getAttribute("name"),
        style: style.outlineStyle,
        width: style.outlineWidth,
      }
    })
    expect(focused).toEqual({ name: "reply_to", style: "solid", width: "2px" })
  })

  test("keeps the dialog's OK edged and its error icon's ✕ drawn", async ({ page }) => {
    await interceptSends(page, { status: 500, body: "Internal Server Error" })
    await visit(page)
    await (await fillContactForm(page)).getByRole("button", { name: W.contactForm.send }).click()
    const ok = dialog(page).getByRole("button", { name: W.sending.ok })
    await expect(ok).toBeVisible()
    expect(await edge(ok)).toMatchObject({ style: "solid", width: 2 })
    const bars = await dialog(page)
      .locator(".swal2-icon [class^='swal2-x-mark-line']")
      .evaluateAll((lines) => lines.map((line) => getComputedStyle(line).backgroundColor))
    expect(bars).toHaveLength(2)
    expect(bars).not.toContain(TRANSPARENT)
  })

  test("tells the current slide's dot from the others", SCHEMES, async ({ page }) => {
    await visit(page)
    const carousel = page.getByRole("region", { name: W.portfolio.carousel })
    await reach(carousel)
    const fills = await carousel
      .getByRole("list", { name: W.portfolio.choose })
      .locator("button > span")
      .evaluateAll((dots) => dots.map((dot) => getComputedStyle(dot).backgroundColor))
    const [current, ...others] = fills
    expect(new Set(others).size, "the others alike").toBe(1)
    expect(current).not.toBe(others[0])
    expect([current, others[0]]).not.toContain(TRANSPARENT)
  })
})
