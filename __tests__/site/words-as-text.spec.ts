// Words are text: markup an editor writes into a word (a tag, an image with a handler, a refresh)
// reaches the page and both forms' dialogs as the characters typed, never as elements. The page's
// data is served with markup after every word; React then renders the whole page from it.
import type { Page } from "@playwright/test"
import { W } from "../content"
import { dialog, expect, interceptSends, test, visit } from "./harness"

const MARKUP = ' <b>bold</b><img src="x" onerror="document.title=1"><meta http-equiv="refresh" content="0;url=/404/">'

/** Every word with the markup after it (placeholders and [links] kept where they were). */
const planted = <T>(value: T): T =>
  (typeof value === "string"
    ? `${value}${MARKUP}`
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, planted(inner)]))
      : value) as T
const P = planted(W)

/** Elements the markup would have made, anywhere in `scope`. */
const made = (page: Page, scope = "body") =>
  page.locator(`${scope} b, ${scope} img[src="x"], ${scope} meta[http-equiv]`).count()

test("markup in every word shows as text on the page and in both forms' dialogs", async ({ page }) => {
  await page.route("**/page-data/index/page-data.json", async (route) => {
    const data = (await (await route.fetch()).json()) as { result: { data: { words: unknown } } }
    data.result.data.words = planted(data.result.data.words)
    await route.fulfill({ json: data })
  })
  const sent = await interceptSends(page, (n) => (n === 1 ? { status: 500, body: "no" } : {}))
  await visit(page)
  await expect(page.getByRole("heading", { name: P.services.heading, exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: P.contactForm.send, exact: true })).toBeVisible()
  expect(await made(page)).toBe(0)

  const contact = page.getByRole("form", { name: P.contactForm.name, exact: true })
  await contact.getByRole("textbox", { name: P.contactForm.nameField, exact: true }).fill("Nimal")
  await contact.getByRole("textbox", { name: P.contactForm.emailField, exact: true }).fill("nimal@example.lk")
  await contact.getByRole("textbox", { name: P.contactForm.messageField, exact: true }).fill("A quote, please.")
  const newsletter = page.getByRole("form", { name: P.newsletter.name, exact: true })
  await newsletter.getByRole("textbox").fill("reader@example.lk")
  // The contact form's failed send, then its send again; then the newsletter's.
  const sends = [
    [contact.getByRole("button", { name: P.contactForm.send, exact: true }), P.sending.failedTitle],
    [contact.getByRole("button", { name: P.contactForm.send, exact: true }), P.contactForm.sentTitle],
    [newsletter.getByRole("button", { name: P.newsletter.subscribe, exact: true }), P.newsletter.sentTitle],
  ] as const
  for (const [button, title] of sends) {
    await button.click()
    await expect(dialog(page).getByRole("heading", { name: title, exact: true })).toBeVisible()
    await expect(dialog(page).getByRole("button", { name: P.sending.ok, exact: true })).toBeVisible()
    expect(await made(page, ".swal2-container")).toBe(0)
    await dialog(page).getByRole("button", { name: P.sending.ok, exact: true }).click()
    await expect(dialog(page)).toBeHidden()
  }
  expect(sent).toHaveLength(3)
  expect(new URL(page.url()).pathname).toBe("/")
  expect(await made(page)).toBe(0)
})
