// Serves the build with exactly the headers in public/_headers and uses the page as a visitor would,
// recording every Content-Security-Policy violation.
import { describe, it, before, after } from "node:test"
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import { startStaticServer } from "../../scripts/lib/static-server.mjs"
import { launchChromium } from "../../scripts/lib/chromium.mjs"
import { headersFor, parseHeadersFile } from "../../scripts/lib/headers.mjs"
import { fillContactForm } from "./harness.mjs"

let server
let browser
before(async () => {
  const rules = parseHeadersFile(readFileSync("public/_headers", "utf8"))
  server = await startStaticServer({ headers: (urlPath) => headersFor(rules, urlPath) })
  browser = await launchChromium()
})
after(async () => {
  await browser?.close()
  await server?.close()
})

describe("security headers", () => {
  it("sends a strict policy: no unsafe-inline or unsafe-eval for scripts, no framing, the e-mail service only", async () => {
    const response = await fetch(server.url)
    const csp = response.headers.get("content-security-policy")
    const directive = (name) =>
      csp
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `))
    assert.match(directive("script-src"), /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
    assert.equal(directive("frame-ancestors"), "frame-ancestors 'none'")
    assert.equal(directive("connect-src"), "connect-src 'self' https://api.emailjs.com")
    assert.equal(directive("default-src"), "default-src 'self'")
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/)
    assert.equal(response.headers.get("x-content-type-options"), "nosniff")
    assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin")
    assert.match(response.headers.get("permissions-policy"), /camera=\(\)/)
    const script = readFileSync("public/index.html", "utf8").match(/src="(\/app-[^"]+\.js)"/)[1]
    assert.equal((await fetch(server.url + script)).headers.get("cache-control"), "public, max-age=31536000, immutable")
  })

  it("reports no violation while the page loads, the theme toggles, the carousel moves and a message is sent", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    context.setDefaultTimeout(8000)
    await context.addInitScript(() => {
      window.__violations = []
      document.addEventListener("securitypolicyviolation", (event) =>
        window.__violations.push(`${event.violatedDirective}: ${event.blockedURI || event.sample || "inline"}`),
      )
    })
    const page = await context.newPage()
    const refused = []
    page.on(
      "console",
      (message) => /Content Security Policy|Refused to/.test(message.text()) && refused.push(message.text()),
    )
    await page.route("**/api/v1.0/email/send**", (route) =>
      route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } }),
    )
    await page.goto(server.url, { waitUntil: "networkidle" })
    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    await page.mouse.move(300, 300)
    await page.mouse.move(320, 310)
    await page.getByRole("button", { name: "Next project" }).click()
    await page.getByRole("heading", { name: "What our clients say" }).scrollIntoViewIfNeeded()
    const form = await fillContactForm(page)
    await form.getByRole("button", { name: "Send message" }).click()
    await page.getByRole("dialog").getByRole("heading", { name: "Form Submitted!" }).waitFor()
    await page.waitForTimeout(500)
    // The dialog must look right, which needs its injected stylesheet to have been allowed.
    assert.equal(await page.locator(".swal2-popup").evaluate((el) => getComputedStyle(el).display), "grid")
    assert.deepEqual(await page.evaluate(() => window.__violations), [])
    assert.deepEqual(refused, [])
    await context.close()
  })
})
