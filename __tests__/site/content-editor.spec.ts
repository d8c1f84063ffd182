// The content editor at /admin/ (Sveltia CMS) on the built site, served by the host's runtime, used
// through its own UI in local-repository mode: the folder picker answers with a copy of the
// repository's content in the browser's origin-private file system, and the test reads back what a
// save wrote there. The saved files must pass the content check and differ only in the edited entries.
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { checkContent } from "../../node/hooks/content"
import { LARGE_IMAGE } from "../../node/content/images"
import { placeholderMessage } from "../../node/content/placeholders"
import { PROJECT_ENTRIES } from "../../node/hooks/admin"
import { localRepository } from "../../scripts/lib/local-repository"
import { drawnField, editorRepository, picture, pickImage, readBack, saveAndWait } from "../editor/editor"
import { test, expect, recordViolations, withEditorIds } from "./harness"

const NEW_TITLE = "Banquet booking platform"
const NEW_TESTIMONIAL = {
  name: "Kasun Silva",
  position: "Head of Digital, Island Telecom",
  img: "/images/avatars/kasun-silva.webp", // as the editor writes it: WebP, from the repository root
  review:
    "Serendib rebuilt our self-care portal in eight weeks. Customers now top up and change plans on their phones without calling us.",
}

const NEW_PROJECT = {
  title: "Tea estate booking site",
  description: "Room and tour bookings for a working tea estate in the hills, in English, Sinhala and Tamil.",
  year: "2026",
  client: { name: "Halpewatte Estate", url: "https://halpewatte.example.lk" },
  tags: ["Gatsby"],
}

