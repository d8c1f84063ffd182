// The content editor at /admin/ (Sveltia CMS) as the host serves it. What an editor does in it, and
// how that reaches the built page: __tests__/editor/agency-month.spec.ts.
import { test, expect } from "./harness"

test.describe("the content editor at /admin/", () => {
  test("is served with its own policy and kept out of search, leaving the page's policy as it was", async ({
    request,
  }) => {
    const admin = await request.get("/admin/")
    expect(admin.status()).toBe(200)
    const policy = admin.headers()["content-security-policy"]
    // One policy, not the page's and the editor's joined (both would be enforced).
    expect(policy).not.toMatch(/,/)
    expect(policy).toMatch(/connect-src 'self' data: blob: https:\/\/api\.github\.com/)
    expect(policy).toMatch(/script-src 'self';/)
    expect(policy).toMatch(/frame-ancestors 'none'/)
    expect(admin.headers()["x-robots-tag"]).toBe("noindex")
    expect(await admin.text()).toMatch(/<meta name="robots" content="noindex, nofollow" \/>/)

    const page = await request.get("/")
    // The page keeps its own (its inline scripts by hash: security-headers.spec.ts), none of the editor's origins.
    expect(page.headers()["content-security-policy"]).not.toMatch(/github|jsdelivr/)
    expect(page.headers()["x-robots-tag"]).toBeUndefined()
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    expect(sitemap).toMatch(/<loc>/)
    expect(sitemap).not.toMatch(/admin/)
  })
})
