// The forms where they really break: JavaScript off, scripts held back, storage that throws or is
// full, an answer that never comes, on-demand code that fails to download, and two open tabs.
// Served by the host's runtime; requests to the e-mail service are intercepted.
import type { Page } from "@playwright/test"
import {
  test,
  expect,
  visit,
  fillContactForm,
  VISITOR,
  TYPED,
  NOTHING_TYPED,
  interceptSends,
  dialog,
  contactForm,
  sendButton,
  fieldValues,
  failChunk,
  blockStorage,
  holdScripts,
  reach,
  leftOutOfMail,
  recordRequests,
} from "./harness"
import { W, SITE } from "../content"
import { fill, linkWords, withoutBrackets } from "../../src/lib/fill"

const newsletterForm = (page: Page) => page.locator(`form[aria-label="${W.newsletter.name}"]`)

/** What the visitor typed must never reach an address bar, history, or the host's logs. */
const expectNothingInTheAddress = (page: Page) => expect(new URL(page.url()).search).toBe("")

/** Opens the page with its scripts held until `release()`: a phone on a slow network, before the page is interactive. */
async function openHeld(page: Page) {
  const held = await holdScripts(page)
  await page.goto("/", { waitUntil: "domcontentloaded" })
  return held.release
}

test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the contact form hands the message to the visitor's mail program, keeps it, and says how else to reach us", async ({
    page,
    baseURL,
  }) => {
    await visit(page)
    const requested = recordRequests(page)
    const form = contactForm(page)
    // (Playwright's text queries skip <noscript>, where the browser shows this note.)
    const note = form.locator("noscript p")
    await expect(note).toBeVisible()
    await expect(note).toHaveText(fill(W.contactForm.noScript, { email: SITE.email, phone: SITE.phone }))
    await fillContactForm(page)
    await sendButton(page).click()
    await expect
      .poll(() => requested.find((url) => url.startsWith("mailto:")), "the mail program is asked")
      .toBeTruthy()
    expectNothingInTheAddress(page)
    expect(await fieldValues(form)).toEqual(TYPED)
    const [address, query] = requested
      .find((url) => url.startsWith("mailto:"))!
      .slice("mailto:".length)
      .split("?")
    expect(address).toBe(SITE.email)
    const body = new URLSearchParams(query).get("body")!
    for (const value of TYPED) expect(body).toContain(value)
    expect(
      requested.filter((url) => url.startsWith(baseURL!) && url.includes(encodeURIComponent(VISITOR.from_name))),
    ).toEqual([])
  })

  test("the newsletter form puts no address in the page's URL", async ({ page }) => {
    await visit(page)
    const requested = recordRequests(page)
    await newsletterForm(page).locator('input[type="email"]').fill("reader@example.lk")
    await newsletterForm(page).getByRole("button", { name: W.newsletter.subscribe }).click()
    await expect.poll(() => requested.some((url) => url.startsWith(`mailto:${SITE.email}?`))).toBe(true)
    expectNothingInTheAddress(page)
    await expect(newsletterForm(page).locator('input[type="email"]')).toHaveValue("reader@example.lk")
  })
})

// Kept and sent once in every engine: engines/forms.spec.ts. Safari 15's forms had no requestSubmit.
test("a submit before the page is interactive is kept and sent once in a browser without requestSubmit", async ({
  page,
}) => {
  await page.addInitScript(() => delete (HTMLFormElement.prototype as Partial<HTMLFormElement>).requestSubmit)
  const sent = await interceptSends(page)
  const release = await openHeld(page)
  const form = await fillContactForm(page)
  await sendButton(page).click()
  await expect(form.getByRole("status").filter({ hasText: W.contactForm.early })).toBeVisible()
  expect(sent).toHaveLength(0)
  release()
  await expect(dialog(page).getByRole("heading", { name: W.contactForm.sentTitle })).toBeVisible({ timeout: 15_000 })
  expectNothingInTheAddress(page)
  expect(sent.map((body) => body.template_params)).toEqual([{ ...VISITOR, to_name: SITE.shortName }])
})

