// The forms where they really break: JavaScript off, scripts held back, storage that throws or is
// full, an answer that never comes, on-demand code that fails to download, and two open tabs.
// Served by the host's runtime; requests to the e-mail service are intercepted.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import {
  setUpBuiltSite,
  openPage,
  fillContactForm,
  VISITOR,
  interceptSends,
  dialog,
  contactForm,
  fieldValues,
  failChunk,
  holdScripts,
  reach,
} from "./harness.mjs"

const site = setUpBuiltSite()
const TYPED = [VISITOR.from_name, VISITOR.reply_to, VISITOR.message]
const newsletterForm = (page) => page.locator('form[aria-label="Newsletter"]')
const sendButton = (page) => contactForm(page).getByRole("button", { name: "Send message" })

/** What the visitor typed must never reach an address bar, history, or the host's logs. */
const assertNothingInTheAddress = (page) => assert.equal(new URL(page.url()).search, "")

/**
 * A page whose scripts are held until `release()`: a phone on a slow network, before the page is
 * interactive. `prepare` adds to the set-up (init scripts, routes).
 */
async function openHeldPage(prepare = async () => {}) {
  let held
  const opened = await openPage(site, {
    waitUntil: "domcontentloaded",
    prepare: async (page) => {
      held = await holdScripts(page)
      await prepare(page)
    },
  })
  return { ...opened, release: held.release }
}

/** Makes localStorage and sessionStorage throw on access, as a browser that blocks site data does. */
const blockStorage = (page) =>
  page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError")
        },
      })
  })

describe("forms without JavaScript", () => {
  it("the contact form hands the message to the visitor's mail program, keeps it, and says how else to reach us", async () => {
    const { page, context } = await openPage(site, { javaScriptEnabled: false })
    try {
      const requested = []
      page.on("request", (request) => requested.push(request.url()))
      const form = contactForm(page)
      // (Playwright's text queries skip <noscript>, where the browser shows this note.)
      const note = form.locator("noscript p")
      assert.ok(await note.isVisible())
      const noteText = await note.textContent()
      assert.match(noteText, /^JavaScript is off in this browser, so Send message opens your e-mail program/)
      assert.match(noteText, /info@serendibstudio\.lk/)
      assert.match(noteText, /\+94 11 258 4470/)
      await fillContactForm(page)
      await sendButton(page).click()
      await page.waitForTimeout(500)
      assertNothingInTheAddress(page)
      assert.deepEqual(await fieldValues(form), TYPED)
      const mailto = requested.find((url) => url.startsWith("mailto:"))
      assert.ok(mailto, `the mail program was not asked: ${requested.join(", ")}`)
      const [address, query] = mailto.slice("mailto:".length).split("?")
      assert.equal(address, "info@serendibstudio.lk")
      const body = new URLSearchParams(query).get("body")
      for (const value of TYPED) assert.ok(body.includes(value), `${value} is in the e-mail: ${body}`)
      assert.ok(!requested.some((url) => url.startsWith(site.url) && url.includes(encodeURIComponent("Dilani"))))
    } finally {
      await context.close()
    }
  })

  it("the newsletter form puts no address in the page's URL", async () => {
    const { page, context } = await openPage(site, { javaScriptEnabled: false })
    try {
      const requested = []
      page.on("request", (request) => requested.push(request.url()))
      await newsletterForm(page).locator('input[type="email"]').fill("reader@example.lk")
      await newsletterForm(page).getByRole("button", { name: "Subscribe" }).click()
      await page.waitForTimeout(500)
      assertNothingInTheAddress(page)
      assert.equal(await newsletterForm(page).locator('input[type="email"]').inputValue(), "reader@example.lk")
      assert.ok(requested.some((url) => url.startsWith("mailto:info@serendibstudio.lk?")))
    } finally {
      await context.close()
    }
  })
})

