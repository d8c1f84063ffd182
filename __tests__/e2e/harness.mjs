// Shared set-up for browser tests: the build served by the host's own runtime (Cloudflare Pages'
// `wrangler pages dev`, with the build's _headers) and one Chromium per test file.
import { before, after } from "node:test"
import assert from "node:assert/strict"
import { existsSync, readFileSync } from "node:fs"
import { startPagesDev } from "../../scripts/lib/pages-dev.mjs"
import { launchChromium } from "../../scripts/lib/chromium.mjs"

export function setUpBuiltSite() {
  const site = { url: "", browser: undefined }
  let server
  before(async () => {
    if (!existsSync("public/index.html"))
      throw new Error("No build in public/: run `npm run build` first (npm test does)")
    server = await startPagesDev()
    site.url = server.url
    site.browser = await launchChromium()
  })
  after(async () => {
    await site.browser?.close()
    await server?.close()
  })
  return site
}

/**
 * A fresh page with its own context; console errors and failed requests are collected.
 * `prepare(page, context)` runs before the page is opened (init scripts, routes); `waitUntil` says
 * how far the load must get ("domcontentloaded" while scripts are held back).
 */
export async function openPage(
  site,
  {
    width = 1280,
    height = 900,
    colorScheme = "light",
    javaScriptEnabled = true,
    reducedMotion = "no-preference",
    prepare = async () => {},
    waitUntil = "networkidle",
  } = {},
) {
  const context = await site.browser.newContext({
    viewport: { width, height },
    colorScheme,
    javaScriptEnabled,
    reducedMotion,
  })
  // Fail in seconds, not Playwright's default 30 s: everything here is local.
  context.setDefaultTimeout(5000)
  const page = await context.newPage()
  const problems = []
  page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`))
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  page.on("requestfailed", (request) => problems.push(`failed request: ${request.url()}`))
  page.on(
    "response",
    (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()}: ${response.url()}`),
  )
  await prepare(page, context)
  await page.goto(site.url, { waitUntil })
  return { page, context, problems }
}

/**
 * Scrolls `locator` into view, as a visitor would, and waits until its part of the page is
 * interactive: the sections below the header load their code when first needed, and an island
 * marks itself `data-hydrated` once React has hydrated it and run its effects (Island.tsx).
 */
export async function reach(locator) {
  await locator.scrollIntoViewIfNeeded()
  await locator
    .page()
    .waitForFunction(
      (element) => element.closest("[data-island]")?.hasAttribute("data-hydrated"),
      await locator.elementHandle(),
    )
}

/** A visitor's enquiry, as the tests type it into the contact form. */
export const VISITOR = {
  from_name: "Dilani Perera",
  reply_to: "dilani@example.lk",
  message: "We would like a booking system for our two halls.",
}

/** Types an enquiry into the contact form by its labels; returns the form. */
export async function fillContactForm(page, values = VISITOR) {
  const form = page.getByRole("form", { name: "Send us a message" })
  await form.getByRole("textbox", { name: "Your name" }).fill(values.from_name)
  await form.getByRole("textbox", { name: "E-mail" }).fill(values.reply_to)
  await form.getByRole("textbox", { name: "Message" }).fill(values.message)
  return form
}

/** Intercepts sends: each gets `answer` (status, body, delay). Returns the JSON bodies received. */
export async function interceptSends(page, answer = { status: 200, body: "OK" }) {
  const sent = []
  await page.route("**/api/v1.0/email/send**", async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? "{}"))
    const { status, body, delay = 0, abort } = typeof answer === "function" ? answer(sent.length) : answer
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    if (abort) await route.abort(abort)
    else
      await route.fulfill({
        status,
        body,
        headers: { "content-type": "text/plain", "access-control-allow-origin": "*" },
      })
  })
  return sent
}

export const dialog = (page) => page.getByRole("dialog")
// While a dialog is open the page behind it is hidden from assistive technology (as it should be),
// so these read the fields by name rather than by role.
export const contactForm = (page) => page.locator('form[aria-label="Send us a message"]')
export const fieldValues = (form) =>
  Promise.all(["from_name", "reply_to", "message"].map((name) => form.locator(`[name="${name}"]`).inputValue()))

/** The files of one of the build's named on-demand chunks ("send", "dialogs"), from webpack's stats. */
export function chunkFiles(name) {
  const stats = JSON.parse(readFileSync("public/webpack.stats.json", "utf8"))
  const files = stats.namedChunkGroups[name]?.assets.map((asset) => asset.name ?? asset) ?? []
  assert.ok(files.length, `the build has a chunk named ${name}`)
  return files
}

/**
 * Holds back every script the page asks for from now on, as a slow network would, until
 * `release()`; `requested` settles with the address of the first one asked for.
 */
export async function holdScripts(page) {
  let release, asked
  const gate = new Promise((resolve) => (release = resolve))
  const requested = new Promise((resolve) => (asked = resolve))
  await page.route(/\.js(\?|$)/, async (route) => {
    asked(route.request().url())
    await gate
    await route.continue()
  })
  return { requested, release }
}

/**
 * Holds back the on-demand chunk `name`, as a slow network would, until `release(answer)`: with
 * no answer it then arrives, otherwise Playwright fulfils the request with `answer`.
 */
export async function holdChunk(page, name) {
  const files = chunkFiles(name)
  let release
  const released = new Promise((resolve) => (release = resolve))
  await page.route(
    (url) => files.some((file) => url.pathname.endsWith(`/${file}`)),
    async (route) => {
      const answer = await released
      await (answer ? route.fulfill(answer) : route.continue())
    },
  )
  return { release }
}

/** Answers the on-demand chunk `name` with `status`, or fails it as a lost connection would. */
export const failChunk = (page, name, status) => {
  const files = chunkFiles(name)
  return page.route(
    (url) => files.some((file) => url.pathname.endsWith(`/${file}`)),
    (route) => (status ? route.fulfill({ status, body: "Not found" }) : route.abort("internetdisconnected")),
  )
}
