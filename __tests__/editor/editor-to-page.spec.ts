// An editor's ordinary month, from the content editor's own forms (Sveltia CMS in local-repository
// mode: the folder picker answers with a copy of the repository in the browser's origin-private file
// system) to the built page. A project retitled and given a phone's photo, files it cannot take
// refused, a project added with ten already there, an SVG logo for the header, a YouTube profile, a
// review in Sinhala pasted in its own quotation marks with a quotation inside and a paragraph break,
// a project from an agency's early years, a reply time of one hour. The saved files must
// differ only in those entries and pass the content check; then they are built as the real build is
// (gatsby build with the tests' settings) and looked at in Chromium, in both themes.
// This build writes .cache and public/: it takes its turn in the "gatsby" project (playwright.config.ts).
import { test, expect, type Page } from "@playwright/test"
import sharp from "sharp"
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startStaticServer } from "../../scripts/lib/static-server"
import { localRepository } from "../../scripts/lib/local-repository"
import { TEST_BUILD_ENV } from "../../scripts/lib/test-build"
import { PROJECT_ENTRIES } from "../../node/hooks/admin"
import { checkContent } from "../../node/hooks/content"
import { LARGE_IMAGE } from "../../node/content/images"
import { CONTENT_FILES, MAX_PROJECTS } from "../../shared/content-files"
import { contentSandbox } from "../content-sandbox"
import { anchor, W } from "../content"
import { fill } from "../../src/lib/fill"
import { recordViolations, withEditorIds } from "../site/harness"
import { drawnField, editorRepository, picture, pickImage, readBack, saveAndWait } from "./editor"

const NEW_TITLE = "Banquet booking platform"
const PROJECT = {
  title: "Tea estate booking site",
  description: "Room and tour bookings for a working tea estate in the hills, in English, Sinhala and Tamil.",
  year: "2019", // older work: any year an agency has been at it
  client: { name: "Halpewatte Estate", url: "https://halpewatte.example.lk" },
  tags: ["Gatsby"],
}
// The second paragraph quotes a word inside the review's own marks: shown in the inner style.
const REVIEW = ["ඔවුන් මුලින්ම සවන් දුන්නා, පසුව ගොඩනැගුවා.", "එක් කන්නයකින් “වෙන්කිරීම්” දෙගුණ විය."]
const SHOWN_REVIEW = REVIEW.map((paragraph) => paragraph.replace("“", "‘").replace("”", "’"))
const REPLY_WITHIN = "1 hour"
const TESTIMONIAL = {
  name: "Nimal Perera",
  position: "Owner, Halpewatte Estate",
  img: "/images/avatars/nimal-perera.webp", // as the editor writes it: WebP, from the repository root
  review: `“${REVIEW.join("\n\n")}”`,
}
const YOUTUBE = { name: "Our channel on YouTube", link: "https://www.youtube.com/@serendib-test" }

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

