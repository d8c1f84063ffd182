// The contact and newsletter forms against the built site (built by npm test with test keys).
// Requests to the e-mail service are intercepted: nothing leaves the machine.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import {
  setUpBuiltSite,
  openPage,
  fillContactForm as fillContact,
  VISITOR as visitor,
  interceptSends,
  dialog,
  contactForm,
  fieldValues,
} from "./harness.mjs"

const site = setUpBuiltSite()
describe("contact form", () => {
  it("sends exactly the fields the template needs, shows the sending state, confirms and resets", async () => {
    const { page, context, problems } = await openPage(site)
    const sent = await interceptSends(page, { status: 200, body: "OK", delay: 700 })
    const form = await fillContact(page)
    await form.getByRole("button", { name: "Send message" }).click()
    const button = form.getByRole("button", { name: "Sending..." })
    assert.ok(await button.isDisabled())
    assert.equal(await form.getAttribute("aria-busy"), "true")
    assert.ok(Number(await form.evaluate((el) => getComputedStyle(el).opacity)) < 1, "dimmed while sending")
    await dialog(page).waitFor()
    assert.deepEqual(sent, [
      {
        lib_version: "4.4.1",
        user_id: "public_test",
        service_id: "service_test",
        template_id: "template_contact",
        template_params: { ...visitor, to_name: "Serendib" },
      },
    ])
    assert.equal(await dialog(page).getByRole("heading").textContent(), "Form Submitted!")
    assert.match(await dialog(page).textContent(), /We will reach out to you within 24 hours/)
    assert.deepEqual(await fieldValues(contactForm(page)), ["", "", ""])
    assert.equal(await contactForm(page).getAttribute("aria-busy"), "false")
    assert.equal(await page.evaluate(() => localStorage.getItem("contact-draft")), null)
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest("form")?.getAttribute("aria-label")),
      "Send us a message",
    )
    assert.deepEqual(problems, [])
    await context.close()
  })

  it("cannot send twice from a double click or Enter while sending", async () => {
    const { page, context } = await openPage(site)
    const sent = await interceptSends(page, { status: 200, body: "OK", delay: 800 })
    const form = await fillContact(page)
    const button = form.getByRole("button", { name: "Send message" })
    await button.dblclick()
    await form.getByRole("textbox", { name: "Your name" }).press("Enter")
    await dialog(page).waitFor()
    assert.equal(sent.length, 1)
    await context.close()
  })

  it("keeps everything typed when the service fails, logs the error and offers a mailto with the message", async () => {
    const { page, context } = await openPage(site)
    const errors = []
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    await interceptSends(page, { status: 500, body: "Internal Server Error" })
    const form = await fillContact(page)
    await form.getByRole("button", { name: "Send message" }).click()
    await dialog(page).waitFor()
    assert.equal(await dialog(page).getByRole("heading").textContent(), "Oops. Something went wrong")
    assert.match(await dialog(page).textContent(), /Please try again later or send us an email/)
    const mailto = await dialog(page).getByRole("link", { name: "send us an email" }).getAttribute("href")
    assert.ok(mailto.startsWith("mailto:info@serendibstudio.lk?"))
    assert.equal(new URLSearchParams(mailto.split("?")[1]).get("body"), visitor.message)
    assert.deepEqual(await fieldValues(contactForm(page)), [visitor.from_name, visitor.reply_to, visitor.message])
    assert.ok(
      errors.some((text) => text.includes("The message could not be sent")),
      errors.join("\n"),
    )
    await page.keyboard.press("Escape")
    assert.ok(await form.getByRole("button", { name: "Send message" }).isEnabled())
    await context.close()
  })

  it("explains a network failure and lets the visitor retry at once", async () => {
    const { page, context } = await openPage(site)
    const sent = await interceptSends(page, (n) =>
      n === 1 ? { abort: "internetdisconnected" } : { status: 200, body: "OK" },
    )
    const form = await fillContact(page)
    await form.getByRole("button", { name: "Send message" }).click()
    await dialog(page).waitFor()
    assert.match(await dialog(page).textContent(), /offline/)
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
    await form.getByRole("button", { name: "Send message" }).click()
    await dialog(page).getByRole("heading", { name: "Form Submitted!" }).waitFor()
    assert.equal(sent.length, 2, "a failed send does not use up the rate limit")
    await context.close()
  })

  it("explains a 429 from the service", async () => {
    const { page, context } = await openPage(site)
    await interceptSends(page, { status: 429, body: "Too Many Requests" })
    const form = await fillContact(page)
    await form.getByRole("button", { name: "Send message" }).click()
    await dialog(page).waitFor()
    assert.match(await dialog(page).textContent(), /wait a few seconds/)
    assert.deepEqual(await fieldValues(contactForm(page)), [visitor.from_name, visitor.reply_to, visitor.message])
    await context.close()
  })

  it("rate-limits a second message within 10 seconds in the browser, without a request", async () => {
    const { page, context } = await openPage(site)
    const sent = await interceptSends(page)
    let form = await fillContact(page)
    await form.getByRole("button", { name: "Send message" }).click()
    await dialog(page).getByRole("heading", { name: "Form Submitted!" }).waitFor()
    await page.keyboard.press("Escape")
    await dialog(page).waitFor({ state: "detached" })
    form = await fillContact(page, { ...visitor, message: "One more thing." })
    await form.getByRole("button", { name: "Send message" }).click()
    await dialog(page).getByRole("heading", { name: "Oops. Something went wrong" }).waitFor()
    assert.match(await dialog(page).textContent(), /wait a few seconds/)
    assert.equal(sent.length, 1)
    await context.close()
  })

  it("says so in the form, keeping every field, when even the sending code cannot download (offline)", async () => {
    const { page, context } = await openPage(site)
    const sent = await interceptSends(page)
    const form = await fillContact(page)
    await context.setOffline(true)
    await form.getByRole("button", { name: "Send message" }).click()
    const alert = form.getByRole("alert")
    await alert.waitFor()
    assert.match(await alert.textContent(), /offline, so nothing was sent and what you typed is kept/)
    const mailto = await alert.getByRole("link", { name: "send us an email" }).getAttribute("href")
    assert.equal(new URLSearchParams(mailto.split("?")[1]).get("body"), visitor.message)
    assert.deepEqual(await fieldValues(contactForm(page)), [visitor.from_name, visitor.reply_to, visitor.message])
    await context.setOffline(false)
    await form.getByRole("button", { name: "Send message" }).click()
    await dialog(page).getByRole("heading", { name: "Form Submitted!" }).waitFor()
    assert.equal(sent.length, 1)
    await context.close()
  })

  it("ignores the submit in silence when the honeypot is filled", async () => {
    const { page, context } = await openPage(site)
    const sent = await interceptSends(page)
    const form = await fillContact(page)
    await form.locator('[name="company_website"]').evaluate((input) => (input.value = "https://spam.example"))
    await form.getByRole("button", { name: "Send message" }).click()
    await page.waitForTimeout(500)
    assert.equal(sent.length, 0)
    assert.equal(await dialog(page).count(), 0)
    await context.close()
  })

  it("lets the browser check required fields and the e-mail format, and refuses a message of spaces", async () => {
    const { page, context } = await openPage(site)
    const sent = await interceptSends(page)
    const form = await fillContact(page, { ...visitor, reply_to: "not-an-address" })
    await form.getByRole("button", { name: "Send message" }).click()
    assert.equal(await form.getByRole("textbox", { name: "E-mail" }).evaluate((el) => el.validity.typeMismatch), true)
    await fillContact(page, { ...visitor, message: "    " })
    await form.getByRole("button", { name: "Send message" }).click()
    assert.equal(
      await form.getByRole("textbox", { name: "Message" }).evaluate((el) => el.validationMessage),
      "Please write a message.",
    )
    await page.waitForTimeout(300)
    assert.equal(sent.length, 0)
    await context.close()
  })

  it("keeps the draft across a reload", async () => {
    const { page, context } = await openPage(site)
    await fillContact(page)
    await page.reload({ waitUntil: "networkidle" })
    await page.waitForFunction(() => document.querySelector('[name="message"]').value !== "")
    assert.deepEqual(await fieldValues(contactForm(page)), [visitor.from_name, visitor.reply_to, visitor.message])
    await context.close()
  })

  it("shows its dialogs in the dark theme when the page is dark", async () => {
    const { page, context } = await openPage(site, { colorScheme: "dark" })
    await interceptSends(page)
    const form = await fillContact(page)
    await form.getByRole("button", { name: "Send message" }).click()
    await dialog(page).waitFor()
    const background = await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor)
    const [r, g, b] = background.match(/\d+/g).map(Number)
    assert.ok(r + g + b < 200, `dark popup, got ${background}`)
    await context.close()
  })
})

