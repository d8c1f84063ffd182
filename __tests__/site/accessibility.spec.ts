// axe-core against the built page in every state a visitor can put it in, at both widths and in
// both colour schemes (playwright.config.ts's projects).
import type { Page } from "@playwright/test"
import { AxeBuilder } from "@axe-core/playwright"
import {
  test,
  expect,
  visit,
  fillContactForm,
  failChunk,
  interceptSends,
  stillness,
  PHONE,
  SCHEMES,
  WIDTHS,
} from "./harness"
import { W, anchor } from "../content"

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
const EVERY_WIDTH_AND_SCHEME = { tag: [WIDTHS.tag, SCHEMES.tag] }

/** axe's findings on the page as it is now (or on the part `within` selects), one line per rule. */
async function axe(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS)
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  )
}

/**
 * Scrolls through the whole page, as a reader does, so every section is revealed. Each position is
 * drawn before the next: a section reveals when a drawn frame shows it, and a busy machine that
 * drew only every few steps skipped one. It starts once the page has hydrated, when the reveals
 * are set up: a loaded fresh-clone run once found the testimonials half drawn (forced colours).
 * And only once their code, fetched on the first scroll, has hidden the sections below: without
 * the wait, 1 scan in 10 met whole sections mid-fade, most likely that code arriving after the read.
 */
const readThrough = async (page: Page) => {
  await expect(page.locator("html[data-hydrated]")).toBeAttached()
  await page.mouse.wheel(0, 1)
  await expect(page.locator('[data-reveal="pending"]').first()).toBeAttached()
  await page.evaluate(async () => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await drawn()
    }
  })
}

test.describe("accessibility (axe-core)", () => {
  test("has no violations once every section is revealed", EVERY_WIDTH_AND_SCHEME, async ({ page }) => {
    await visit(page)
    // Reveal every section and let animations finish, so contrast is measured on final colours.
    await readThrough(page)
    await stillness(page)
    expect(await axe(page)).toEqual([])
  })

  for (const [condition, use] of [
    ["at 320 px", { viewport: { width: 320, height: 640 } }],
    ["in forced colours", { forcedColors: "active" }],
  ] as const) {
    test.describe(condition, () => {
      test.use(use)
      test(`has no violations ${condition}`, async ({ page }) => {
        await visit(page)
        await readThrough(page)
        await stillness(page)
        expect(await axe(page)).toEqual([])
      })
    })
  }

  test("has no violations with the mobile menu open", { tag: [PHONE.tag, SCHEMES.tag] }, async ({ page }) => {
    await visit(page)
    await page.getByRole("button", { name: W.header.openMenu }).click()
    await expect(page.getByRole("dialog", { name: W.header.menu })).toBeVisible()
    await stillness(page)
    expect(await axe(page)).toEqual([])
  })

  test("has no violations with a dialog open", SCHEMES, async ({ page }) => {
    await interceptSends(page, { status: 500, body: "x" })
    await visit(page)
    const form = await fillContactForm(page)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await stillness(page)
    expect(await axe(page)).toEqual([])
  })

  test("has no violations with the form's own notices showing", SCHEMES, async ({ page, context }) => {
    // The sending code gone after a deploy (alert with a reload button), then, in a second page,
    // a success told inline because the dialog's code would not download (status). Only the form
    // changes: the rest of the page is scanned above.
    await failChunk(page, "send", 404)
    await visit(page)
    let form = await fillContactForm(page)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(form.getByRole("button", { name: W.sending.reload })).toBeVisible()
    // The form's section may still be fading in: contrast is measured on its final colours.
    await stillness(page)
    const reloadNotice = await axe(page, `${anchor("contact")} form`)
    const second = await context.newPage()
    await failChunk(second, "dialogs", 404)
    await interceptSends(second)
    await visit(second)
    form = await fillContactForm(second)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(form.getByRole("status").filter({ hasText: W.contactForm.sentTitle })).toBeVisible()
    await stillness(second)
    expect([...reloadNotice, ...(await axe(second, `${anchor("contact")} form`))]).toEqual([])
  })
})
