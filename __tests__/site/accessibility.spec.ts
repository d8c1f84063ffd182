// axe-core against every built page (shared/site-pages.ts) at the narrowest and widest widths, in
// both colour schemes and in forced colours, and against the home page in every state a visitor
// can put it in.
import type { Page } from "@playwright/test"
import { AxeBuilder } from "@axe-core/playwright"
import { test, expect, visit, fillContactForm, failChunk, interceptSends, stillness, PHONE, SCHEMES } from "./harness"
import { SITE_PAGES, W, anchor } from "../content"

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

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
 * (A page with no section to reveal, a case study's, is read through all the same.)
 */
const readThrough = async (page: Page) => {
  await expect(page.locator("html[data-hydrated]")).toBeAttached()
  await page.mouse.wheel(0, 1)
  if (await page.locator("[data-reveal]").count())
    await expect(page.locator('[data-reveal="pending"]').first()).toBeAttached()
  await scrollThrough(page)
}

/** Every position of the page drawn, top to bottom: what a section waiting to be revealed needs. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await drawn()
    }
  })

test.describe("accessibility (axe-core)", () => {
  for (const { path, kind } of SITE_PAGES) {
    test(
      `the ${kind} page ${path} has no violations at 1280 and 320 px once every section is revealed`,
      SCHEMES,
      async ({ page }) => {
        await visit(page, path)
        // Reveal every section and let animations finish, so contrast is measured on final colours.
        await readThrough(page)
        await stillness(page)
        const wide = await axe(page)
        await page.setViewportSize({ width: 320, height: 640 })
        await scrollThrough(page)
        await stillness(page)
        expect({ wide, narrow: await axe(page) }).toEqual({ wide: [], narrow: [] })
      },
    )

    test.describe("in forced colours", () => {
      test.use({ forcedColors: "active" })
      test(`the ${kind} page ${path} has no violations in forced colours`, async ({ page }) => {
        await visit(page, path)
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