/** A logo as agencies have them: a mark in a square at its left, then the name's bar. */
const svgLogo = (ink: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120"><rect width="120" height="120" rx="24" fill="${ink}"/><rect x="150" y="40" width="300" height="40" rx="8" fill="${ink}"/></svg>\n`

/** Opens one file of "Site content" in the editor, after its file list. */
async function openFile(page: Page, name: string | RegExp) {
  await page.getByRole("row", { name }).click()
}

/** A field of the list's newest entry, the last one (the editor draws it open). */
const entryField = (page: Page, role: "textbox" | "combobox", name: string | RegExp) =>
  page.getByRole(role, { name, exact: typeof name === "string" }).last()

// As the site's tests saw the editor: at Playwright's default 720 px high, the first cover's picture,
// scrolled above once the second entry is in view, was never drawn.
test.use({ viewport: { width: 1280, height: 900 } })

test("an editor's month in the content editor reaches the built page as it was meant", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000)
  // The editor scales and encodes the photos it is given in the page: slow on a loaded machine.
  page.setDefaultTimeout(30_000)
  const scratch = mkdtempSync(path.join(tmpdir(), "editor-to-page-"))
  const sandbox = contentSandbox()
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined
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

    await page.goto(`${baseURL}/admin/`)
    // The sign-in names the repository (here, in local mode, the clone's folder).
    await expect(page.getByText(new RegExp(`“\\W?${path.basename(process.cwd())}\\W?” repository`))).toBeVisible()
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()
    // Its fonts come from the site: icons, not their names, even where CDNs are out of reach.
    const iconFaces = await page.evaluate(async () =>
      (await document.fonts.load("24px 'Material Symbols Outlined'", "edit_note")).map((face) => face.status),
    )
    expect(iconFaces).toEqual(["loaded"])
    await openFile(page, "Portfolio projects")

    // The first project, opened from its summary, gets a new title, and its cover a phone's 12 MB
    // photo, which the editor scales down rather than refuses.
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

    // A project, with ten there already: Add puts it at the top, the carousel's first slide, and
    // the old tenth is the one the list says the page leaves out.
    await page.getByRole("button", { name: /Add.*project/ }).click()
    const newest = projectItems.first()
    const field = (role: "textbox" | "button" | "group", name: string | RegExp) => drawnField(page, newest, role, name)
    await (await field("textbox", "Title")).fill(PROJECT.title)
    await (await field("textbox", "Description")).fill(PROJECT.description)
    const newCover = path.join(scratch, "tea-estate.png")
    await picture(newCover, 1600, 1000)
    // Dropped onto the field. Its drop zone hands dropped files and those of its own file input to
    // the same handler; a page cannot build a dropped file Chromium would read, so the test gives
    // the file to that input. (The testimonial's portrait below goes through the picker.)
    const newCoverField = await field("group", /Cover image/)
    await newCoverField.locator(".drop-target + input[type=file]").setInputFiles(newCover)
    await expect(newCoverField.getByText("/images/covers/tea-estate.webp")).toBeVisible()
    await (await field("textbox", "Year")).fill(PROJECT.year)
    await (await field("textbox", "Name")).fill(PROJECT.client.name)
    await (await field("textbox", "Website")).fill(PROJECT.client.url)
    await (await field("button", /Add.*tag/)).click()
    await (await field("textbox", "Tag")).fill(PROJECT.tags[0]!)
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
    const titleAt = async (index: number) => {
      await projectItems.nth(index).scrollIntoViewIfNeeded()
      return projectItems.nth(index).getByRole("textbox", { name: "Title" }).first().inputValue()
    }
    const leftOut = await titleAt(10)
    await projectItems.nth(10).getByRole("button", { name: "Reorder Item" }).first().focus()
    await page.keyboard.press("Home")
    await expect.poll(() => titleAt(0)).toBe(leftOut)
    await projectItems.nth(0).getByRole("button", { name: "Reorder Item" }).first().focus()
    await page.keyboard.press("End")
    await expect.poll(() => titleAt(10)).toBe(leftOut)
    await page.screenshot({ path: test.info().outputPath("1-project-added.png") })
    await saveAndWait(page)

    // The header's logo as an SVG, for both themes, and a reply within the hour.
    await openFile(page, /^The agency's own details/)
    const details = page.getByRole("group", { name: "Content Editor" })
    await (await drawnField(page, details, "textbox", "Reply within")).fill(REPLY_WITHIN)
    for (const [label, file, ink] of [
      [/Logo for the light theme/, "logo-ink.svg", "#1e1b4b"],
      [/Logo for the dark theme/, "logo-light-ink.svg", "#e0e7ff"],
    ] as const) {
      writeFileSync(path.join(scratch, file), svgLogo(ink))
      const field = await drawnField(page, details, "group", label)
      await pickImage(page, field, path.join(scratch, file))
      await expect(field.getByText(`/images/brand/${file}`)).toBeVisible()
    }
    await page.screenshot({ path: test.info().outputPath("2-svg-logo.png") })
    await saveAndWait(page)

    // A YouTube profile, its icon chosen by name in the picker.
    await openFile(page, "Social media profiles")
    await page.getByRole("button", { name: /Add.*link/ }).click()
    await entryField(page, "textbox", "Network").fill(YOUTUBE.name)
    await entryField(page, "textbox", "Profile address").fill(YOUTUBE.link)
    await entryField(page, "combobox", /Icon/).click()
    await page.getByRole("option", { name: "YouTube" }).click()
    await page.screenshot({ path: test.info().outputPath("3-youtube.png") })
    await saveAndWait(page)

    // A review pasted as the client sent it: in Sinhala, in quotation marks, in two paragraphs. The
    // new entry is the last one, opens empty, and asks for no id: the editor makes one.
    await openFile(page, "Client testimonials")
    await page.getByRole("button", { name: /Add.*testimonial/ }).click()
    await expect(page.getByRole("spinbutton", { name: "Id" })).toHaveCount(0)
    await entryField(page, "textbox", "Name").fill(TESTIMONIAL.name)
    await entryField(page, "textbox", "Role and company").fill(TESTIMONIAL.position)
    const portrait = path.join(scratch, "nimal-perera.png")
    await picture(portrait, 400, 400)
    const portraitField = page.getByRole("group", { name: /Portrait/ }).last()
    await pickImage(page, portraitField, portrait)
    await expect(portraitField.getByText(TESTIMONIAL.img)).toBeVisible()
    await entryField(page, "textbox", "Review").fill(TESTIMONIAL.review)
    await page.screenshot({ path: test.info().outputPath("4-quoted-review.png") })
    await saveAndWait(page)

    // What the editor wrote.
    for (const file of ["projects", "site", "social-links", "testimonials"])
      sandbox.write(`${file}.json`, await readBack(page, `content/${file}.json`))
    const uploads = [
      "images/covers/shop-front.webp",
      "images/covers/tea-estate.webp",
      "images/brand/logo-ink.svg",
      "images/brand/logo-light-ink.svg",
      "images/avatars/nimal-perera.webp",
    ]
    for (const image of uploads)
      sandbox.writeBytes(image, new Uint8Array(await readBack(page, `content/${image}`, true)))
    // The refused files left nothing in the folder they were to go to.
    const covers = await page.evaluate(async () => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo")
      for (const part of ["content", "images", "covers"]) dir = await dir.getDirectoryHandle(part)
      const names: string[] = []
      for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name)
      return names
    })
    expect(covers.filter((name) => /^(broken|brief)\./.test(name))).toEqual([])
    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
    // Only GitHub's status and the release check leave the site (and fail here, offline).
    expect([...elsewhere].sort()).toEqual(["https://unpkg.com", "https://www.githubstatus.com"])

    // projects.json: the 11th added at the top, the next project's title and cover changed, an id
    // given to the one shipped without, the rest as they were, line for line.
    const projects = originals["content/projects.json"] as string
    const [first] = JSON.parse(projects) as { title: string; image: string }[]
    const savedProjects = sandbox.read("projects.json")
    const saved = JSON.parse(savedProjects) as Record<string, unknown>[]
    expect(saved).toHaveLength(11)
    expect(saved[0]).toEqual({
      ...PROJECT,
      id: expect.stringMatching(/^[0-9a-f]{12}$/),
      image: "/images/covers/tea-estate.webp",
    })
    const added = JSON.stringify(saved[0], null, 2).replace(/^/gm, "  ")
    expect(savedProjects).toBe(
      withEditorIds(projects, JSON.stringify(saved.slice(1)))
        .replace(`"title": "${first!.title}"`, `"title": "${NEW_TITLE}"`)
        .replace(`"image": "${first!.image}"`, '"image": "/images/covers/shop-front.webp"')
        .replace(/^\[\n/, `[\n${added},\n`),
    )
    // The photo was scaled to what the page can use, and kept well under the 5 MB limit.
    const scaled = readFileSync(path.join(sandbox.dir, "images/covers/shop-front.webp"))
    const { width, height, format } = await sharp(scaled).metadata()
    expect({ format, longest: Math.max(width!, height!) }).toEqual({ format: "webp", longest: 2400 })
    expect(scaled.length).toBeLessThan(LARGE_IMAGE.bytes)

    // testimonials.json gained one entry at the end, laid out like the others, with an id of its own
    // (and the editor's own ids for entries written by hand without one).
    const savedTestimonials = sandbox.read("testimonials.json")
    const ids = (JSON.parse(savedTestimonials) as { id: unknown }[]).map(({ id }) => id)
    const testimonials = withEditorIds(
      originals["content/testimonials.json"] as string,
      JSON.stringify(ids.slice(0, -1).map((id) => ({ id }))),
      "testimonials.json",
    )
    expect(new Set(ids).size).toBe(ids.length)
    const newTestimonial = { id: ids.at(-1), ...TESTIMONIAL }
    expect(newTestimonial.id).toMatch(/^[0-9a-f]{12}$/)
    expect(savedTestimonials).toBe(
      `${testimonials.replace(/\n\]\n$/, "")},\n${JSON.stringify(newTestimonial, null, 2).replace(/^/gm, "  ")}\n]\n`,
    )

    // It passes the same check as the build, which says what the page leaves out; then it is built
    // as a release is.
    const { errors: problems, warnings } = await checkContent(sandbox.dir)
    expect(problems).toEqual([])
    // The pictures the month replaced (the first project's cover, the two logos) are named too,
    // where no other entry shows them, so the editor can delete them.
    const site = JSON.parse(originals["content/site.json"] as string) as Record<string, string>
    const replaced = [first!.image, site["logoLight"]!, site["logoDark"]!].filter(
      (image) => !CONTENT_FILES.some(({ file }) => sandbox.read(file).includes(image)),
    )
    expect(warnings.map(({ file, message }) => `${path.basename(file)}: ${message.split(":")[0]}`).sort()).toEqual(
      [
        "projects.json: has 11 projects; the carousel shows only the first 10",
        ...replaced.map((image) => `${path.basename(image)}: is not used by any content file`),
      ].sort(),
    )
    const build = spawnSync("npx", ["gatsby", "build"], {
      env: { ...process.env, ...TEST_BUILD_ENV, CONTENT_DIR: sandbox.dir, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      encoding: "utf8",
      timeout: 420_000,
    })
    expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0)
    const built = path.join(scratch, "public")
    cpSync("public", built, { recursive: true })
    server = await startStaticServer({ root: built })
    // Only what the carousel shows is shipped: the project the list leaves out is in no visitor's download.
    const pageData = readFileSync(path.join(built, "page-data/index/page-data.json"), "utf8")
    expect((JSON.parse(pageData) as { result: { data: { projects: unknown[] } } }).result.data.projects).toHaveLength(
      MAX_PROJECTS,
    )
    expect(pageData).not.toContain(leftOut)

    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } })
      const visitor = await context.newPage()
      await visitor.goto(server.url)
      await expect(visitor.locator("html[data-hydrated]")).toBeAttached()

      // The new project is the carousel's first slide, in English whatever the page's language.
      const portfolio = visitor.locator(anchor("portfolio"))
      const title = portfolio.getByRole("heading", { name: PROJECT.title })
      await expect(title).toBeVisible()
      await expect(portfolio.locator("article").filter({ hasText: PROJECT.title })).toContainText(PROJECT.year)
      expect(await title.evaluate((heading) => heading.closest<HTMLElement>("[lang]")?.lang)).toBe("en")

      // The header's logo is the SVG for this theme, drawn at the header's height.
      const logo = visitor.locator("header img:visible")
      await expect(logo).toHaveCount(1)
      const drawn = colorScheme === "light" ? "logo-ink" : "logo-light-ink"
      expect(await logo.getAttribute("src")).toMatch(new RegExp(`/${drawn}[^/]*\\.svg$`))
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect((await logo.boundingBox())?.height).toBeGreaterThan(20)
      await visitor.locator("header").screenshot({ path: test.info().outputPath(`5-header-${colorScheme}.png`) })

      // The YouTube profile, named for screen readers, with YouTube's own icon.
      const footer = visitor.locator("footer")
      const youtube = footer.getByRole("link", { name: new RegExp(YOUTUBE.name) })
      await expect(youtube).toHaveAttribute("href", YOUTUBE.link)
      expect(await youtube.locator("use").getAttribute("href")).toMatch(/#youtube$/)
      await footer.scrollIntoViewIfNeeded()
      await footer.screenshot({ path: test.info().outputPath(`6-footer-${colorScheme}.png`) })

      // The review shows its quotation marks once, and its two paragraphs apart, marked as Sinhala
      // for a screen reader's voice.
      const quote = visitor.locator(`${anchor("testimonials")} blockquote`).filter({ hasText: REVIEW[0]! })
      await quote.scrollIntoViewIfNeeded()
      expect(await quote.evaluate((text) => text.closest<HTMLElement>("[lang]")?.lang)).toBe("si")
      const shown = await quote.innerText()
      expect(shown.replace(/\s+/g, " ").trim()).toBe(`“${SHOWN_REVIEW.join(" ")}”`)
      expect(shown).toMatch(new RegExp(`${REVIEW[0]!.replace(/\./g, "\\.")}\\n\\s*\\n${REVIEW[1]!.slice(0, 8)}`))
      await quote.screenshot({ path: test.info().outputPath(`7-review-${colorScheme}.png`) })

      // The reply time as the editor wrote it, inside the contact section's sentence.
      await expect(visitor.locator(anchor("contact"))).toContainText(fill(W.contact.replyTime, { time: REPLY_WITHIN }))
      await context.close()
    }
  } finally {
    await server?.close()
    sandbox.dispose()
    rmSync(scratch, { recursive: true, force: true })
  }
})