describe("a submit before the page is interactive", () => {
  for (const browser of ["a current browser", "Safari 15, which has no requestSubmit"])
    it(`is kept with a note, then sent once, with what was typed, when the scripts arrive (${browser})`, async () => {
      const { page, context, release } = await openHeldPage(async (page) => {
        if (browser.startsWith("Safari")) await page.addInitScript(() => delete HTMLFormElement.prototype.requestSubmit)
      })
      try {
        const sent = await interceptSends(page)
        const form = await fillContactForm(page)
        await sendButton(page).click()
        await form.getByText("will be sent as soon as the page has finished loading").waitFor()
        assertNothingInTheAddress(page)
        assert.equal(sent.length, 0)
        await page.waitForTimeout(2000) // a slow phone
        release()
        await dialog(page).getByRole("heading", { name: "Form Submitted!" }).waitFor({ timeout: 15000 })
        assertNothingInTheAddress(page)
        assert.equal(sent.length, 1)
        assert.deepEqual(sent[0].template_params, { ...VISITOR, to_name: "Serendib" })
        assert.deepEqual(await fieldValues(contactForm(page)), ["", "", ""])
      } finally {
        await context.close()
      }
    })

  it("holds a newsletter subscription the same way, and subscribes once", async () => {
    const { page, context, release } = await openHeldPage()
    try {
      const sent = await interceptSends(page)
      await newsletterForm(page).locator('input[type="email"]').fill("reader@example.lk")
      await newsletterForm(page).getByRole("button", { name: "Subscribe" }).click()
      await newsletterForm(page).getByText("You will be subscribed as soon as the page has finished loading.").waitFor()
      assertNothingInTheAddress(page)
      release()
      await dialog(page).getByRole("heading", { name: "You're subscribed!" }).waitFor({ timeout: 15000 })
      assert.deepEqual(
        sent.map((body) => body.template_params),
        [{ reply_to: "reader@example.lk", to_name: "Serendib" }],
      )
    } finally {
      await context.close()
    }
  })

  it("keeps what was typed before the page was interactive, without a submit", async () => {
    const { page, context, release } = await openHeldPage()
    try {
      await fillContactForm(page)
      release()
      await page.waitForLoadState("networkidle")
      await page.waitForTimeout(500) // hydration, then the draft restored from storage
      assert.deepEqual(await fieldValues(contactForm(page)), TYPED)
      // Still typed after the page became interactive: the form must now be able to send it.
      const sent = await interceptSends(page)
      await sendButton(page).click()
      await dialog(page).getByRole("heading", { name: "Form Submitted!" }).waitFor()
      assert.deepEqual(sent[0].template_params, { ...VISITOR, to_name: "Serendib" })
    } finally {
      await context.close()
    }
  })
})

describe("storage blocked or full", () => {
  it("sends when localStorage and sessionStorage throw, rate-limits in memory, and promises no kept draft", async () => {
    const { page, context, problems } = await openPage(site, { prepare: blockStorage })
    try {
      const sent = await interceptSends(page)
      const form = await fillContactForm(page)
      assert.equal(await form.getByText("Your draft is kept in this browser until it is sent.").isVisible(), false)
      await sendButton(page).click()
      await dialog(page).getByRole("heading", { name: "Form Submitted!" }).waitFor()
      assert.equal(sent.length, 1)
      await page.keyboard.press("Escape")
      await dialog(page).waitFor({ state: "detached" })
      await fillContactForm(page)
      await sendButton(page).click()
      await dialog(page).waitFor()
      assert.match(await dialog(page).textContent(), /wait a few seconds/)
      assert.equal(sent.length, 1, "the second send was stopped in the browser")
      assert.deepEqual(
        problems.filter((line) => !line.includes("could not be sent")),
        [],
      )
    } finally {
      await context.close()
    }
  })

  it("shows the draft notice only while the draft is really kept", async () => {
    const { page, context } = await openPage(site, {
      prepare: (page) =>
        page.addInitScript(() => {
          const setItem = Storage.prototype.setItem
          Storage.prototype.setItem = function (key, value) {
            if (window.__storageFull) throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
            return setItem.call(this, key, value)
          }
        }),
    })
    try {
      const notice = contactForm(page).getByText("Your draft is kept in this browser until it is sent.")
      await fillContactForm(page)
      assert.ok(await notice.isVisible(), "kept while storage takes it")
      await page.evaluate(() => (window.__storageFull = true))
      await contactForm(page).getByRole("textbox", { name: "Message" }).fill("A longer message that no longer fits")
      await notice.waitFor({ state: "hidden" })
      await page.evaluate(() => (window.__storageFull = false))
      await contactForm(page).getByRole("textbox", { name: "Message" }).fill("Shorter again")
      await notice.waitFor({ state: "visible" })
    } finally {
      await context.close()
    }
  })
})

