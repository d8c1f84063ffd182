// Both forms, sent to the e-mail service's stand-in: a contact message confirmed in a dialog, a
// failed send that keeps what was typed, a failed subscription kept and then made, and a message
// and a subscription sent before the page's code had arrived, each kept and sent once when it came.
import { test, expect } from "./fixtures"
import { answerSends, sendsFrom } from "./mail-service"
import { addressFor, shown, until, visit, reach } from "./helpers"
import { TEST_BUILD_ENV } from "../../scripts/lib/test-build"
import { sendWith, VISITOR } from "../site/harness"
import type { Visitor } from "./visitor"
import { W, SITE, content } from "../content"
import { siteLanguages, translationFile } from "../../shared/languages"

const LANGUAGES = siteLanguages(content("site.json"))
import { fill } from "../../src/lib/fill"
import { CONTACT_FIELDS } from "../../src/forms/form-values"

const CONTACT = `form[aria-label="${W.contactForm.name}"]`
const NEWSLETTER = `form[aria-label="${W.newsletter.name}"]`
const FIELDS = CONTACT_FIELDS.map(({ name }) => `#field-${name}`)
const SEND = `${CONTACT} button[type="submit"]`
const EMAIL = "#newsletter-email"
const SUBSCRIBE = `${NEWSLETTER} button[type="submit"]`
/** The service's answer to a send it cannot take. */
const REFUSED = { status: 500, body: "Internal Server Error" }
/** What a send the service refuses leaves in the engine's reports: its HTTP 500, and the page's log of it. */
const FAILED_SEND = /The message could not be sent|HTTP 500: .*\/api\/v1\.0\/email\/send/
/** The enquiry a visitor of this engine writes, from its own address. */
const enquiry = (replyTo: string) => ({ ...VISITOR, reply_to: replyTo })
const typed = (replyTo: string) => CONTACT_FIELDS.map(({ name }) => enquiry(replyTo)[name])

const dialogTitle = () => document.querySelector(".swal2-popup .swal2-title")?.textContent ?? null
const values = (selectors: string[]) =>
  selectors.map((selector) => document.querySelector<HTMLInputElement>(selector)!.value)

async function writeMessage(visitor: Visitor, replyTo: string) {
  for (const [i, text] of typed(replyTo).entries()) await visitor.type(FIELDS[i]!, text)
  await visitor.click(SEND)
}

/** What each template is sent for a send from `replyTo`. */
const messageParams = (replyTo: string) => ({ ...enquiry(replyTo), to_name: SITE.shortName })
const subscriptionParams = (replyTo: string) => ({ reply_to: replyTo, to_name: SITE.shortName })

async function subscribe(visitor: Visitor, replyTo: string) {
  await visitor.type(EMAIL, replyTo)
  await visitor.click(SUBSCRIBE)
}

async function closeDialog(visitor: Visitor) {
  await expect.poll(() => shown(visitor, ".swal2-popup"), { message: "the dialog is on screen" }).toBe(true)
  await visitor.press("Escape")
  await until(visitor, null, dialogTitle)
}