/** A phone camera's photo: 6000 × 4000 pixels, over 10 MB as a JPEG, more than the editor's 5 MB. */
const cameraPhoto = async () => {
  const [width, height] = [6000, 4000]
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = (x / 24 + ((x * y) % 29)) & 255
      pixels[at + 1] = (y / 16 + ((x * 3 + y) % 23)) & 255
      pixels[at + 2] = (x ^ y) & 255
    }
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer()
  expect(photo.length).toBeGreaterThan(10_000_000)
  return photo
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
    const kept = (await field.inputValue()).replace(/\{hours\}/, "{hour}")
    expect(kept).toContain("{hour}")
    await field.fill(kept)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByText(placeholderMessage(["hours"]))).toBeVisible()
    await page.screenshot({ path: test.info().outputPath("placeholder-refused.png") })
    expect(await readBack(page, "content/words.json")).toBe(originals["content/words.json"])
  })

  test("edits projects, adds an 11th at the top and a testimonial through its own UI, writing only those entries", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    // The editor scales and encodes the photos it is given in the page: slow on a loaded machine.
    page.setDefaultTimeout(30_000)
    const scratch = mkdtempSync(path.join(tmpdir(), "cms-"))
    try {
      const originals = editorRepository()
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
      // The sign-in names the repository (here, in local mode, the clone's folder).
      await expect(page.getByText(new RegExp(`“\\W?${path.basename(process.cwd())}\\W?” repository`))).toBeVisible()
      await page.getByRole("button", { name: /Work with Local Repository/ }).click()
      // Its fonts come from the site: icons, not their names, even where CDNs are out of reach.
      const iconFaces = await page.evaluate(async () =>
        (await document.fonts.load("24px 'Material Symbols Outlined'", "edit_note")).map((face) => face.status),
      )
      expect(iconFaces).toEqual(["loaded"])
      await page.getByRole("row", { name: "Portfolio projects" }).click()

      // The first project, opened from its summary, gets a new title, and its cover a phone's
      // 12 MB photo, which the editor scales down rather than refuses.
      await page.getByRole("button", { name: "Expand All" }).first().click()
      await page.getByRole("textbox", { name: "Title" }).first().fill(NEW_TITLE)
      const projectItems = page.locator(PROJECT_ENTRIES)
      const cover = (index: number) => projectItems.nth(index).getByRole("group", { name: /Cover image/ })
      await projectItems.nth(1).scrollIntoViewIfNeeded()
      // Every image field shows its picture, the stored covers included. (An image is `complete`
      // before the editor has given it its address too, so its drawn width is what tells.)
      await expect
        .poll(() =>
          cover(0)
            .locator("img")
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0)
      const photo = path.join(scratch, "shop-front.jpg")
      writeFileSync(photo, await cameraPhoto())
      await pickImage(page, cover(0), photo)
      // The browser scales 24 megapixels down and encodes them: slow beside the rest of a loaded suite.
      await expect(cover(0).getByText("/images/covers/shop-front.webp")).toBeVisible({ timeout: 45_000 })
      // A file it cannot read is refused, and the cover it was to replace stays.
      const secondCover = (JSON.parse(originals["content/projects.json"] as string) as { image: string }[])[1]!.image
      const broken = path.join(scratch, "broken.png")
      writeFileSync(broken, Buffer.alloc(3_000_000, 7))
      await pickImage(page, cover(1), broken, { refused: true })
      await expect(cover(1).getByText(secondCover)).toBeVisible()
      // So is a file of a kind the site cannot show, through the field's file input or dropped on it,
      // saying what the field takes.
      const brief = path.join(scratch, "brief.pdf")
      writeFileSync(brief, "%PDF-1.4\n%%EOF\n")
      const dropTarget = cover(1).locator(".drop-target")
      for (const hand of [
        () => dropTarget.locator("+ input[type=file]").setInputFiles(brief),
        () =>
          dropTarget.evaluate((zone) => {
            const dropped = new DataTransfer()
            dropped.items.add(new File(["%PDF-1.4"], "brief.pdf", { type: "application/pdf" }))
            zone.dispatchEvent(new DragEvent("drop", { dataTransfer: dropped, bubbles: true, cancelable: true }))
          }),
      ]) {
        // The refusal is a dialog of the browser's, which holds the page until it is answered.
        const refusal = page.waitForEvent("dialog")
        const handed = hand()
        const dialog = await refusal
        expect(dialog.message()).toMatch(/“brief\.pdf” cannot go here: this field takes PNG, JPEG, WebP or AVIF files/)
        await dialog.accept()
        await handed
        await expect(cover(1).getByText(secondCover)).toBeVisible()
      }

      // An 11th project: Add puts it at the top, the carousel's first slide, and the old tenth is
      // the one the list says the page leaves out.
      await page.getByRole("button", { name: /Add.*project/ }).click()
      // The editor draws an entry's fields as they scroll into view.
      const eleventh = projectItems.nth(0)
      const newest = (role: Parameters<Page["getByRole"]>[0], name: string | RegExp) =>
        drawnField(page, eleventh, role, name)
      await (await newest("textbox", "Title")).fill(NEW_PROJECT.title)
      await (await newest("textbox", "Description")).fill(NEW_PROJECT.description)
      const newCover = path.join(scratch, "tea-estate.png")
      await picture(newCover, 1600, 1000)
      // Dropped onto the field. Its drop zone hands dropped files and those of its own file input to
      // the same handler; a page cannot build a dropped file Chromium would read, so the test gives
      // the file to that input.
      const newCoverField = await newest("group", /Cover image/)
      await newCoverField.locator(".drop-target + input[type=file]").setInputFiles(newCover)
      await expect(newCoverField.getByText("/images/covers/tea-estate.webp")).toBeVisible()
      await (await newest("textbox", "Year")).fill(NEW_PROJECT.year)
      await (await newest("textbox", "Name")).fill(NEW_PROJECT.client.name)
      await (await newest("textbox", "Website")).fill(NEW_PROJECT.client.url)
      await (await newest("button", /Add.*tag/)).click()
      await (await newest("textbox", "Tag")).fill(NEW_PROJECT.tags[0]!)
      // The editor draws an entry once it is scrolled to.
      const noteOn = async (index: number) => {
        await projectItems.nth(index).scrollIntoViewIfNeeded()
        return projectItems
          .nth(index)
          .locator(".item-body")
          .first()
          .evaluate((body) => getComputedStyle(body, "::before").content)
      }
      expect(await noteOn(0)).toBe("none")
      expect(await noteOn(9)).toBe("none")
      expect(await noteOn(10)).toMatch(/the carousel shows the top 10 projects/)
      // The list's directions name the handle the editor shows: with the keyboard, Home moves the
      // left-out project to the top, into the ten, and End puts it back.
      const handle = projectItems.nth(10).getByRole("button", { name: "Reorder Item" }).first()
      await handle.focus()
      const titleAt = async (index: number) => {
        await projectItems.nth(index).scrollIntoViewIfNeeded()
        return projectItems.nth(index).getByRole("textbox", { name: "Title" }).first().inputValue()
      }
      const leftOut = await titleAt(10)
      await page.keyboard.press("Home")
      await expect.poll(() => titleAt(0)).toBe(leftOut)
      await projectItems.nth(0).getByRole("button", { name: "Reorder Item" }).first().focus()
      await page.keyboard.press("End")
      await expect.poll(() => titleAt(10)).toBe(leftOut)
      await saveAndWait(page)

      await page.getByRole("row", { name: "Client testimonials" }).click()
      await page.getByRole("button", { name: /Add.*testimonial/ }).click()
      // The new entry is the last one, opens empty, and asks for no id: the editor makes one.
      const last = (role: Parameters<Page["getByRole"]>[0], name: string) =>
        page.getByRole(role, { name, exact: true }).last()
      await expect(page.getByRole("spinbutton", { name: "Id" })).toHaveCount(0)
      await last("textbox", "Name").fill(NEW_TESTIMONIAL.name)
      await last("textbox", "Role and company").fill(NEW_TESTIMONIAL.position)
      const portrait = path.join(scratch, "kasun-silva.png")
      await picture(portrait, 400, 400)
      // A new entry's image chosen through the picker (the 11th project's was dropped on its field).
      const field = last("group", "“⁨Portrait⁩” Field")
      await pickImage(page, field, portrait)
      await expect(field.getByText(NEW_TESTIMONIAL.img)).toBeVisible()
      await last("textbox", "Review").fill(NEW_TESTIMONIAL.review)
      await saveAndWait(page)

      const written = {
        "content/projects.json": await readBack(page, "content/projects.json"),
        "content/testimonials.json": await readBack(page, "content/testimonials.json"),
      }
      const uploads = [
        "images/covers/shop-front.webp",
        "images/covers/tea-estate.webp",
        "images/avatars/kasun-silva.webp",
      ]
      const uploaded = Object.fromEntries(
        await Promise.all(
          uploads.map(async (name) => [name, Buffer.from(await readBack(page, `content/${name}`, true))]),
        ),
      ) as Record<string, Buffer>
      // The refused files left nothing in the folder they were to go to.
      const covers = await page.evaluate(async () => {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo")
        for (const part of ["content", "images", "covers"]) dir = await dir.getDirectoryHandle(part)
        const names: string[] = []
        for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name)
        return names
      })
      expect(covers.filter((name) => /^(broken|brief)\./.test(name))).toEqual([])
      expect(covers).toContain("tea-estate.webp")
      expect(await violations()).toEqual([])
      expect(errors).toEqual([])
      // Only GitHub's status and the release check leave the site (and fail here, offline).
      expect([...elsewhere].sort()).toEqual(["https://unpkg.com", "https://www.githubstatus.com"])

      // projects.json: the 11th added at the top, the next project's title and cover changed, an id
      // given to the one shipped without, the rest as they were, line for line.
      const projects = originals["content/projects.json"] as string
      const [first] = JSON.parse(projects) as { title: string; image: string }[]
      const saved = JSON.parse(written["content/projects.json"]) as Record<string, unknown>[]
      expect(saved).toHaveLength(11)
      expect(saved[0]).toEqual({
        ...NEW_PROJECT,
        id: expect.stringMatching(/^[0-9a-f]{12}$/),
        image: "/images/covers/tea-estate.webp",
      })
      const added = JSON.stringify(saved[0], null, 2).replace(/^/gm, "  ")
      expect(written["content/projects.json"]).toBe(
        withEditorIds(projects, JSON.stringify(saved.slice(1)))
          .replace(`"title": "${first!.title}"`, `"title": "${NEW_TITLE}"`)
          .replace(`"image": "${first!.image}"`, '"image": "/images/covers/shop-front.webp"')
          .replace(/^\[\n/, `[\n${added},\n`),
      )
      // The photo was scaled to what the page can use, and kept well under the 5 MB limit.
      const { width, height, format } = await sharp(uploaded["images/covers/shop-front.webp"]).metadata()
      expect({ format, longest: Math.max(width!, height!) }).toEqual({ format: "webp", longest: 2400 })
      expect(uploaded["images/covers/shop-front.webp"]!.length).toBeLessThan(LARGE_IMAGE.bytes)

      // testimonials.json gained one entry at the end, laid out like the others, with an id of its own.
      const testimonials = originals["content/testimonials.json"] as string
      const savedTestimonials = JSON.parse(written["content/testimonials.json"]) as { id: unknown }[]
      const ids = savedTestimonials.map(({ id }) => id)
      expect(new Set(ids).size).toBe(ids.length)
      const newTestimonial = { id: ids.at(-1), ...NEW_TESTIMONIAL }
      expect(newTestimonial.id).toMatch(/^[0-9a-f]{12}$/)
      expect(written["content/testimonials.json"]).toBe(
        `${testimonials.replace(/\n\]\n$/, "")},\n${JSON.stringify(newTestimonial, null, 2).replace(/^/gm, "  ")}\n]\n`,
      )

      // The saved repository passes the same check as the build.
      const checked = path.join(scratch, "content")
      cpSync("content", checked, { recursive: true })
      for (const [name, text] of Object.entries(written)) writeFileSync(path.join(scratch, name), text)
      for (const [name, bytes] of Object.entries(uploaded)) writeFileSync(path.join(checked, name), bytes)
      const { errors: problems, warnings } = await checkContent(checked)
      expect(problems).toEqual([])
      expect(warnings.map(({ message }) => message)).toEqual(["has 11 projects; the carousel shows only the first 10"])
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })
})
