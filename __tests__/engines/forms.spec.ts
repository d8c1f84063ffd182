// Both forms, sent to the e-mail service's stand-in: a contact message confirmed in a dialog, a
// failed send that keeps what was typed, a subscription, and a message sent before the page's code
// had arrived, kept and sent once when it came.
import { test, expect } from "./fixtures"
import { answerSends, sendsFrom } from "./mail-service"
import { addressFor, shown, until, visit, reach } from "./helpers"
import { TEST_BUILD_ENV } from "../../scripts/lib/test-build"
import { sendWith, VISITOR } from "../site/harness"
import type { Visitor } from "./visitor"

const CONTACT = 'form[aria-label="Send us a message"]'
const NEWSLETTER = 'form[aria-label="Newsletter"]'
const FIELDS = ["#field-from_name", "#field-reply_to", "#field-message"]
const { from_name: name, message } = VISITOR

const dialogTitle = () => document.querySelector(".swal2-popup .swal2-title")?.textContent ?? null
const values = (selectors: string[]) =>
  selectors.map((selector) => document.querySelector<HTMLInputElement>(selector)!.value)

async function writeMessage(visitor: Visitor, replyTo: string) {
  for (const [field, text] of [
    [FIELDS[0]!, name],
    [FIELDS[1]!, replyTo],
    [FIELDS[2]!, message],
  ] as const)
    await visitor.type(field, text)
  await visitor.click(`${CONTACT} button[type="submit"]`)
}

async function closeDialog(visitor: Visitor) {
  await expect.poll(() => shown(visitor, ".swal2-popup"), { message: "the dialog is on screen" }).toBe(true)
  await visitor.press("Escape")
  await until(visitor, null, dialogTitle)
}

test("sends a message with exactly the template's fields, confirms it and empties the form", async ({
  visitor,
  shoot,
}) => {
  const replyTo = addressFor(visitor, "contact")
  await visit(visitor)
  await reach(visitor, CONTACT)
  await writeMessage(visitor, replyTo)
  await until(visitor, "Form Submitted!", dialogTitle)
  await shoot("sent")
  expect(await sendsFrom(replyTo)).toEqual([
    sendWith(TEST_BUILD_ENV.GATSBY_EMAILJS_TEMPLATE_ID, {
      from_name: name,
      reply_to: replyTo,
      message,
      to_name: "Serendib",
    }),
  ])
  expect(await visitor.run(values, FIELDS)).toEqual(["", "", ""])
  await closeDialog(visitor)
})

test.describe("when the service fails", () => {
  test.use({ expectedProblems: /The message could not be sent|HTTP 500: .*\/api\/v1\.0\/email\/send/ })
  test("says so and keeps everything typed", async ({ visitor }) => {
    const replyTo = addressFor(visitor, "failure")
    await answerSends(replyTo, { status: 500, body: "Internal Server Error" })
    await visit(visitor)
    await reach(visitor, CONTACT)
    await writeMessage(visitor, replyTo)
    await until(visitor, "Oops. Something went wrong", dialogTitle)
    await closeDialog(visitor)
    expect(await visitor.run(values, FIELDS)).toEqual([name, replyTo, message])
  })
})

test("subscribes to the newsletter with its own template", async ({ visitor }) => {
  const replyTo = addressFor(visitor, "newsletter")
  await visit(visitor)
  await reach(visitor, NEWSLETTER)
  await visitor.type("#newsletter-email", replyTo)
  await visitor.click(`${NEWSLETTER} button[type="submit"]`)
  await until(visitor, "You're subscribed!", dialogTitle)
  expect(await sendsFrom(replyTo)).toEqual([
    sendWith(TEST_BUILD_ENV.GATSBY_EMAILJS_NEWSLETTER_TEMPLATE_ID, { reply_to: replyTo, to_name: "Serendib" }),
  ])
  expect(await visitor.run(values, ["#newsletter-email"])).toEqual([""])
  await closeDialog(visitor)
})

test("keeps a message sent before the page's code arrived, and sends it once when it comes", async ({
  visitor,
  network,
}) => {
  const replyTo = addressFor(visitor, "early")
  const scripts = network.holdScripts()
  await visitor.open("/", { origin: network.origin, waitForLoad: false })
  await scripts.requested // the first screen is painted, and the page's code asked for
  await writeMessage(visitor, replyTo)
  await until(
    visitor,
    true,
    (form) =>
      document.querySelector(form)!.textContent!.includes("will be sent as soon as the page has finished loading"),
    CONTACT,
  )
  expect(await visitor.run(() => location.search)).toBe("")
  expect(await sendsFrom(replyTo)).toEqual([])
  scripts.release()
  await until(visitor, "Form Submitted!", dialogTitle)
  expect((await sendsFrom(replyTo)).map((send) => send.template_params)).toEqual([
    { from_name: name, reply_to: replyTo, message, to_name: "Serendib" },
  ])
})