test.describe("storage blocked or full", () => {
  test("sends when localStorage and sessionStorage throw, and rate-limits in memory", async ({ page, problems }) => {
    await blockStorage(page)
    const sent = await interceptSends(page)
    await visit(page)
    await fillContactForm(page)
    await sendButton(page).click()
    await expect(dialog(page).getByRole("heading", { name: W.contactForm.sentTitle })).toBeVisible()
    expect(sent).toHaveLength(1)
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toHaveCount(0)
    await fillContactForm(page)
    await sendButton(page).click()
    await expect(dialog(page)).toContainText(W.sending.sentMomentAgo)
    expect(sent, "the second send was stopped in the browser").toHaveLength(1)
    expect(problems.filter((line) => !line.includes("could not be sent"))).toEqual([])
  })
})

test.describe("a send that never gets an answer", () => {
  test("fails after 20 seconds with the mailto link and the fields kept; a late answer changes nothing", async ({
    page,
  }) => {
    await page.clock.install()
    let answer = () => {}
    let asked = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const requested = new Promise<void>((resolve) => (asked = resolve))
    const sent: (string | null)[] = []
    await page.route("**/api/v1.0/email/send**", async (route) => {
      sent.push(route.request().postData())
      asked()
      await answered
      await route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } }).catch(() => {})
    })
    await visit(page)
    await fillContactForm(page)
    await sendButton(page).click()
    await requested // the 20 s run from here
    await page.clock.fastForward(19_000)
    // Still sending at 19 s: a timeout would have ended that at once, before any dialog's code came.
    await expect(contactForm(page), "not before 20 s").toHaveAttribute("aria-busy", "true")
    await expect(dialog(page)).toHaveCount(0)
    await page.clock.fastForward(1_500)
    await expect(dialog(page).getByRole("heading", { name: W.sending.failedTitle })).toBeVisible()
    await expect(dialog(page)).toContainText(fill(W.sending.timeout, { seconds: 20 }))
    await expect(dialog(page).getByRole("link", { name: linkWords(W.sending.failed)[1] })).toHaveAttribute(
      "href",
      /^mailto:/,
    )
    expect(await fieldValues(contactForm(page))).toEqual(TYPED)
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toHaveCount(0)
    const late = page.waitForEvent("requestfinished")
    answer()
    await late // the late answer has reached the page, and a second's more of its time passes
    await page.clock.runFor(1000)
    await expect(dialog(page), "no second dialog").toHaveCount(0)
    expect(sent, "no second send").toHaveLength(1)
    expect(await fieldValues(contactForm(page))).toEqual(TYPED)
    await expect(sendButton(page)).toBeEnabled()
  })
})

