// The content editor at /admin/ (Sveltia CMS) as the host serves it. What an editor does in it, and
// how that reaches the built page: __tests__/editor/agency-month.spec.ts.
import { test, expect } from "./harness"
import { contentFiles, localRepository } from "../../scripts/lib/local-repository"
import { anchor, CONTENT_DIR, content } from "../content"
import { PROJECT_ENTRIES } from "../../node/admin/page"
import projectsSchema from "../../schemas/projects.schema.json"
import wordsSchema from "../../schemas/words.schema.json"
import { drawnField, previewedPage } from "../editor/editor"
import { addressFrom, caseStudyProblems, PROJECTS_FILE } from "../../shared/case-studies"
import { LANGUAGES, siteLanguages, translationFile } from "../../shared/languages"

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

  test("the preview follows the field being edited to where the page draws it, on a case study and the home page", async ({
    page,
  }) => {
    const projects = content("projects.json") as { caseStudy?: { results: unknown[] } }[]
    const told = projects.findIndex((project) => project.caseStudy?.results.length)
    test.skip(told < 0, "no case study with results")
    await page.context().addInitScript(localRepository, contentFiles({ dir: CONTENT_DIR }))
    await page.goto("/admin/")
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()
    const openFile = (title: string) => page.getByRole("row", { name: title }).click()
    await openFile(projectsSchema.title)
    const study = page.locator(PROJECT_ENTRIES).nth(told).locator(`section[data-key-path="projects.${told}.caseStudy"]`)
    await page.getByRole("button", { name: "Expand All" }).first().click()
    await study.scrollIntoViewIfNeeded()
    // Its lists' entries open too (the editor draws them once they are scrolled to).
    const folded = study.locator('button[data-label="Expand All"]:not([disabled])')
    await expect.poll(() => folded.count()).toBeGreaterThan(0)
    while ((await folded.count()) > 0) await folded.first().click()
    // Typed into the last result: the preview draws the case study, with that result in view.
    const typed = "Counted in the editor's test"
    await study.getByRole("textbox", { name: "What it counts" }).last().fill(typed)
    const shown = previewedPage(page)
    await expect(shown.getByText(typed)).toBeInViewport()
    // Scrolled into a list inside the project, no list's buttons are under the bar of a list inside it
    // (the form's own bar passing over a list's, as the form scrolls, is not that).
    const covered = await page.locator('button[data-label$=" All"]:visible').evaluateAll((buttons) =>
      buttons.flatMap((button) => {
        const { left, top, width, height } = button.getBoundingClientRect()
        const hit = document.elementFromPoint(left + width / 2, top + height / 2)
        // (A disabled button lets the point through to its own bar.)
        const [bar, list] = [button.closest(".toolbar") ?? button, button.closest("section[data-key-path]")]
        return hit && !bar.contains(hit) && list?.contains(hit) ? [button.textContent?.trim()] : []
      }),
    )
    expect(covered).toEqual([])
    // Only clicked into, the problem above: the preview goes back up to it.
    const problem = study.locator(`section[data-key-path="projects.${told}.caseStudy.problem"]`).getByRole("textbox")
    await problem.click()
    await expect(shown.getByText(await problem.inputValue())).toBeInViewport()
    await expect(shown.getByText(typed)).not.toBeInViewport()

    // The home page's words: a contact text leads to the contact section, at the page's end.
    page.on("dialog", (dialog) => void dialog.accept())
    await page.getByRole("button", { name: "Cancel Editing" }).click()
    await openFile(wordsSchema.title)
    const contact = content("words.json") as { contact: Record<string, unknown> }
    const key = Object.keys(contact.contact).find((name) => {
      const text = contact.contact[name]
      return typeof text === "string" && text.length > 20 && !text.includes("{")
    })
    const words = page.locator(`section[data-key-path="contact.${key}"]`).getByRole("textbox")
    // The editor draws a group's fields once it is scrolled to.
    const group = page.locator('section[data-key-path="contact"]')
    await expect
      .poll(async () => {
        await group.scrollIntoViewIfNeeded()
        return words.count()
      })
      .toBe(1)
    await words.scrollIntoViewIfNeeded()
    await expect(shown.locator(anchor("contact"))).not.toBeInViewport()
    await words.click()
    await expect(shown.getByText(String(contact.contact[key!]))).toBeInViewport()
  })

  test("shows the site's languages side by side, and its preview draws the page in the one it shows, as typed", async ({
    page,
  }) => {
    const [first, other] = siteLanguages(content("site.json"))
    test.skip(!other, "a site in one language")
    const translation = content(translationFile(PROJECTS_FILE, other!)) as { title: string }[]
    await page.context().addInitScript(localRepository, contentFiles({ dir: CONTENT_DIR }))
    await page.goto("/admin/")
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()
    await page.getByRole("row", { name: projectsSchema.title }).click()
    // The first language's form, and the page beside it; then the other language's form.
    const [form, pane] = [0, 1].map((at) => page.getByRole("radiogroup", { name: "Switch Locale" }).nth(at))
    await expect(form!.getByRole("radio", { name: LANGUAGES[first!].english })).toBeChecked()
    await expect(pane!.getByRole("radio", { name: "Preview" })).toBeChecked()
    const shown = previewedPage(page)
    await expect(shown.locator("html")).toHaveAttribute("lang", first!)
    await form!.getByRole("radio", { name: LANGUAGES[other!].english }).click()
    await page.getByRole("button", { name: "Expand All" }).first().click()
    const title = page.getByRole("textbox", { name: projectsSchema.items.properties.title.title }).first()
    await expect(title).toHaveValue(translation[0]!.title)
    // A word of the title's own, typed on: the slide's heading says it, on the page in that language.
    const typed = `${translation[0]!.title} ${translation[1]!.title.split(" ")[0]}`
    await title.fill(typed)
    await expect(shown.locator("html")).toHaveAttribute("lang", other!)
    await expect(shown.getByRole("heading", { name: typed })).toBeVisible()
  })

  test("offers a case study an address made from its project's title, and names on the field one another case study has", async ({
    page,
  }) => {
    const projects = content("projects.json") as { title: string; caseStudy?: { slug: string } }[]
    const told = projects.flatMap((project, index) => (project.caseStudy ? [index] : []))
    test.skip(told.length < 2, "fewer than two case studies")
    const [first, second] = told as [number, number]
    await page.context().addInitScript(localRepository, contentFiles({ dir: CONTENT_DIR }))
    await page.goto("/admin/")
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()
    await page.getByRole("row", { name: projectsSchema.title }).click()
    await page.getByRole("button", { name: "Expand All" }).first().click()
    const entry = page.locator(PROJECT_ENTRIES).nth(second)
    const address = await drawnField(
      page,
      entry,
      "textbox",
      projectsSchema.items.properties.caseStudy.properties.slug.title,
    )
    // Emptied, it offers one from the title that no other case study has, where the title has letters a to z.
    await address.fill("")
    const others = told.filter((index) => index !== second).map((index) => projects[index]!.caseStudy!.slug)
    const { minLength: shortest, maxLength: longest } = projectsSchema.items.properties.caseStudy.properties.slug
    const offered = addressFrom(projects[second]!.title, others, { shortest, longest })
    const offer = entry.getByRole("button", { name: /made from the title/ })
    if (offered) {
      await expect(offer).toHaveAccessibleName(new RegExp(`“${offered}”`))
      await offer.click()
      await expect(address).toHaveValue(offered)
      await expect(offer).toHaveCount(0)
    } else await expect(offer).toHaveCount(0)
    // Another case study's address: the save is refused, and the field itself says whose it is.
    await address.fill(projects[first]!.caseStudy!.slug)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    const list = projects.map((project, index) =>
      index === second
        ? { ...project, caseStudy: { ...project.caseStudy, slug: projects[first]!.caseStudy!.slug } }
        : project,
    )
    const [problem] = caseStudyProblems([{ file: PROJECTS_FILE, value: list }])
    const field = page.locator(`section[data-key-path="projects.${second}.caseStudy.slug"]`)
    await expect(field).toContainText(problem!.message.slice(1))
    await expect(page.getByRole("grid", { name: "Files" })).toHaveCount(0)
  })
})