describe("a send that never gets an answer", () => {
  it("fails after 20 seconds with the mailto link and the fields kept; a late answer changes nothing", async () => {
    const { page, context } = await openPage(site, { prepare: (page) => page.clock.install() })
    try {
      let answer, asked
      const answered = new Promise((resolve) => (answer = resolve))
      const requested = new Promise((resolve) => (asked = resolve))
      const sent = []
      await page.route("**/api/v1.0/email/send**", async (route) => {
        sent.push(route.request().postData())
        asked()
        await answered
        await route
          .fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } })
          .catch(() => {})
      })
      await fillContactForm(page)
      await sendButton(page).click()
      await requested // the 20 s run from here
      await page.clock.fastForward(19_000)
      await page.waitForTimeout(300)
      assert.equal(await dialog(page).count(), 0, "not before 20 s")
      await page.clock.fastForward(1_500)
      await dialog(page).getByRole("heading", { name: "Oops. Something went wrong" }).waitFor()
      assert.match(await dialog(page).textContent(), /no answer within 20 seconds/)
      assert.ok(
        (await dialog(page).getByRole("link", { name: "send us an email" }).getAttribute("href")).startsWith("mailto:"),
      )
      assert.deepEqual(await fieldValues(contactForm(page)), TYPED)
      await page.keyboard.press("Escape")
      await dialog(page).waitFor({ state: "detached" })
      answer()
      await page.waitForTimeout(1000)
      assert.equal(await dialog(page).count(), 0, "no second dialog")
      assert.equal(sent.length, 1, "no second send")
      assert.deepEqual(await fieldValues(contactForm(page)), TYPED)
      assert.ok(await sendButton(page).isEnabled())
    } finally {
      await context.close()
    }
  })
})