test.describe("on-demand code that fails to download", () => {
  // The dialogs need their code and their stylesheet (/dialogs.css); either may fail to download.
  const dialogParts: Record<string, (page: Page) => Promise<unknown>> = {
    code: (page) => failChunk(page, "dialogs", 404),
    stylesheet: (page) => page.route("**/dialogs.css", (route) => route.fulfill({ status: 404, body: "Not found" })),
  }
  for (const [part, fail] of Object.entries(dialogParts))
    test(`a successful send whose dialog ${part} fails says so in the form, with the reply promise`, async ({
      page,
    }) => {
      await fail(page)
      const sent = await interceptSends(page)
      await visit(page)
      await fillContactForm(page)
      await sendButton(page).click()
      const status = contactForm(page).getByRole("status").filter({ hasText: W.contactForm.sentTitle })
      await expect(status).toContainText(fill(W.contactForm.sentText, { time: SITE.replyWithin }))
      expect(sent).toHaveLength(1)
      await expect(dialog(page)).toHaveCount(0)
      await expect(contactForm(page).getByText("Something went wrong")).toHaveCount(0)
      expect(await fieldValues(contactForm(page))).toEqual(NOTHING_TYPED)
    })

  test("a failed send whose dialog code fails says so in the form, with the mailto link", async ({ page }) => {
    await failChunk(page, "dialogs", 404)
    await interceptSends(page, { status: 500, body: "Internal Server Error" })
    await visit(page)
    await fillContactForm(page)
    await sendButton(page).click()
    const alert = contactForm(page).getByRole("alert")
    await expect(alert).toContainText(W.sending.failedTitle)
    expect(
      leftOutOfMail(await alert.getByRole("link", { name: linkWords(W.sending.failed)[1] }).getAttribute("href")),
    ).toEqual([])
    expect(await fieldValues(contactForm(page))).toEqual(TYPED)
  })

  test("a 404 for the sending code after a new deploy offers a reload, and the draft survives it", async ({ page }) => {
    await failChunk(page, "send", 404)
    await visit(page)
    await fillContactForm(page)
    await sendButton(page).click()
    const alert = contactForm(page).getByRole("alert")
    await expect(alert).toContainText(withoutBrackets(W.sending.newVersionKept))
    await page.unrouteAll()
    await Promise.all([page.waitForEvent("load"), alert.getByRole("button", { name: W.sending.reload }).click()])
    await page.waitForLoadState("networkidle")
    await reach(contactForm(page))
    expect(await fieldValues(contactForm(page))).toEqual(TYPED)
  })

  test("a 404 for the e-mail client's own file is told the same way, not as a failed send", async ({ page }) => {
    await failChunk(page, "email-client", 404)
    const sent = await interceptSends(page)
    await visit(page)
    await fillContactForm(page)
    await sendButton(page).click()
    const alert = contactForm(page).getByRole("alert")
    await expect(alert).toContainText(withoutBrackets(W.sending.newVersionKept))
    await expect(alert.getByRole("button", { name: W.sending.reload })).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)
    expect(sent).toHaveLength(0)
    expect(await fieldValues(contactForm(page))).toEqual(TYPED)
  })

  test("a sending code that cannot download while offline still says offline", async ({ page, context }) => {
    await failChunk(page, "send")
    await visit(page)
    await fillContactForm(page)
    await context.setOffline(true)
    await sendButton(page).click()
    const alert = contactForm(page).getByRole("alert")
    await expect(alert).toContainText(withoutBrackets(W.sending.loadOffline))
    expect(await fieldValues(contactForm(page))).toEqual(TYPED)
  })
})

test.describe("a draft lives in its tab", () => {
  const DRAFT_A = { ...VISITOR, message: "Tab A: a booking system for our two halls." }
  const DRAFT_B = { ...VISITOR, message: "Tab B: a loyalty app for our cafe." }
  const message = (page: Page) => contactForm(page).locator('[name="message"]')

  test("back after a reload and after Back, never in another tab, and gone once sent", async ({ page: a, context }) => {
    await visit(a)
    await fillContactForm(a, DRAFT_A)
    await a.reload()
    await reach(contactForm(a))
    await expect(message(a)).toHaveValue(DRAFT_A.message)
    // Away and Back, with the page built anew (no back-forward cache).
    await a.goto("/404.html")
    await a.evaluate(() => addEventListener("unload", () => {}))
    await a.goBack()
    await reach(contactForm(a))
    await expect(message(a)).toHaveValue(DRAFT_A.message)
    // Another tab, now or later, starts empty, and keeps its own.
    const b = await context.newPage()
    await visit(b)
    await reach(contactForm(b))
    expect(await fieldValues(contactForm(b))).toEqual(NOTHING_TYPED)
    await fillContactForm(b, DRAFT_B)
    const sent = await interceptSends(b)
    await sendButton(b).click()
    await expect(dialog(b).getByRole("heading", { name: W.contactForm.sentTitle })).toBeVisible()
    expect(sent[0]!.template_params.message).toBe(DRAFT_B.message)
    await b.reload()
    await reach(contactForm(b))
    expect(await fieldValues(contactForm(b)), "sent, so gone").toEqual(NOTHING_TYPED)
    await a.bringToFront()
    await a.reload()
    await reach(contactForm(a))
    await expect(message(a)).toHaveValue(DRAFT_A.message)
  })
})
