// The security policy as visitors get it: the build served by the host's own runtime (Cloudflare
// Pages' `wrangler pages dev`, which reads public/_headers) with each page's own policy in it, every
// built page loaded and the home page used as a visitor would, recording every violation.
import type { Page } from "@playwright/test"
import { test, expect, visit, fillContactForm, recordViolations, stillness, PHONE } from "./harness"
import { TEST_BUILD_ENV } from "../../scripts/lib/test-build"
import { STATIC_FILES_POLICY } from "../../node/security-headers"
import { SITE_PAGES, W, sectionHeadings } from "../content"

/** Opens a page recording policy violations (from the first byte) and the console's refusals. */
async function watch(page: Page, path = "/") {
  const violations = await recordViolations(page)
  const refused: string[] = []
  page.on(
    "console",
    (message) => /Content Security Policy|Refused to/.test(message.text()) && refused.push(message.text()),
  )
  await page.route("**/api/v1.0/email/send**", (route) =>
    route.fulfill({ status: 200, body: "OK", headers: { "access-control-allow-origin": "*" } }),
  )
  await visit(page, path)
  return async () => [...(await violations()), ...refused]
}

test.describe("security headers on the host's runtime", () => {
  test("sends a strict policy: no framing, the e-mail service only, and each page's inline scripts by hash alone", async ({
    page,
    request,
  }) => {
    const response = await request.get("/")
    const headers = response.headers()
    const directive = (csp: string, name: string) =>
      csp
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `))
    const site = headers["content-security-policy"]!
    expect(directive(site, "frame-ancestors")).toBe("frame-ancestors 'none'")
    // The e-mail service's origin, which the test build moves to its stand-in (the unit tests check the default).
    expect(directive(site, "connect-src")).toBe(`connect-src 'self' ${TEST_BUILD_ENV.GATSBY_EMAILJS_ORIGIN}`)
    expect(directive(site, "default-src")).toBe("default-src 'self'")
    expect(site).not.toMatch(/unsafe-eval/)
    // Each page's own policy, which the browser enforces beside the header's: inline scripts by hash only.
    for (const { path } of SITE_PAGES) {
      await page.goto(path)
      const own = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content"))!
      expect(directive(own, "script-src"), path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
      expect(own, path).not.toMatch(/unsafe-inline|unsafe-eval/)
    }
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["x-frame-options"]).toBe("DENY")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toMatch(/camera=\(\)/)
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")
    const script = (await response.text()).match(/src="(\/app-[^"]+\.js)"/)![1]!
    expect((await request.get(script)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  })

  for (const { path, kind } of SITE_PAGES)
    test(`reports no violation as the ${kind} page ${path} loads and hydrates`, async ({ page }) => {
      const violations = await watch(page, path)
      await page.mouse.wheel(0, 600)
      await page.keyboard.press("End")
      await stillness(page)
      expect(await violations()).toEqual([])
    })

  test("gives every page the policy: the 404 page, an unknown address, and a form posted without JavaScript", async ({
    request,
  }) => {
    const policyOf = async (response: Awaited<ReturnType<typeof request.get>>) => [
      response.status(),
      Boolean(response.headers()["content-security-policy"]),
    ]
    expect(await policyOf(await request.get("/404/"))).toEqual([200, true])
    expect(await policyOf(await request.get("/no-such-page"))).toEqual([404, true])
    expect(await policyOf(await request.post("/", { data: "message=hello" }))).toEqual([405, true])
    expect((await request.get("/_headers")).status(), "the rules themselves are not served").not.toBe(200)
  })

  test("serves the content's files, an SVG logo opened on its own included, under a policy that runs nothing", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text()
    // An SVG logo where the content has one, else any of the content's files the page shows.
    const file = [...html.matchAll(/src="(\/static\/[^"]+)"/g)]
      .map(([, src]) => src!)
      .sort((a, b) => Number(b.endsWith(".svg")) - Number(a.endsWith(".svg")))[0]!
    const response = await request.get(file)
    expect(response.status()).toBe(200)
    // Opened on its own, a file is a sandboxed document that may load nothing: no script runs.
    expect(response.headers()["content-security-policy"]).toBe(STATIC_FILES_POLICY)
    expect(response.headers()["x-content-type-options"]).toBe("nosniff")
  })

  test("serves none of the build's internals: no source maps, webpack's bookkeeping or Partytown", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text()
    const scripts = [...new Set([...html.matchAll(/"(\/[\w~.-]+\.js)"/g)].map(([, src]) => src!))]
    expect(scripts.length, "the runtime, the framework, the app and the page's chunk").toBeGreaterThanOrEqual(4)
    for (const script of scripts) {
      const body = await (await request.get(script)).text()
      expect(body.includes("sourceMappingURL"), `${script} names a source map`).toBe(false)
      expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404)
    }
    for (const file of ["/webpack.stats.json", "/chunk-map.json", "/~partytown/partytown.js"])
      expect((await request.get(file)).status(), file).toBe(404)
  })

  test("reports no violation through a whole visit: theme, cursor, carousel, reveals, both forms and their dialogs", async ({
    page,
  }) => {
    const violations = await watch(page)
    await page.getByRole("button", { name: W.header.darkTheme }).click()
    await page.mouse.move(300, 300)
    await page.mouse.move(320, 310)
    await page.locator(".cursor").first().waitFor({ state: "attached" })
    await page.getByRole("button", { name: W.portfolio.next }).click()
    // Scrolling through the page fetches react-spring and reveals every section.
    for (let y = 0; y < 8000; y += 600) await page.mouse.wheel(0, 600)
    await page.getByRole("heading", { name: sectionHeadings().at(-1) }).scrollIntoViewIfNeeded()
    const form = await fillContactForm(page)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    await expect(page.getByRole("dialog").getByRole("heading", { name: W.contactForm.sentTitle })).toBeVisible()
    // The dialog must look right, which needs its stylesheet to have been allowed.
    await expect(page.locator(".swal2-popup")).toHaveCSS("display", "grid")
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    const newsletter = page.getByRole("form", { name: W.newsletter.name })
    await newsletter.getByRole("textbox", { name: W.newsletter.emailField }).fill("reader@example.lk")
    await newsletter.getByRole("button", { name: W.newsletter.subscribe }).click()
    await expect(page.getByRole("dialog").getByRole("heading", { name: W.newsletter.sentTitle })).toBeVisible()
    await stillness(page) // the dialog drawn in full, its stylesheet and icons applied
    expect(await violations()).toEqual([])
  })

  test("reports no violation on a phone with the menu opened and closed", PHONE, async ({ page }) => {
    const violations = await watch(page)
    await page.getByRole("button", { name: W.header.openMenu }).click()
    await expect(page.getByRole("dialog", { name: W.header.menu })).toBeVisible()
    await page.getByRole("button", { name: W.header.closeMenu }).click()
    await expect(page.getByRole("dialog", { name: W.header.menu })).toBeHidden()
    expect(await violations()).toEqual([])
  })
})