describe("on-demand code that fails to download", () => {
  it("a successful send whose dialog code fails says so in the form, with the reply promise", async () => {
    const { page, context } = await openPage(site, { prepare: (page) => failChunk(page, "dialogs", 404) })
    try {
      const sent = await interceptSends(page)
      await fillContactForm(page)
      await sendButton(page).click()
      const status = contactForm(page).getByRole("status").filter({ hasText: "Form Submitted!" })
      await status.waitFor()
      assert.match(await status.textContent(), /We will reach out to you within 24 hours/)
      assert.equal(sent.length, 1)
      assert.equal(await dialog(page).count(), 0)
      assert.equal(await contactForm(page).getByText("Something went wrong").count(), 0)
      assert.deepEqual(await fieldValues(contactForm(page)), ["", "", ""])
    } finally {
      await context.close()
    }
  })

  it("a failed send whose dialog code fails says so in the form, with the mailto link", async () => {
    const { page, context } = await openPage(site, { prepare: (page) => failChunk(page, "dialogs", 404) })
    try {
      await interceptSends(page, { status: 500, body: "Internal Server Error" })
      await fillContactForm(page)
      await sendButton(page).click()
      const alert = contactForm(page).getByRole("alert")
      await alert.getByText("Oops. Something went wrong").waitFor()
      const mailto = await alert.getByRole("link", { name: "send us an email" }).getAttribute("href")
      assert.equal(new URLSearchParams(mailto.split("?")[1]).get("body"), VISITOR.message)
      assert.deepEqual(await fieldValues(contactForm(page)), TYPED)
    } finally {
      await context.close()
    }
  })

  it("a 404 for the sending code after a new deploy offers a reload, and the draft survives it", async () => {
    const { page, context } = await openPage(site, { prepare: (page) => failChunk(page, "send", 404) })
    try {
      await fillContactForm(page)
      await sendButton(page).click()
      const alert = contactForm(page).getByRole("alert")
      await alert.getByText("updated since you opened it").waitFor()
      assert.equal(await alert.getByText("offline").count(), 0)
      await page.unrouteAll()
      await Promise.all([page.waitForEvent("load"), alert.getByRole("button", { name: "Reload the page" }).click()])
      await page.waitForLoadState("networkidle")
      assert.deepEqual(await fieldValues(contactForm(page)), TYPED)
    } finally {
      await context.close()
    }
  })

  it("a 404 for the e-mail client's own file is told the same way, not as a failed send", async () => {
    const { page, context } = await openPage(site, { prepare: (page) => failChunk(page, "email-client", 404) })
    try {
      const sent = await interceptSends(page)
      await fillContactForm(page)
      await sendButton(page).click()
      const alert = contactForm(page).getByRole("alert")
      await alert.getByText("updated since you opened it").waitFor()
      assert.ok(await alert.getByRole("button", { name: "Reload the page" }).isVisible())
      assert.equal(await dialog(page).count(), 0)
      assert.equal(sent.length, 0)
      assert.deepEqual(await fieldValues(contactForm(page)), TYPED)
    } finally {
      await context.close()
    }
  })

  it("a sending code that cannot download while offline still says offline", async () => {
    const { page, context } = await openPage(site, { prepare: (page) => failChunk(page, "send") })
    try {
      await fillContactForm(page)
      await context.setOffline(true)
      await sendButton(page).click()
      const alert = contactForm(page).getByRole("alert")
      await alert.getByText("offline").waitFor()
      assert.equal(await alert.getByText("updated since").count(), 0)
      assert.deepEqual(await fieldValues(contactForm(page)), TYPED)
    } finally {
      await context.close()
    }
  })
})

describe("drafts in two tabs", () => {
  const DRAFT_A = { ...VISITOR, message: "Tab A: a booking system for our two halls." }
  const DRAFT_B = { ...VISITOR, message: "Tab B: a loyalty app for our cafe." }

  it("a reload keeps each tab's own draft, and a send in one tab leaves the other's draft alone", async () => {
    const { page: a, context } = await openPage(site)
    try {
      const b = await context.newPage()
      await b.goto(site.url, { waitUntil: "networkidle" })
      await fillContactForm(a, DRAFT_A)
      await fillContactForm(b, DRAFT_B)
      await a.reload({ waitUntil: "networkidle" })
      assert.equal(await contactForm(a).locator('[name="message"]').inputValue(), DRAFT_A.message)
      await b.reload({ waitUntil: "networkidle" })
      assert.equal(await contactForm(b).locator('[name="message"]').inputValue(), DRAFT_B.message)
      const sent = await interceptSends(b)
      await sendButton(b).click()
      await dialog(b).getByRole("heading", { name: "Form Submitted!" }).waitFor()
      assert.equal(sent[0].template_params.message, DRAFT_B.message)
      await a.reload({ waitUntil: "networkidle" })
      assert.equal(await contactForm(a).locator('[name="message"]').inputValue(), DRAFT_A.message)
      // A tab opened later (say, after the browser crashed) offers the newest draft left.
      const c = await context.newPage()
      await c.goto(site.url, { waitUntil: "networkidle" })
      await reach(contactForm(c))
      assert.equal(await contactForm(c).locator('[name="message"]').inputValue(), DRAFT_A.message)
    } finally {
      await context.close()
    }
  })
})
