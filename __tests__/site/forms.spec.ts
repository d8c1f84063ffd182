// The contact and newsletter forms against the built site (built by npm test with test keys).
// Requests to the e-mail service are intercepted: nothing leaves the machine. A message sent and
// confirmed, once however often submitted, in every engine: engines/forms.spec.ts.
import type { Page } from "@playwright/test"
import {
  test,
  expect,
  visit,
  fillContactForm,
  VISITOR,
  TYPED,
  interceptSends,
  dialog,
  contactForm,
  fieldValues,
  SCHEMES,
  leftOutOfMail,
  framesDrawn,
  stillness,
} from "./harness"
import { W, SITE } from "../content"
import { fill, linkWords, withoutBrackets } from "../../src/lib/fill"

test.describe("contact form", () => {
  test("keeps everything typed when the service fails, logs the error and offers a mailto with the message", async ({
    page,
    problems,
  }) => {
    await interceptSends(page, { status: 500, body: "Internal Server Error" })
    await visit(page)
    const form = await fillContactForm(page)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(dialog(page).getByRole("heading")).toHaveText(W.sending.failedTitle)
    await expect(dialog(page)).toContainText(withoutBrackets(W.sending.failed))
    const mailto = await dialog(page)
      .getByRole("link", { name: linkWords(W.sending.failed)[1] })
      .getAttribute("href")
    expect(mailto).toMatch(new RegExp(`^mailto:${SITE.email.replace(/\W/g, "\\$&")}\\?`))
    expect(leftOutOfMail(mailto)).toEqual([])
    expect(await fieldValues(contactForm(page))).toEqual(TYPED)
    expect(
      problems.some((line) => line.includes("The message could not be sent")),
      problems.join("\n"),
    ).toBe(true)
    await page.keyboard.press("Escape")
    await expect(form.getByRole("button", { name: W.contactForm.send })).toBeEnabled()
    await expect(form.getByRole("button", { name: W.contactForm.send })).toBeFocused()
  })

  test("explains a network failure and a 429 from the service, letting the visitor retry at once, keeping the fields", async ({
    page,
  }) => {
    const sent = await interceptSends(page, (n) =>
      n === 1 ? { abort: "internetdisconnected" } : { status: 429, body: "Too Many Requests" },
    )
    await visit(page)
    const form = await fillContactForm(page)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(dialog(page)).toContainText(W.sending.offline)
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toHaveCount(0)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    // The service's 429 on a first message: not sent, and not "you sent one a moment ago".
    await expect(dialog(page)).toContainText(W.sending.rateLimited)
    await expect(dialog(page)).not.toContainText(W.sending.sentMomentAgo)
    expect(sent, "a failed send does not use up the rate limit").toHaveLength(2)
    expect(await fieldValues(contactForm(page))).toEqual(TYPED)
  })

  test("rate-limits a second message within 10 seconds in the browser, without a request", async ({ page }) => {
    const sent = await interceptSends(page)
    await visit(page)
    let form = await fillContactForm(page)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(dialog(page).getByRole("heading", { name: W.contactForm.sentTitle })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toHaveCount(0)
    form = await fillContactForm(page, { ...VISITOR, message: "One more thing." })
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(dialog(page).getByRole("heading", { name: W.sending.failedTitle })).toBeVisible()
    await expect(dialog(page)).toContainText(W.sending.sentMomentAgo)
    expect(sent).toHaveLength(1)
  })

  test("says so in the form, keeping every field, when even the sending code cannot download (offline)", async ({
    page,
    context,
  }) => {
    const sent = await interceptSends(page)
    await visit(page)
    const form = await fillContactForm(page)
    await context.setOffline(true)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    const alert = form.getByRole("alert")
    await expect(alert).toContainText(withoutBrackets(W.sending.loadOffline))
    expect(
      leftOutOfMail(await alert.getByRole("link", { name: linkWords(W.sending.loadOffline)[1] }).getAttribute("href")),
    ).toEqual([])
    expect(await fieldValues(contactForm(page))).toEqual(TYPED)
    await expect(
      form.getByRole("button", { name: W.contactForm.send }),
      "focus stays where the visitor was",
    ).toBeFocused()
    await context.setOffline(false)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(dialog(page).getByRole("heading", { name: W.contactForm.sentTitle })).toBeVisible()
    expect(sent).toHaveLength(1)
  })

  test("ignores the submit in silence when the honeypot is filled", async ({ page }) => {
    const sent = await interceptSends(page)
    await visit(page)
    const form = await fillContactForm(page)
    await form.locator('[name="company_website"]').evaluate((input) => ((input as HTMLInputElement).value = "x"))
    await form.getByRole("button", { name: W.contactForm.send }).click()
    // The submit has been handled (a send would have marked the form busy by then), and ignored.
    await framesDrawn(page)
    await expect(form).not.toHaveAttribute("aria-busy", "true")
    expect(sent).toHaveLength(0)
    await expect(dialog(page)).toHaveCount(0)
  })

  test("lets the browser check required fields and the e-mail format, and refuses a message of spaces", async ({
    page,
  }) => {
    const sent = await interceptSends(page)
    await visit(page)
    const form = await fillContactForm(page, { ...VISITOR, reply_to: "not-an-address" })
    await form.getByRole("button", { name: W.contactForm.send }).click()
    expect(
      await form
        .getByRole("textbox", { name: W.contactForm.emailField })
        .evaluate((el) => (el as HTMLInputElement).validity.typeMismatch),
    ).toBe(true)
    // The commonest slip: an address the browser's own check passes, with no dot in its domain.
    for (const form of [contactForm(page), page.locator(`form[aria-label="${W.newsletter.name}"]`)]) {
      const address = form.locator('input[type="email"]')
      await address.fill("nimal@gmail")
      await form.locator('[type="submit"]').click()
      expect(await address.evaluate((el) => (el as HTMLInputElement).validity.patternMismatch)).toBe(true)
      await expect(address, "the words the browser shows with its message").toHaveAttribute(
        "title",
        W.contactForm.emailHint,
      )
    }
    await fillContactForm(page, { ...VISITOR, message: "    " })
    await form.getByRole("button", { name: W.contactForm.send }).click()
    // The page's own check says it once the send's handler has run (after a wait on a busy machine).
    const message = form.getByRole("textbox", { name: W.contactForm.messageField })
    await expect
      .poll(() => message.evaluate((el) => (el as HTMLTextAreaElement).validationMessage))
      .toBe(W.contactForm.messageBlank)
    await framesDrawn(page)
    await expect(form).not.toHaveAttribute("aria-busy", "true")
    expect(sent).toHaveLength(0)
  })

  test(
    "shows its dialogs in the page's theme, without motion when the visitor prefers less",
    SCHEMES,
    async ({ page, colorScheme }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await interceptSends(page)
      await visit(page)
      const form = await fillContactForm(page)
      await form.getByRole("button", { name: W.contactForm.send }).click()
      await expect(dialog(page)).toBeVisible()
      const background = await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor)
      const brightness = background
        .match(/\d+/g)!
        .slice(0, 3)
        .map(Number)
        .reduce((sum, value) => sum + value)
      if (colorScheme === "dark") expect(brightness, `a dark popup, not ${background}`).toBeLessThan(200)
      else expect(brightness, `a light popup, not ${background}`).toBeGreaterThan(600)
      const moving = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest?.(".swal2-container"))
          .map((animation) => (animation as CSSAnimation).animationName ?? "transition"),
      )
      expect(moving).toEqual([])
    },
  )
})

