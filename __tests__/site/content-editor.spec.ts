// The content editor at /admin/ (Sveltia CMS) on the built site, served by the host's runtime, used
// through its own UI in local-repository mode: the folder picker answers with a copy of the
// repository's content in the browser's origin-private file system, and the test reads back what a
// save wrote there. The saved files must pass the content check and differ only in the edited entries.
import type { Page } from "@playwright/test"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { checkContent } from "../../node/hooks/content"
import { contentFiles, localRepository } from "../../scripts/lib/local-repository"
import { test, expect, recordViolations } from "./harness"

const NEW_TITLE = "Banquet booking platform"
const NEW_TESTIMONIAL = {
  id: 5,
  name: "Kasun Silva",
  position: "Head of Digital, Island Telecom",
  img: "images/avatars/kasun-silva.png",
  review:
    "Serendib rebuilt our self-care portal in eight weeks. Customers now top up and change plans on their phones without calling us.",
}

/** A file of the local repository as the browser holds it now: text, or bytes for an image. */
const readBack = <Binary extends boolean = false>(page: Page, name: string, binary?: Binary) =>
  page.evaluate(
    async ({ name, binary }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo")
      const parts = name.split("/")
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part)
      const file = await (await dir.getFileHandle(parts.at(-1)!)).getFile()
      return binary ? [...new Uint8Array(await file.arrayBuffer())] : file.text()
    },
    { name, binary },
  ) as Promise<Binary extends true ? number[] : string>

/** A save commits (here: writes the files) and goes back to the list of files. */
async function saveAndWait(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByRole("grid", { name: "Files" })).toBeVisible()
}

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

  test("edits a project's title and adds a testimonial through its own UI, writing only those entries", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    page.setDefaultTimeout(15_000)
    const scratch = mkdtempSync(path.join(tmpdir(), "cms-"))
    try {
      const originals = contentFiles()
      const violations = await recordViolations(page)
      await page.context().addInitScript(localRepository, originals)
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(error.message))
      const elsewhere = new Set<string>()
      page.on("request", (request) => {
        const { origin } = new URL(request.url())
        if (origin !== baseURL && !request.url().startsWith("blob:")) elsewhere.add(origin)
      })

      await page.goto("/admin/")
      await page.getByRole("button", { name: /Work with Local Repository/ }).click()
      // Its fonts come from the site: icons, not their names, even where CDNs are out of reach.
      const iconFaces = await page.evaluate(async () =>
        (await document.fonts.load("24px 'Material Symbols Outlined'", "edit_note")).map((face) => face.status),
      )
      expect(iconFaces).toEqual(["loaded"])
      await page.getByRole("row", { name: "Portfolio projects" }).click()

      // The first project, opened from its summary, gets a new title.
      await page.getByRole("button", { name: "Expand All" }).first().click()
      await page.getByRole("textbox", { name: "Title" }).first().fill(NEW_TITLE)
      await saveAndWait(page)

      await page.getByRole("row", { name: "Client testimonials" }).click()
      await page.getByRole("button", { name: /Add.*testimonial/ }).click()
      // The new entry is the last one, and opens empty.
      const last = (role: Parameters<Page["getByRole"]>[0], name: string) =>
        page.getByRole(role, { name, exact: true }).last()
      await last("spinbutton", "Id").fill(String(NEW_TESTIMONIAL.id))
      await last("textbox", "Name").fill(NEW_TESTIMONIAL.name)
      await last("textbox", "Role and company").fill(NEW_TESTIMONIAL.position)
      const portrait = path.join(scratch, "kasun-silva.png")
      cpSync("content/images/avatars/ravi-wickramasinghe.png", portrait)
      // A new entry's image is dropped onto its field (CONTENT.md says why not "Browse"). The drop
      // zone hands dropped files and those of its own file input to the same handler; a page cannot
      // build a dropped file Chromium would read, so the test gives the file to that input.
      const field = last("group", "“⁨Portrait⁩” Field")
      await field.locator(".drop-target + input[type=file]").setInputFiles(portrait)
      await expect(field.getByText("images/avatars/kasun-silva.png")).toBeVisible()
      await last("textbox", "Review").fill(NEW_TESTIMONIAL.review)
      await saveAndWait(page)

      const written = {
        "content/projects.json": await readBack(page, "content/projects.json"),
        "content/testimonials.json": await readBack(page, "content/testimonials.json"),
      }
      const upload = await readBack(page, "content/images/avatars/kasun-silva.png", true)
      expect(await violations()).toEqual([])
      expect(errors).toEqual([])
      // Only GitHub's status and the release check leave the site (and fail here, offline).
      expect([...elsewhere].sort()).toEqual(["https://unpkg.com", "https://www.githubstatus.com"])

      // Only the edited line of projects.json changed…
      const projects = originals["content/projects.json"] as string
      const firstTitle = (JSON.parse(projects) as { title: string }[])[0]!.title
      expect(written["content/projects.json"]).toBe(
        projects.replace(`"title": "${firstTitle}"`, `"title": "${NEW_TITLE}"`),
      )
      // …and testimonials.json gained one entry at the end, laid out like the others.
      const testimonials = originals["content/testimonials.json"] as string
      const added = JSON.stringify(NEW_TESTIMONIAL, null, 2).replace(/^/gm, "  ")
      expect(written["content/testimonials.json"]).toBe(`${testimonials.replace(/\n\]\n$/, "")},\n${added}\n]\n`)
      expect(Buffer.from(upload).equals(readFileSync(portrait))).toBe(true)

      // The saved repository passes the same check as the build.
      const checked = path.join(scratch, "content")
      cpSync("content", checked, { recursive: true })
      for (const [name, text] of Object.entries(written)) writeFileSync(path.join(scratch, name), text)
      writeFileSync(path.join(checked, "images/avatars/kasun-silva.png"), Buffer.from(upload))
      expect((await checkContent(checked)).errors).toEqual([])
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })
})