// The forms do not change with the width: each engine sends at one (playwright.config.ts).
test.describe("the forms", () => {
  test.describe("in the site's last language", () => {
    const language = LANGUAGES.at(-1)!
    const words = language === LANGUAGES[0] ? W : content<typeof W>(translationFile("words.json", language))
    const site =
      language === LANGUAGES[0]
        ? SITE
        : { ...SITE, ...content<Partial<typeof SITE>>(translationFile("site.json", language)) }
    const form = `form[aria-label="${words.contactForm.name}"]`
    test.use({ expectedProblems: FAILED_SEND })
    test("confirms a message sent, and says a failed one failed, in that language", async ({ visitor }) => {
      test.skip(LANGUAGES.length < 2, "the site is written in one language")
      const replyTo = addressFor(visitor, `sent-${language}`)
      await answerSends(replyTo)
      await visit(visitor, `/${language}/`)
      await reach(visitor, form)
      for (const [i, text] of typed(replyTo).entries()) await visitor.type(FIELDS[i]!, text)
      await visitor.click(`${form} button[type="submit"]`)
      await until(visitor, words.contactForm.sentTitle, dialogTitle)
      expect(await visitor.run(() => document.querySelector(".swal2-popup")!.textContent)).toContain(
        fill(words.contactForm.sentText, { time: site.replyWithin }),
      )
      await closeDialog(visitor)
      const failing = addressFor(visitor, `failed-${language}`)
      await answerSends(failing, REFUSED)
      for (const [i, text] of typed(failing).entries()) await visitor.type(FIELDS[i]!, text)
      await visitor.click(`${form} button[type="submit"]`)
      await until(visitor, words.sending.failedTitle, dialogTitle)
      await closeDialog(visitor)
      expect(await visitor.run(values, FIELDS)).toEqual(typed(failing))
    })
  })

  test("sends a message once however often it is submitted, with exactly the template's fields, busy meanwhile; confirms it and empties the form", async ({
    visitor,
    shoot,
  }) => {
    const replyTo = addressFor(visitor, "contact")
    await answerSends(replyTo, { delay: 2500 })
    await visit(visitor)
    await reach(visitor, CONTACT)
    await writeMessage(visitor, replyTo)
    // Submitted again while it is on its way: a second tap, and Enter in a field.
    await visitor.click(SEND)
    await visitor.run((field) => document.querySelector<HTMLElement>(field)!.focus(), "#field-from_name")
    await visitor.press("Enter")
    const sending = (form: string, button: string) => [
      document.querySelector(form)!.getAttribute("aria-busy"),
      document.querySelector(button)!.getAttribute("aria-disabled") === "true",
      Number(getComputedStyle(document.querySelector(form)!).opacity) < 1, // dimmed
    ]
    await until(visitor, ["true", true, true], sending, CONTACT, SEND)
    // A correction typed while it is on its way would not be in what was sent: the fields wait.
    await visitor.type("#field-reply_to", "x")
    expect(await visitor.run(values, FIELDS)).toEqual(typed(replyTo))
    await until(visitor, W.contactForm.sentTitle, dialogTitle)
    await shoot("sent")
    const sentText = fill(W.contactForm.sentText, { time: SITE.replyWithin })
    expect(await visitor.run(() => document.querySelector(".swal2-popup")!.textContent)).toContain(sentText)
    expect(await sendsFrom(replyTo)).toEqual([
      sendWith(TEST_BUILD_ENV.GATSBY_EMAILJS_TEMPLATE_ID, messageParams(replyTo)),
    ])
    expect(await visitor.run(values, FIELDS)).toEqual(FIELDS.map(() => ""))
    expect(await visitor.run(sending, CONTACT, SEND)).toEqual(["false", false, false])
    await closeDialog(visitor)
    expect(await visitor.run(() => document.activeElement?.closest("form")?.getAttribute("aria-label"))).toBe(
      W.contactForm.name,
    )
    await visitor.reload()
    await until(visitor, true, () => document.documentElement.hasAttribute("data-hydrated"))
    expect(await visitor.run(values, FIELDS), "the draft sent is forgotten").toEqual(FIELDS.map(() => ""))
  })

  test.describe("when the service fails", () => {
    test.use({ expectedProblems: FAILED_SEND })
    // Chromium's own site test proves this and more (forms.spec.ts: the mailto, the log, focus back).
    test("says so and keeps everything typed", { tag: "@not-chromium" }, async ({ visitor }) => {
      const replyTo = addressFor(visitor, "failure")
      await answerSends(replyTo, REFUSED)
      await visit(visitor)
      await reach(visitor, CONTACT)
      await writeMessage(visitor, replyTo)
      await until(visitor, W.sending.failedTitle, dialogTitle)
      await closeDialog(visitor)
      expect(await visitor.run(values, FIELDS)).toEqual(typed(replyTo))
    })

    test("keeps the address of a failed subscription, then subscribes with its own template", async ({ visitor }) => {
      const replyTo = addressFor(visitor, "newsletter")
      await answerSends(replyTo, REFUSED, { delay: 2000 })
      await visit(visitor)
      await reach(visitor, NEWSLETTER)
      // A label on screen, and text large enough that a phone does not zoom in on focus.
      expect(await shown(visitor, 'label[for="newsletter-email"]')).toBe(true)
      expect(
        await visitor.run((field) => parseFloat(getComputedStyle(document.querySelector(field)!).fontSize), EMAIL),
      ).toBeGreaterThanOrEqual(16)
      await subscribe(visitor, replyTo)
      await until(visitor, W.sending.failedTitle, dialogTitle)
      await closeDialog(visitor)
      expect(await visitor.run(values, [EMAIL])).toEqual([replyTo])
      // Tried again, as the dialog says: the service answers this time.
      await visitor.click(SUBSCRIBE)
      const sending = (form: string, button: string) => [
        document.querySelector(form)!.getAttribute("aria-busy"),
        document.querySelector(button)!.textContent,
      ]
      await until(visitor, ["true", W.contactForm.sending], sending, NEWSLETTER, SUBSCRIBE)
      await visitor.type(EMAIL, "x") // what is sent is what the field shows
      expect(await visitor.run(values, [EMAIL])).toEqual([replyTo])
      await until(visitor, W.newsletter.sentTitle, dialogTitle)
      const subscription = sendWith(TEST_BUILD_ENV.GATSBY_EMAILJS_NEWSLETTER_TEMPLATE_ID, subscriptionParams(replyTo))
      expect(await sendsFrom(replyTo)).toEqual([subscription, subscription])
      // Emptied by React's render after the send, which may come a moment after the dialog.
      await until(visitor, [""], values, [EMAIL])
      expect(await visitor.run(() => location.search), "no page reload").toBe("")
      await closeDialog(visitor)
    })
  })

  /** Which form a visitor sends before the page's code has arrived, and what the page says then and after. */
  const EARLY = [
    {
      form: "message",
      selector: CONTACT,
      send: writeMessage,
      held: W.contactForm.early,
      confirmed: W.contactForm.sentTitle,
      params: messageParams,
      fields: FIELDS,
    },
    {
      form: "subscription",
      selector: NEWSLETTER,
      send: subscribe,
      held: W.newsletter.early,
      confirmed: W.newsletter.sentTitle,
      params: subscriptionParams,
      fields: [EMAIL],
    },
  ]

  // A first visit: the page's scripts must come over the slow network, not from a cache.
  test.describe("on a first visit", () => {
    test.use({ freshBrowser: true })
    for (const { form, selector, send, held, confirmed, params, fields } of EARLY)
      test(`keeps a ${form} sent before the page's code arrived, and sends it once when it comes`, async ({
        visitor,
        network,
      }) => {
        const replyTo = addressFor(visitor, `early-${form}`)
        const scripts = network.holdScripts()
        await visitor.open("/", { origin: network.origin, waitForLoad: false })
        await scripts.requested // the first screen is painted, and the page's code asked for
        await send(visitor, replyTo)
        // Said, not only shown: a live region, in a form marked busy.
        await until(
          visitor,
          [true, "true"],
          (selector, held) => {
            const form = document.querySelector(selector)!
            const said = [...form.querySelectorAll('[role="status"]')].some((status) =>
              status.textContent!.includes(held),
            )
            return [said, form.getAttribute("aria-busy")]
          },
          selector,
          held,
        )
        expect(await visitor.run(() => location.search)).toBe("")
        expect(await sendsFrom(replyTo)).toEqual([])
        scripts.release()
        await until(visitor, confirmed, dialogTitle)
        expect((await sendsFrom(replyTo)).map((sent) => sent.template_params)).toEqual([params(replyTo)])
        await until(
          visitor,
          fields.map(() => ""),
          values,
          fields,
        )
      })
  })
})