describe("newsletter", () => {
  const newsletter = (page) => page.getByRole("form", { name: "Newsletter" })

  it("subscribes with its own template, shows Sending..., confirms and clears the field", async () => {
    const { page, context } = await openPage(site)
    const sent = await interceptSends(page, { status: 200, body: "OK", delay: 600 })
    await newsletter(page).getByRole("textbox", { name: "E-mail address" }).fill("reader@example.lk")
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click()
    assert.ok(await newsletter(page).getByRole("button", { name: "Sending..." }).isDisabled())
    assert.equal(await newsletter(page).getAttribute("aria-busy"), "true")
    await dialog(page).waitFor()
    assert.deepEqual(sent, [
      {
        lib_version: "4.4.1",
        user_id: "public_test",
        service_id: "service_test",
        template_id: "template_newsletter",
        template_params: { reply_to: "reader@example.lk", to_name: "Serendib" },
      },
    ])
    assert.equal(await dialog(page).getByRole("heading").textContent(), "You're subscribed!")
    assert.equal(await page.locator("#newsletter-email").inputValue(), "")
    assert.equal(page.url().includes("?"), false, "no page reload")
    await context.close()
  })

  it("keeps the address and explains when subscribing fails", async () => {
    const { page, context } = await openPage(site)
    await interceptSends(page, { abort: "internetdisconnected" })
    await newsletter(page).getByRole("textbox").fill("reader@example.lk")
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click()
    await dialog(page).getByRole("heading", { name: "Oops. Something went wrong" }).waitFor()
    assert.match(await dialog(page).textContent(), /offline/)
    assert.equal(await page.locator("#newsletter-email").inputValue(), "reader@example.lk")
    await context.close()
  })

  it("cannot subscribe twice while sending, and explains a 429", async () => {
    const { page, context } = await openPage(site)
    const sent = await interceptSends(page, { status: 429, body: "Too Many Requests", delay: 700 })
    await newsletter(page).getByRole("textbox").fill("reader@example.lk")
    await newsletter(page).getByRole("button", { name: "Subscribe" }).dblclick()
    await newsletter(page).getByRole("textbox").press("Enter")
    await dialog(page).getByRole("heading", { name: "Oops. Something went wrong" }).waitFor()
    assert.equal(sent.length, 1)
    assert.match(await dialog(page).textContent(), /wait a few seconds/)
    assert.equal(await page.locator("#newsletter-email").inputValue(), "reader@example.lk")
    await context.close()
  })

  it("requires a valid address, and ignores a filled honeypot", async () => {
    const { page, context } = await openPage(site)
    const sent = await interceptSends(page)
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click()
    assert.equal(
      await newsletter(page)
        .getByRole("textbox")
        .evaluate((el) => el.validity.valueMissing),
      true,
    )
    await newsletter(page).getByRole("textbox").fill("nope")
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click()
    assert.equal(
      await newsletter(page)
        .getByRole("textbox")
        .evaluate((el) => el.validity.typeMismatch),
      true,
    )
    await newsletter(page).getByRole("textbox").fill("reader@example.lk")
    await newsletter(page)
      .locator('[name="newsletter_website"]')
      .evaluate((input) => (input.value = "x"))
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click()
    await page.waitForTimeout(400)
    assert.equal(sent.length, 0)
    assert.equal(await dialog(page).count(), 0)
    await context.close()
  })
})
