// The content editor at /admin/ (Sveltia CMS) as the host serves it. What an editor does in it, and
// how that reaches the built page: __tests__/editor/agency-month.spec.ts.
import { test, expect } from "./harness"
import { contentFiles, localRepository } from "../../scripts/lib/local-repository"
import { CONTENT_DIR } from "../content"

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

  test("asks before a form with unsaved changes is left, and keeps the typing when told to stay", async ({ page }) => {
    // Local-repository mode, where the editor keeps no draft of its own: leaving lost the typing.
    await page.context().addInitScript(localRepository, contentFiles({ dir: CONTENT_DIR }))
    await page.goto("/admin/")
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()
    await page.getByRole("row", { name: "Services" }).click()
    await page.getByRole("button", { name: "Expand All" }).first().click()
    const title = page.getByRole("textbox", { name: "Title" }).first()
    const typed = "Typed and not saved"
    await title.fill(typed)
    const questions: string[] = []
    let leave = false
    page.on("dialog", async (dialog) => {
      questions.push(dialog.message())
      await (leave ? dialog.accept() : dialog.dismiss())
    })
    // Told to stay, by the browser's Back, the form's ← or Escape: the form and its typing are still there.
    await page.goBack()
    await page.getByRole("button", { name: "Cancel Editing" }).click()
    await title.press("Escape")
    await expect.poll(() => questions.length).toBe(3)
    expect(questions[0]).toMatch(/not saved/)
    await expect(title).toHaveValue(typed)
    // Told to leave: back at the list of files.
    leave = true
    await page.getByRole("button", { name: "Cancel Editing" }).click()
    await expect(page.getByRole("grid", { name: "Files" })).toBeVisible()
    expect(questions).toHaveLength(4)
    // A form left unchanged asks nothing, nor does a save.
    await page.getByRole("row", { name: "Services" }).click()
    await page.getByRole("button", { name: "Cancel Editing" }).click()
    await expect(page.getByRole("grid", { name: "Files" })).toBeVisible()
    await page.getByRole("row", { name: "Services" }).click()
    await page.getByRole("button", { name: "Expand All" }).first().click()
    await title.fill(typed)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("grid", { name: "Files" })).toBeVisible()
    expect(questions).toHaveLength(4)
  })
})
