// The content editor at /admin/ (Sveltia CMS) on the built site, served by the host's runtime, used
// through its own UI in local-repository mode: the folder picker answers with a copy of the
// repository's content in the browser's origin-private file system, and the test reads back what a
// save wrote there. The saved files must pass the content check and differ only in the edited entries.
import { describe, it, before, after } from "node:test"
import assert from "node:assert/strict"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { execFileSync } from "node:child_process"
import { setUpBuiltSite } from "./harness.mjs"
import { contentFiles, localRepository } from "../../scripts/lib/local-repository.mjs"

const site = setUpBuiltSite()

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
const readBack = (page, name, { binary = false } = {}) =>
  page.evaluate(
    async ({ name, binary }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo")
      const parts = name.split("/")
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part)
      const file = await (await dir.getFileHandle(parts.at(-1))).getFile()
      return binary ? [...new Uint8Array(await file.arrayBuffer())] : file.text()
    },
    { name, binary },
  )

/** A save commits (here: writes the files) and goes back to the list of files. */
async function saveAndWait(page) {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await page.getByRole("grid", { name: "Files" }).waitFor()
}

describe("the content editor at /admin/", () => {
  let scratch
  before(() => {
    scratch = mkdtempSync(path.join(tmpdir(), "cms-"))
  })
  after(() => rmSync(scratch, { recursive: true, force: true }))

  it("is served with its own policy and kept out of search, leaving the page's policy as it was", async () => {
    const admin = await fetch(`${site.url}/admin/`)
    assert.equal(admin.status, 200)
    const policy = admin.headers.get("content-security-policy")
    // One policy, not the page's and the editor's joined (both would be enforced).
    assert.doesNotMatch(policy, /,/)
    assert.match(policy, /connect-src 'self' data: blob: https:\/\/api\.github\.com/)
    assert.match(policy, /script-src 'self';/)
    assert.match(policy, /frame-ancestors 'none'/)
    assert.equal(admin.headers.get("x-robots-tag"), "noindex")
    assert.match(await admin.text(), /<meta name="robots" content="noindex, nofollow" \/>/)

    const page = await fetch(site.url)
    assert.doesNotMatch(page.headers.get("content-security-policy"), /github|unsafe-inline|jsdelivr/)
    assert.equal(page.headers.get("x-robots-tag"), null)
    const sitemap = await (await fetch(`${site.url}/sitemap-0.xml`)).text()
    assert.match(sitemap, /<loc>/)
    assert.doesNotMatch(sitemap, /admin/)
  })

  it("edits a project's title and adds a testimonial through its own UI, writing only those entries", async () => {
    const originals = contentFiles()
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      context.setDefaultTimeout(15_000)
      await context.addInitScript(() => {
        window.__violations = []
        document.addEventListener("securitypolicyviolation", (event) =>
          window.__violations.push(`${event.violatedDirective}: ${event.blockedURI || event.sample || "inline"}`),
        )
      })
      await context.addInitScript(localRepository, originals)
      const page = await context.newPage()
      const errors = []
      page.on("pageerror", (error) => errors.push(error.message))
      const elsewhere = new Set()
      page.on("request", (request) => {
        const { origin } = new URL(request.url())
        if (origin !== site.url && !request.url().startsWith("blob:")) elsewhere.add(origin)
      })

      await page.goto(`${site.url}/admin/`)
      await page.getByRole("button", { name: /Work with Local Repository/ }).click()
      // Its fonts come from the site: icons, not their names, even where CDNs are out of reach.
      const iconFaces = await page.evaluate(async () =>
        (await document.fonts.load("24px 'Material Symbols Outlined'", "edit_note")).map((face) => face.status),
      )
      assert.deepEqual(iconFaces, ["loaded"])
      await page.getByRole("row", { name: "Portfolio projects" }).click()

      // The first project, opened from its summary, gets a new title.
      await page.getByRole("button", { name: "Expand All" }).first().click()
      await page.getByRole("textbox", { name: "Title" }).first().fill(NEW_TITLE)
      await saveAndWait(page)

      await page.getByRole("row", { name: "Client testimonials" }).click()
      await page.getByRole("button", { name: /Add.*testimonial/ }).click()
      // The new entry is the last one, and opens empty.
      const last = (role, name) => page.getByRole(role, { name, exact: true }).last()
      await last("spinbutton", "Id").fill(String(NEW_TESTIMONIAL.id))
      await last("textbox", "Name").fill(NEW_TESTIMONIAL.name)
      await last("textbox", "Role and company").fill(NEW_TESTIMONIAL.position)
      const portrait = path.join(scratch, "kasun-silva.png")
      cpSync("content/images/avatars/ravi-wickramasinghe.png", portrait)
      // A new entry's image is dropped onto its field (CONTENT.md says why not "Browse"). The drop
      // zone hands dropped files and those of its own file input to the same handler; a page cannot
      // build a dropped file Chromium would read, so the test gives the file to that input.
      await last("group", "“⁨Portrait⁩” Field").locator(".drop-target + input[type=file]").setInputFiles(portrait)
      await last("group", "“⁨Portrait⁩” Field").getByText("images/avatars/kasun-silva.png").waitFor()
      await last("textbox", "Review").fill(NEW_TESTIMONIAL.review)
      await saveAndWait(page)

      const written = {
        "content/projects.json": await readBack(page, "content/projects.json"),
        "content/testimonials.json": await readBack(page, "content/testimonials.json"),
      }
      const upload = await readBack(page, "content/images/avatars/kasun-silva.png", { binary: true })
      assert.deepEqual(await page.evaluate(() => window.__violations), [])
      assert.deepEqual(errors, [])
      // Only GitHub's status and the release check leave the site (and fail here, offline).
      assert.deepEqual([...elsewhere].sort(), ["https://unpkg.com", "https://www.githubstatus.com"])

      // Only the edited line of projects.json changed…
      const firstTitle = JSON.parse(originals["content/projects.json"])[0].title
      assert.equal(
        written["content/projects.json"],
        originals["content/projects.json"].replace(`"title": "${firstTitle}"`, `"title": "${NEW_TITLE}"`),
      )
      // …and testimonials.json gained one entry at the end, laid out like the others.
      const testimonials = originals["content/testimonials.json"]
      const added = JSON.stringify(NEW_TESTIMONIAL, null, 2).replace(/^/gm, "  ")
      assert.equal(written["content/testimonials.json"], `${testimonials.replace(/\n\]\n$/, "")},\n${added}\n]\n`)
      assert.deepEqual(Buffer.from(upload), readFileSync(portrait))

      // The saved repository passes the same check as the build.
      const checked = path.join(scratch, "content")
      cpSync("content", checked, { recursive: true })
      for (const [name, text] of Object.entries(written)) writeFileSync(path.join(scratch, name), text)
      writeFileSync(path.join(checked, "images/avatars/kasun-silva.png"), Buffer.from(upload))
      const output = execFileSync("node", ["scripts/content-check.mjs"], {
        env: { ...process.env, CONTENT_DIR: checked },
        encoding: "utf8",
      })
      assert.match(output, /Content check passed: .* is valid \(/)
    } finally {
      await context.close()
    }
  })
})
