// The content editor at /admin/ (Sveltia CMS) on the built site, served by the host's runtime, used
// through its own UI in local-repository mode (scripts/lib/local-repository.ts). What an editor adds
// through it, and how that reaches the built page: __tests__/editor/editor-to-page.spec.ts.
import { placeholderMessage } from "../../shared/placeholders"
import { localRepository } from "../../scripts/lib/local-repository"
import { editorRepository, readBack } from "../editor/editor"
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
    expect(page.headers()["content-security-policy"]).not.toMatch(/github|unsafe-inline|jsdelivr/)
    expect(page.headers()["x-robots-tag"]).toBeUndefined()
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    expect(sitemap).toMatch(/<loc>/)
    expect(sitemap).not.toMatch(/admin/)
  })

  test("offers no Duplicate for an entry with an id, which the copy would carry, hidden", async ({ page }) => {
    await page.context().addInitScript(localRepository, editorRepository())
    await page.goto("/admin/")
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()
    const optionsOfFirstEntry = async (file: string) => {
      await page.getByRole("row", { name: file }).click()
      await page.getByRole("button", { name: "List Item Options" }).first().click()
      const menu = page.getByRole("menu")
      await expect(menu.getByRole("menuitem").first()).toBeVisible()
      const items = await menu.getByRole("menuitem").allInnerTexts()
      await page.keyboard.press("Escape")
      return items.map((item) => item.trim())
    }
    expect(await optionsOfFirstEntry("Portfolio projects")).not.toContain("Duplicate")
    await page.goBack()
    // A service has no id: a copy is a new entry like any other.
    expect(await optionsOfFirstEntry("Services")).toContain("Duplicate")
  })

  test("refuses a word whose placeholder is misspelt, naming the one it keeps, and writes nothing", async ({
    page,
  }) => {
    const originals = editorRepository()
    await page.context().addInitScript(localRepository, originals)
    await page.goto("/admin/")
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()
    await page.getByRole("row", { name: /^Words on the page/ }).click()
    // The form draws a section's fields once it is scrolled to.
    await page
      .getByRole("group", { name: /Contact section/ })
      .first()
      .scrollIntoViewIfNeeded()
    const field = page.getByRole("textbox", { name: /^Reply time/ })
    await field.scrollIntoViewIfNeeded()
    const kept = (await field.inputValue()).replace(/\{time\}/, "{tme}")
    expect(kept).toContain("{tme}")
    await field.fill(kept)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByText(placeholderMessage(["time"]))).toBeVisible()
    await page.screenshot({ path: test.info().outputPath("placeholder-refused.png") })
    expect(await readBack(page, "content/words.json")).toBe(originals["content/words.json"])
  })
})
