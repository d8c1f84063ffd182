// Shared set-up for browser tests: one static server for public/ and one Chromium per test file.
import { before, after } from "node:test"
import { existsSync } from "node:fs"
import { startStaticServer } from "../../scripts/lib/static-server.mjs"
import { launchChromium } from "../../scripts/lib/chromium.mjs"

export function setUpBuiltSite() {
  const site = { url: "", browser: undefined }
  let server
  before(async () => {
    if (!existsSync("public/index.html"))
      throw new Error("No build in public/: run `npm run build` first (npm test does)")
    server = await startStaticServer()
    site.url = server.url
    site.browser = await launchChromium()
  })
  after(async () => {
    await site.browser?.close()
    await server?.close()
  })
  return site
}

/** A fresh page with its own context; console errors and failed requests are collected. */
export async function openPage(
  site,
  { width = 1280, height = 900, colorScheme = "light", javaScriptEnabled = true, reducedMotion = "no-preference" } = {},
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
  await page.goto(site.url, { waitUntil: "networkidle" })
  return { page, context, problems }
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