test("shows a dialog's words and its focused OK on screen at 400 % zoom (320 × 200 CSS px)", async ({ page }) => {
  await interceptSends(page, { abort: "internetdisconnected" }) // the failure with the most to say
  await visit(page)
  await page.setViewportSize({ width: 320, height: 200 })
  await (await fillContactForm(page)).getByRole("button", { name: W.contactForm.send }).click()
  const ok = dialog(page).getByRole("button", { name: W.sending.ok })
  await expect(ok).toBeFocused()
  await stillness(page) // the dialog's entrance
  await page.screenshot({ path: "test-results/artifacts/dialog-400-percent.png" })
  const onScreen = (locator: typeof ok) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth
    })
  expect({ title: await onScreen(dialog(page).getByRole("heading")), ok: await onScreen(ok) }).toEqual({
    title: true,
    ok: true,
  })
})

test.describe("contact form, limits and drafts", () => {
  test("writes a right-to-left message right to left, and a left-to-right one left to right", async ({ page }) => {
    await visit(page)
    const form = await fillContactForm(page, { ...VISITOR, message: "مرحبا، نريد موقعًا جديدًا." })
    const direction = (name: string) =>
      form.locator(`[name="${name}"]`).evaluate((field) => getComputedStyle(field).direction)
    expect([await direction("message"), await direction("from_name")]).toEqual(["rtl", "ltr"])
  })

  test("shows the message's limit, and says so when a paste was longer than it", async ({ page }) => {
    await visit(page)
    const form = await fillContactForm(page)
    const message = form.getByRole("textbox", { name: W.contactForm.messageField })
    const count = fill(W.contactForm.characters, { used: VISITOR.message.length, limit: "5,000" })
    await expect(form.getByText(count)).toBeVisible()
    await expect(message).toHaveAccessibleDescription(count)
    await message.fill("")
    // A 100 KB paste, as the clipboard delivers it.
    await message.evaluate((field) => {
      const data = new DataTransfer()
      data.setData("text/plain", "x".repeat(100_000))
      field.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await page.keyboard.insertText("x".repeat(100_000))
    await expect(form.getByText(fill(W.contactForm.characters, { used: "5,000", limit: "5,000" }))).toBeVisible()
    await expect(
      form.getByRole("status").filter({ hasText: fill(W.contactForm.pasteCut, { limit: "5,000" }) }),
    ).toBeVisible()
  })

  // Emoji (two UTF-16 units, or many joined), combining marks and right-to-left text, placed where
  // every limit cuts: the mail link's 1,800 characters and the field's 5,000.
  for (const [name, piece] of [
    ["emoji", "👩🏽‍💻"],
    ["combining marks", "ශ්‍රී"],
    ["right-to-left text", "مرحبا"],
  ] as const)
    test(`keeps the form and its draft whole with ${name} across every length limit`, async ({ page }) => {
      await visit(page)
      const form = contactForm(page)
      const message = form.getByRole("textbox", { name: W.contactForm.messageField })
      for (const length of [1799, 1800, 4999, 5000]) {
        const text = `${"a".repeat(length - 1)}${piece}${piece}`
        await message.fill(text)
        await expect(form.getByRole("button", { name: W.contactForm.send })).toBeVisible()
        await expect(page.getByRole("heading", { name: W.contact.heading })).toBeVisible()
        // The browser cuts at the field's 5,000 units, never inside a character.
        const kept = await message.inputValue()
        if (text.length <= 5000) expect(kept).toBe(text)
        else expect(text.startsWith(kept) && kept.length <= 5000 && kept.length > 4980, `${length}`).toBe(true)
        expect(() => encodeURIComponent(kept), "no half character").not.toThrow()
      }
      const typed = await message.inputValue()
      await page.reload()
      await expect(contactForm(page).getByRole("textbox", { name: W.contactForm.messageField })).toHaveValue(typed)
    })
})

test.describe("newsletter", () => {
  const newsletter = (page: Page) => page.getByRole("form", { name: W.newsletter.name })

  // The address kept, and the subscription made on a second try: engines/forms.spec.ts, in every engine.
  test("cannot subscribe twice while sending, and explains a network failure and a 429", async ({ page }) => {
    const sent = await interceptSends(page, (n) =>
      n === 1 ? { abort: "internetdisconnected", delay: 700 } : { status: 429, body: "Too Many Requests" },
    )
    await visit(page)
    await newsletter(page).getByRole("textbox").fill("reader@example.lk")
    await newsletter(page).getByRole("button", { name: W.newsletter.subscribe }).dblclick()
    await newsletter(page).getByRole("textbox").press("Enter")
    await expect(dialog(page).getByRole("heading", { name: W.sending.failedTitle })).toBeVisible()
    expect(sent).toHaveLength(1)
    await expect(dialog(page)).toContainText(W.sending.offline)
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toHaveCount(0)
    await newsletter(page).getByRole("button", { name: W.newsletter.subscribe }).click()
    await expect(dialog(page)).toContainText(W.sending.rateLimited)
    expect(sent).toHaveLength(2)
  })

  test("requires a valid address, and ignores a filled honeypot", async ({ page }) => {
    const sent = await interceptSends(page)
    await visit(page)
    const field = newsletter(page).getByRole("textbox")
    const validity = () =>
      field.evaluate((el) => {
        const { valueMissing, typeMismatch } = (el as HTMLInputElement).validity
        return { valueMissing, typeMismatch }
      })
    await newsletter(page).getByRole("button", { name: W.newsletter.subscribe }).click()
    expect((await validity()).valueMissing).toBe(true)
    await field.fill("nope")
    await newsletter(page).getByRole("button", { name: W.newsletter.subscribe }).click()
    expect((await validity()).typeMismatch).toBe(true)
    await field.fill("reader@example.lk")
    await newsletter(page)
      .locator('[name="newsletter_website"]')
      .evaluate((input) => ((input as HTMLInputElement).value = "x"))
    await newsletter(page).getByRole("button", { name: W.newsletter.subscribe }).click()
    await framesDrawn(page)
    await expect(newsletter(page)).not.toHaveAttribute("aria-busy", "true")
    expect(sent).toHaveLength(0)
    await expect(dialog(page)).toHaveCount(0)
  })
})
