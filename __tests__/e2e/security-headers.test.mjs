// The security policy as visitors get it: the build served by the host's own runtime (Cloudflare
// Pages' `wrangler pages dev`, which reads public/_headers), used as a visitor would, recording
// every Content-Security-Policy violation.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { setUpBuiltSite, fillContactForm } from "./harness.mjs"

const site = setUpBuiltSite()

/** A page that records policy violations (from the first byte) and the console's refusals. */
async function watchedPage({ width, height = 900 }) {
  const context = await site.browser.newContext({ viewport: { width, height } })
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
  await page.goto(site.url, { waitUntil: "networkidle" })
  const violations = async () => [...(await page.evaluate(() => window.__violations)), ...refused]
  return { page, context, violations }
}

describe("security headers on the host's runtime", () => {
  it("sends a strict policy: no unsafe-inline or unsafe-eval for scripts, no framing, the e-mail service only", async () => {
    const response = await fetch(site.url)
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
    assert.equal(response.headers.get("x-frame-options"), "DENY")
    assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin")
    assert.match(response.headers.get("permissions-policy"), /camera=\(\)/)
    const script = (await response.text()).match(/src="(\/app-[^"]+\.js)"/)[1]
    assert.equal((await fetch(site.url + script)).headers.get("cache-control"), "public, max-age=31536000, immutable")
  })

  it("gives every page the policy: the 404 page, an unknown address, and a form posted without JavaScript", async () => {
    const policyOf = async (path, init) => {
      const response = await fetch(site.url + path, { redirect: "follow", ...init })
      return [response.status, Boolean(response.headers.get("content-security-policy"))]
    }
    assert.deepEqual(await policyOf("/404/"), [200, true])
    assert.deepEqual(await policyOf("/no-such-page"), [404, true])
    assert.deepEqual(await policyOf("/", { method: "POST", body: "message=hello" }), [405, true])
    assert.notEqual((await fetch(`${site.url}/_headers`)).status, 200, "the rules themselves are not served")
  })

  it("reports no violation through a whole visit: theme, cursor, carousel, reveals, both forms and their dialogs", async () => {
    const { page, context, violations } = await watchedPage({ width: 1280 })
    try {
      await page.getByRole("button", { name: "Switch to dark theme" }).click()
      await page.mouse.move(300, 300)
      await page.mouse.move(320, 310)
      await page.locator(".cursor").first().waitFor({ state: "attached" })
      await page.getByRole("button", { name: "Next project" }).click()
      // Scrolling through the page fetches react-spring and reveals every section.
      for (let y = 0; y < 8000; y += 600) await page.mouse.wheel(0, 600)
      await page.getByRole("heading", { name: "What our clients say" }).scrollIntoViewIfNeeded()
      const form = await fillContactForm(page)
      await form.getByRole("button", { name: "Send message" }).click()
      await page.getByRole("dialog").getByRole("heading", { name: "Form Submitted!" }).waitFor()
      // The dialog must look right, which needs its injected stylesheet to have been allowed.
      assert.equal(await page.locator(".swal2-popup").evaluate((el) => getComputedStyle(el).display), "grid")
      await page.keyboard.press("Escape")
      await page.getByRole("dialog").waitFor({ state: "detached" })
      const newsletter = page.getByRole("form", { name: "Newsletter" })
      await newsletter.getByRole("textbox", { name: "E-mail address" }).fill("reader@example.lk")
      await newsletter.getByRole("button", { name: "Subscribe" }).click()
      await page.getByRole("dialog").getByRole("heading", { name: "You're subscribed!" }).waitFor()
      await page.waitForTimeout(300)
      assert.deepEqual(await violations(), [])
    } finally {
      await context.close()
    }
  })

  it("reports no violation on a phone with the menu opened and closed", async () => {
    const { page, context, violations } = await watchedPage({ width: 375, height: 800 })
    try {
      await page.getByRole("button", { name: "Open menu" }).click()
      await page.getByRole("dialog", { name: "Menu" }).waitFor()
      await page.getByRole("button", { name: "Close menu" }).click()
      await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" })
      assert.deepEqual(await violations(), [])
    } finally {
      await context.close()
    }
  })
})
