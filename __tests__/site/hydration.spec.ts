// The page is Gatsby's, hydrated whole. What a visitor does before its code arrives is never lost:
// what they type is kept from the first keystroke (src/forms/drafts.ts), whatever hydration does
// with the markup an extension added meanwhile.
import type { Locator, Page } from "@playwright/test"
import { test, expect, visit, holdScripts, fieldValues, TYPED, VISITOR, recordRequests, contactField } from "./harness"
import { CONTACT_FIELDS } from "../../src/forms/form-values"
import { SITE, W, anchor, isShown, sectionHeadings } from "../content"
import { fill } from "../../src/lib/fill"

const HEADINGS = [
  ...(isShown("trusted") ? [fill(W.trustedBy.heading, { count: SITE.trustedByCount })] : []),
  ...sectionHeadings(),
  W.newsletter.heading,
]
const ADDRESS = "dilani@example.lk"
const contact = (page: Page) => page.getByRole("form", { name: W.contactForm.name })
const newsletter = (page: Page) => page.getByRole("form", { name: W.newsletter.name })

/** Types as a visitor does: all at once (`fill`, as a paste or autofill) or key by key. */
const enter = (field: Locator, text: string, keyByKey: boolean) =>
  keyByKey ? field.pressSequentially(text) : field.fill(text)

test.describe("before the page's code has run", () => {
  // An extension's elements (a password manager's button in each form, a badge in the header and
  // one at the end of <body>), added while the page is parsed, and both forms filled before any of
  // the page's code has run: then the page is used, and every field must still hold what was typed.
  // The scripts are held until everything is typed, so each load meets the same order of events.
  for (const keyByKey of [false, true]) {
    test(`keeps what was typed around an extension's elements (${keyByKey ? "key by key" : "filled"})`, async ({
      page,
    }) => {
      const scripts = await holdScripts(page)
      await page.goto("/", { waitUntil: "commit" }) // the held scripts can hold back the load event
      await scripts.requested
      await page.evaluate(() => {
        for (const place of document.querySelectorAll("header nav, form"))
          place.insertAdjacentHTML("afterbegin", '<div class="extension-badge" aria-hidden="true"></div>')
        document.body.insertAdjacentHTML("beforeend", '<div class="extension-badge" aria-hidden="true"></div>')
      })
      const form = contact(page)
      for (const { name } of CONTACT_FIELDS) await enter(contactField(form, name), VISITOR[name], keyByKey)
      await enter(newsletter(page).getByRole("textbox"), ADDRESS, keyByKey)
      scripts.release()
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
      // Used: the theme, the carousel, and one more word in the message, which the form answers.
      await page.locator("[data-theme-toggle]").click()
      await page.getByRole("button", { name: W.portfolio.next }).click()
      const message = contactField(form, "message")
      await message.press("End")
      await message.pressSequentially(" Thanks")
      const count = { used: `${VISITOR.message} Thanks`.length, limit: "5,000" }
      await expect(form.getByText(fill(W.contactForm.characters, count))).toBeVisible()
      expect(await fieldValues(form)).toEqual(
        TYPED.map((value) => (value === VISITOR.message ? `${value} Thanks` : value)),
      )
      await expect(newsletter(page).getByRole("textbox")).toHaveValue(ADDRESS)
    })
  }

  test("hands a message sent while the code loads to the mail program when that code fails", async ({ page }) => {
    let fail = () => {}
    const failing = new Promise<void>((resolve) => (fail = resolve))
    await page.route(/\/app-\w+\.js$/, async (route) => {
      await failing
      await route.fulfill({ status: 404, body: "Not found" })
    })
    const requested = recordRequests(page)
    await page.goto("/", { waitUntil: "commit" })
    const form = contact(page)
    for (const { name } of CONTACT_FIELDS) await contactField(form, name).fill(VISITOR[name])
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(form, "held while the code loads").toHaveAttribute("data-early-submit", "held")
    fail()
    await expect
      .poll(() => requested.some((url) => url.startsWith(`mailto:${SITE.email}?`)), {
        message: "the mail program is asked",
      })
      .toBe(true)
    expect(await fieldValues(form)).toEqual(TYPED)
  })
})

test("keeps every section through the menu's jumps and the theme's changes, with no hydration error", async ({
  page,
  problems,
}) => {
  await visit(page)
  const nav = page.getByRole("navigation", { name: W.header.navigation })
  for (const link of await nav.getByRole("link").all()) {
    await link.click()
    await page.locator("[data-theme-toggle]").click()
  }
  await page.waitForLoadState("networkidle")
  for (const name of HEADINGS) await expect(page.getByRole("heading", { name }), String(name)).toHaveCount(1)
  await expect(page.locator(`${anchor("hero")} img`).first(), "the hero image is still there").toBeVisible()
  expect(problems).toEqual([])
})
