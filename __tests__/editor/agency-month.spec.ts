// A new agency's first month, from the content editor's own forms (Sveltia CMS in local-repository
// mode: the folder picker answers with a copy of the repository in the browser's origin-private file
// system) to the built page, in one opening of the editor and one build. The preview draws each
// edit as it is typed; the editor refuses what it cannot take (a file it cannot read, a copied
// entry, a misspelt placeholder) and writes nothing for it; the saved files differ only where the
// editor worked, pass the content check, and build into the page that was meant: the new project
// first, the SVG logo, the YouTube profile, the reply time, the brand's shades readable in both
// themes at both widths, the sections in their new order with the hidden one and every link to it
// gone, and the share image cut from the upload. It is built as for a GitHub Pages project site,
// under a path prefix (npm run build:prefix), and served only there: every file the page asks for
// stays under it.
// This build writes .cache and public/: it takes its turn in the "gatsby" project (playwright.config.ts).
import { test, expect, type Locator, type Page } from "@playwright/test"
import { AxeBuilder } from "@axe-core/playwright"
import sharp from "sharp"
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startStaticServer } from "../../scripts/lib/static-server"
import { localRepository } from "../../scripts/lib/local-repository"
import { TEST_BUILD_ENV } from "../../scripts/lib/test-build"
import { PREFIX } from "../../scripts/lib/builds"
import { PROJECT_ENTRIES } from "../../node/admin/page"
import { checkContent } from "../../node/hooks/content"
import { adminConfig } from "../../node/hooks/admin"
import { LARGE_IMAGE } from "../../node/content/images"
import { brandColours } from "../../shared/brand"
import { fontFile, TYPEFACES, type Typeface } from "../../shared/fonts"
import { placeholderMessage } from "../../shared/placeholders"
import { ICONS, SHARE_IMAGE } from "../../shared/site-files"
import {
  anchorOf,
  CONTENT_FILES,
  KEPT_SECTION,
  MAX_PROJECTS,
  SECTION_LABELS,
  sectionOfLink,
  type SectionKey,
} from "../../shared/content-files"
import { fill } from "../../src/lib/fill"
import definitionsSchema from "../../schemas/definitions.schema.json"
import { PANE_WORDS } from "../../src/preview-pane/pane-words"
import { contentSandbox, firstLanguageSandbox } from "../content-sandbox"
import { anchor, W } from "../content"
import { recordViolations, withEditorIds } from "../site/harness"
import {
  drawnField,
  editorRepository,
  moveSectionToTop,
  PALE_YELLOW,
  picture,
  pickImage,
  previewedPage,
  previewPane,
  readBack,
  refusedSave,
  rgb,
  saveAndWait,
  sectionBar,
} from "./editor"

const SERVICE_TITLE = "Sites that load before the kettle boils"
const NEW_TITLE = "Banquet booking platform"
const PROJECT = {
  title: "Tea estate booking site",
  description: "Room and tour bookings for a working tea estate in the hills, in English, Sinhala and Tamil.",
  year: "2019", // older work: any year an agency has been at it
  client: { name: "Halpewatte Estate", url: "https://halpewatte.example.lk" },
  tags: ["Gatsby"],
}
/** The new project's case study, written in the editor: every required part, two pictures. */
const CASE_STUDY = {
  slug: "tea-estate-bookings",
  summary: "Guests book rooms and tea-factory tours directly, in their own language.",
  problem: "The estate took bookings by phone in three languages, and tours were planned on paper.",
  work: ["Built one booking page for rooms and tours, in English, Sinhala and Tamil."],
  results: [{ figure: "3×", label: "direct bookings in the first season" }],
  pictures: [
    { image: "/images/case-studies/estate-rooms.webp", alt: "The rooms, each with its view of the hills." },
    { image: "/images/case-studies/estate-tours.webp", alt: "The day's tours of the tea factory, to book." },
  ],
}
/** Where the editor puts a case study's picture: in its folder, or in images/ itself. */
const pictureAt = (image: string) => new RegExp(`^/images/(case-studies/)?${path.basename(image).replace(".", "\\.")}$`)
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
const definitions = definitionsSchema.definitions as Record<string, { enum?: string[]; enumDescriptions?: string[] }>

/** The agency's new icon: a square of its own colour, unlike the shipped one. */
const ICON_INK = "#0f766e"
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

/** Opens one file of "Site content" from the editor's list of files. */
const openFile = (page: Page, name: string | RegExp) => page.getByRole("row", { name }).click()

/** A field of the list's newest entry, the last one (the editor draws it open). */
const entryField = (page: Page, role: "textbox" | "combobox", name: string | RegExp) =>
  page.getByRole(role, { name, exact: typeof name === "string" }).last()

/** The List Item Options menu of the form's first entry: what it offers. */
async function optionsOfFirstEntry(page: Page) {
  await page.getByRole("button", { name: "List Item Options" }).first().click()
  const menu = page.getByRole("menu")
  await expect(menu.getByRole("menuitem").first()).toBeVisible()
  return (await menu.getByRole("menuitem").allInnerTexts()).map((item) => item.trim())
}

/** The page's sections, by id, in order. */
const sectionIds = (page: Page) => page.locator("main > section").evaluateAll((all) => all.map(({ id }) => id))

// At Playwright's default 720 px high, the first cover's picture, scrolled above once the second
// entry is in view, was never drawn.
test.use({ viewport: { width: 1280, height: 900 } })

test("a new agency's month in the content editor reaches the built page as it was meant", async ({
  page,
  browser,
  baseURL,
}) => {
  // Alone beside a busy core it takes 5 minutes on a host half as fast as the one it was written
  // on; beside the other tests, more than 10.
  test.setTimeout(1_200_000)
  // The editor scales and encodes the photos it is given in the page: slow on a loaded machine.
  page.setDefaultTimeout(30_000)
  const scratch = mkdtempSync(path.join(tmpdir(), "agency-month-"))
  const sandbox = firstLanguageSandbox()
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined
  try {
    const originals = editorRepository()
    const original = <T>(file: string) => JSON.parse(originals[`content/${file}`] as string) as T
    // A menu link the check refuses, as a push with git (which skips the editor's check) could leave.
    const menu = original<{ name: string; href: string }[]>("navigation.json")
    const planted = [{ ...menu[0]!, href: "javascript:parent.document.title=localStorage.length" }, ...menu.slice(1)]
    const repository = { ...originals, "content/navigation.json": `${JSON.stringify(planted, null, 2)}\n` }
    const site = original<{
      name: string
      typeface: Typeface
      sections: SectionKey[]
      logoLight: string
      logoDark: string
      shareImage: string
      icon: string
      siteAddress: string
    }>("site.json")
    // The testimonials hidden (every section is shown when the month starts), the portfolio moved
    // above the section over it (where it leads already, the second section goes first).
    const hidden: SectionKey = "testimonials"
    const moved = site.sections.indexOf("portfolio") > 0 ? "portfolio" : site.sections[1]!
    const at = site.sections.indexOf(moved)
    const reordered = [...site.sections.slice(0, at - 1), moved, site.sections[at - 1]!, ...site.sections.slice(at + 1)]
    const shown = reordered.filter((key) => key !== hidden)
    expect(hidden).not.toBe(KEPT_SECTION)
    const shades = brandColours(PALE_YELLOW)

    const violations = await recordViolations(page)
    await page.context().addInitScript(localRepository, repository)
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    const elsewhere = new Set<string>()
    page.on("request", (request) => {
      const { origin } = new URL(request.url())
      if (origin !== baseURL && !request.url().startsWith("blob:")) elsewhere.add(origin)
    })

    // The editor as the build makes it for a site in the repository's one language (the build's
    // own is for the suite's content set, which may have more).
    const { collections } = adminConfig(sandbox.dir, { repo: "", branch: "" })
    // (The editor asks for it with a query of its own, against caches.)
    await page.route(new RegExp(`^${baseURL}/admin/config\\.json(\\?|$)`), async (route) => {
      const { i18n: _i18n, ...built } = (await (await route.fetch()).json()) as Record<string, unknown>
      await route.fulfill({ json: { ...built, collections } })
    })

    await test.step("signs in to the local repository, with the site's own icons", async () => {
      await page.goto(`${baseURL}/admin/`)
      // The sign-in names the repository (here, in local mode, the clone's folder).
      await expect(page.getByText(new RegExp(`“\\W?${path.basename(process.cwd())}\\W?” repository`))).toBeVisible()
      await page.getByRole("button", { name: /Work with Local Repository/ }).click()
      // Its fonts come from the site: icons, not their names, even where CDNs are out of reach.
      const iconFaces = await page.evaluate(async () =>
        (await document.fonts.load("24px 'Material Symbols Outlined'", "edit_note")).map((face) => face.status),
      )
      expect(iconFaces).toEqual(["loaded"])
    })

    await test.step("a menu link the check refuses: left out of the pane, whose page reaches neither the editor's storage nor its window; chosen again from the list", async () => {
      await openFile(page, "Header navigation links")
      // At a desktop's width, where the header shows its links: every one but the refused one.
      await previewPane(page).getByRole("button", { name: "Desktop" }).click()
      const pane = previewedPage(page)
      const header = pane.locator("header").first()
      for (const { name } of menu.slice(1)) await expect(header.getByRole("link", { name, exact: true })).toBeVisible()
      await expect(pane.locator('a[href^="javascript:"]')).toHaveCount(0)
      await expect(
        previewPane(page)
          .getByText(/javascript:parent/)
          .first(),
      ).toBeVisible()
      expect(
        await pane.locator("body").evaluate(() => {
          const reach = (what: () => unknown) => {
            try {
              what()
              return "reached"
            } catch {
              return "refused"
            }
          }
          return { storage: reach(() => localStorage.length), window: reach(() => parent.document.title) }
        }),
      ).toEqual({ storage: "refused", window: "refused" })
      await page.getByRole("button", { name: "Expand All" }).first().click()
      await page
        .getByRole("combobox", { name: /Links to/ })
        .first()
        .click()
      // Picked by the section's name, as the picker lists them.
      const { enum: links, enumDescriptions: names } = definitions.sectionLink!
      await page.getByRole("option", { name: names![links!.indexOf(menu[0]!.href)], exact: true }).click()
      await expect(previewPane(page).getByText(/javascript:parent/)).toHaveCount(0)
      await expect(header.getByRole("link", { name: menu[0]!.name, exact: true })).toBeVisible()
      await previewPane(page).getByRole("button", { name: "Phone" }).click()
      await saveAndWait(page)
    })

    await test.step("a service: drawn as typed, in the page's typeface and colours, in dark and at a desktop's width; a copy refused", async () => {
      await openFile(page, "Services")
      const saved = await readBack(page, "content/services.json")
      await page.getByRole("button", { name: "Expand All" }).first().click()
      await page.getByRole("textbox", { name: "Title" }).first().fill(SERVICE_TITLE)
      const services = previewedPage(page).locator(anchor("services"))
      const heading = services.getByRole("heading", { name: SERVICE_TITLE })
      await expect(heading).toBeVisible()
      // In the agency's typeface, loaded, and its label in the brand's light shade.
      const family = TYPEFACES[site.typeface].family
      await expect
        .poll(() =>
          heading.evaluate((element, family) => element.ownerDocument.fonts.check(`16px "${family}"`), family),
        )
        .toBe(true)
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(family)
      const label = services.locator("p").first()
      const { light, dark } = brandColours(original<{ brandColour: string }>("site.json").brandColour)
      await expect(label).toHaveCSS("color", rgb(light.value))
      await previewPane(page).getByRole("button", { name: "Dark" }).click()
      await expect(label).toHaveCSS("color", rgb(dark.value))
      // The cards dark too, as the page draws them in dark.
      const cardLightness = () =>
        services
          .getByRole("listitem")
          .first()
          .evaluate((card) => {
            const context = Object.assign(document.createElement("canvas"), { width: 1, height: 1 }).getContext("2d")!
            context.fillStyle = getComputedStyle(card).backgroundColor
            context.fillRect(0, 0, 1, 1)
            return Math.max(...context.getImageData(0, 0, 1, 1).data.slice(0, 3))
          })
      await expect.poll(cardLightness).toBeLessThan(60)
      // A desktop's width: the services side by side, as the page lays them out at 1280 px.
      await previewPane(page).getByRole("button", { name: "Desktop" }).click()
      await expect
        .poll(async () => {
          const tops = await services
            .getByRole("listitem")
            .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
          return new Set(tops).size
        })
        .toBe(1)
      await previewPane(page).getByRole("button", { name: "Light" }).click()
      await previewPane(page).getByRole("button", { name: "Phone" }).click()

      // An entry without an id can be copied; the copy is refused on save, naming the one it copies,
      // and nothing is written. Removed, the title saves.
      expect(await optionsOfFirstEntry(page)).toContain("Duplicate")
      await page.getByRole("menuitem", { name: "Duplicate" }).click()
      await expect(
        previewPane(page)
          .getByText(/is the same as service 1/)
          .first(),
      ).toBeVisible()
      expect(await refusedSave(page)).toMatch(/is the same as service 1/)
      expect(await readBack(page, "content/services.json")).toBe(saved)
      await page.locator(".item-wrapper").nth(1).getByRole("button", { name: "Remove" }).first().click()
      await expect(previewPane(page).getByText(/is the same as service 1/)).toHaveCount(0)
      await saveAndWait(page)
    })

    const projectItems = page.locator(PROJECT_ENTRIES)
    const cover = (index: number) => projectItems.nth(index).getByRole("group", { name: /Cover image/ })
    let leftOut = ""
    await test.step("projects: a phone's photo as a cover, drawn in the slide before any save; files it cannot take refused; an eleventh added and ordered", async () => {
      await openFile(page, "Portfolio projects")
      // An entry with an id offers no Duplicate: the copy would carry it, hidden.
      expect(await optionsOfFirstEntry(page)).not.toContain("Duplicate")
      await page.keyboard.press("Escape")
      await page.getByRole("button", { name: "Expand All" }).first().click()
      await page.getByRole("textbox", { name: "Title" }).first().fill(NEW_TITLE)
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
      await expect(cover(0).getByText("/images/covers/shop-front.webp")).toBeVisible()
      // The slide draws the upload, not yet saved, from the editor's own copy.
      const slide = previewedPage(page).locator(anchor("portfolio")).getByRole("group").first()
      const slideImage = slide.locator("img").first()
      await expect
        .poll(() =>
          slideImage.evaluate((img: HTMLImageElement) => `${img.currentSrc.slice(0, 5)} ${img.naturalWidth > 0}`),
        )
        .toBe("blob: true")
      await expect(slide).toContainText(NEW_TITLE)

      // A file it cannot read is refused, and the cover it was to replace stays.
      const secondCover = original<{ image: string }[]>("projects.json")[1]!.image
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
      const field = (role: "textbox" | "button" | "group" | "checkbox", name: string | RegExp) =>
        drawnField(page, newest, role, name)
      await (await field("textbox", "Title")).fill(PROJECT.title)
      await (await field("textbox", "Description")).fill(PROJECT.description)
      // The carousel turns to the slide being added, which the built page shows first: the whole
      // slide inside the track's width (the pane may be too short for its height).
      await expect
        .poll(() =>
          previewedPage(page)
            .locator(anchor("portfolio"))
            .getByRole("group")
            .filter({ hasText: PROJECT.title })
            .evaluate((slide) => {
              const [box, track] = [slide.getBoundingClientRect(), slide.parentElement!.getBoundingClientRect()]
              return box.left >= track.left - 1 && box.right <= track.right + 1
            }),
        )
        .toBe(true)
      const newCover = path.join(scratch, "tea-estate.png")
      await picture(newCover, 1600, 1000)
      // Dropped onto the field. Its drop zone hands dropped files and those of its own file input to
      // the same handler; a page cannot build a dropped file Chromium would read, so the test gives
      // the file to that input. (The portrait below goes through the picker.)
      const newCoverField = await field("group", /Cover image/)
      await newCoverField.locator(".drop-target + input[type=file]").setInputFiles(newCover)
      await expect(newCoverField.getByText("/images/covers/tea-estate.webp")).toBeVisible({ timeout: 90_000 })
      await (await field("textbox", "Year")).fill(PROJECT.year)
      await (await field("textbox", "Name")).fill(PROJECT.client.name)
      await (await field("textbox", "Website")).fill(PROJECT.client.url)
      await (await field("button", /Add.*tag/)).click()
      await (await field("textbox", "Tag")).fill(PROJECT.tags[0]!)
      // Its case study, ticked and written: the preview draws its page, as typed.
      await (await field("checkbox", /Add.*Case study/)).check()
      await (await field("textbox", "Address")).fill(CASE_STUDY.slug)
      await (await field("textbox", "Summary")).fill(CASE_STUDY.summary)
      const studyPage = previewedPage(page)
      await expect(studyPage.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
      await expect(studyPage.getByText(CASE_STUDY.summary)).toBeVisible()
      await (await field("textbox", "The problem")).fill(CASE_STUDY.problem)
      await (await field("button", /Add.*step/)).click()
      await (await field("textbox", "Step")).fill(CASE_STUDY.work[0]!)
      await (await field("button", /Add.*result/)).click()
      await (await field("textbox", "Figure")).fill(CASE_STUDY.results[0]!.figure)
      await (await field("textbox", "What it counts")).fill(CASE_STUDY.results[0]!.label)
      for (const [index, { image, alt }] of CASE_STUDY.pictures.entries()) {
        await (await field("button", /Add.*picture/)).click()
        const file = path.join(scratch, path.basename(image).replace(/\.webp$/, ".png"))
        await picture(file, 1600, 1000, ["#0f766e", "#b45309"][index])
        const imageField = await field("group", /\bImage\b/)
        await imageField.locator(".drop-target + input[type=file]").setInputFiles(file)
        // In its folder, or in images/ itself: Sveltia does not yet put a nested list's uploads in
        // their own folder (sveltia/sveltia-cms#632).
        await expect(imageField.getByText(pictureAt(image))).toBeVisible({ timeout: 90_000 })
        await (await field("textbox", "What it shows")).fill(alt)
        await expect(studyPage.getByRole("img", { name: alt })).toBeAttached()
      }
      await expect(studyPage.getByRole("heading", { level: 2, name: W.caseStudy.results })).toBeVisible()
      await expect(studyPage.getByText(CASE_STUDY.results[0]!.label)).toBeVisible()
      await page.screenshot({ path: test.info().outputPath("1-case-study.png") })
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
      leftOut = await titleAt(10)
      await projectItems.nth(10).getByRole("button", { name: "Reorder Item" }).first().focus()
      await page.keyboard.press("Home")
      await expect.poll(() => titleAt(0)).toBe(leftOut)
      await projectItems.nth(0).getByRole("button", { name: "Reorder Item" }).first().focus()
      await page.keyboard.press("End")
      await expect.poll(() => titleAt(10)).toBe(leftOut)
      await page.screenshot({ path: test.info().outputPath("1-project-added.png") })
      await saveAndWait(page)
    })

    await test.step("a YouTube profile, its icon chosen by name", async () => {
      await openFile(page, "Social media profiles")
      await page.getByRole("button", { name: /Add.*link/ }).click()
      await entryField(page, "textbox", "Network").fill(YOUTUBE.name)
      await entryField(page, "textbox", "Profile address").fill(YOUTUBE.link)
      await entryField(page, "combobox", /Icon/).click()
      await page.getByRole("option", { name: "YouTube" }).click()
      await saveAndWait(page)
    })

    await test.step("a review pasted in Sinhala, in its own quotation marks, drawn as the page draws it", async () => {
      // The new entry is the last one, opens empty, and asks for no id: the editor makes one.
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
      // Its quotation marks once, its two paragraphs apart, marked as Sinhala for a screen reader's voice.
      const quote = previewedPage(page)
        .locator(`${anchor("testimonials")} blockquote`)
        .filter({ hasText: REVIEW[0]! })
      await expect(quote).toHaveCount(1)
      expect(await quote.evaluate((text) => text.closest<HTMLElement>("[lang]")?.lang)).toBe("si")
      const said = await quote.innerText()
      expect(said.replace(/\s+/g, " ").trim()).toBe(`“${SHOWN_REVIEW.join(" ")}”`)
      expect(said).toMatch(new RegExp(`${REVIEW[0]!.replace(/\./g, "\\.")}\\n\\s*\\n${REVIEW[1]!.slice(0, 8)}`))
      await page.screenshot({ path: test.info().outputPath("2-quoted-review.png") })
      await saveAndWait(page)
    })

    await test.step("the agency's own details: reply time, SVG logos, a pale brand colour, the sections' order, one hidden with its links, a share image", async () => {
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
      await (await drawnField(page, details, "group", /Brand colour/)).getByRole("textbox").last().fill(PALE_YELLOW)
      await expect(
        previewPane(page).getByText(`the light theme uses ${shades.light.value}, a darker shade of ${PALE_YELLOW}`),
      ).toBeVisible()
      await drawnField(page, details, "group", /Sections, in order/)
      await moveSectionToTop(
        page,
        SECTION_LABELS[moved],
        ["hero", ...reordered].map((key) => anchorOf(key as SectionKey).id),
      )
      // Hidden while the menu and the footer still link there: the preview says which links the page
      // leaves out, and the save goes through.
      await (await sectionBar(page, SECTION_LABELS[hidden])).getByRole("button", { name: "Remove" }).click()
      for (const file of ["navigation.json", "footer-links.json"])
        for (const { href } of original<{ href: string }[]>(file).filter(({ href }) => sectionOfLink(href) === hidden))
          await expect(
            previewPane(page).getByText(`links to ${href}, the ${SECTION_LABELS[hidden]} section`).first(),
          ).toBeVisible()
      await expect(previewedPage(page).locator(anchor(hidden))).toHaveCount(0)
      const share = path.join(scratch, "agency-share-card.png")
      // A phone's photo: the editor scales it to what the share image can use (half again its 1200 × 630).
      await picture(share, 4000, 2000)
      await pickImage(page, await drawnField(page, details, "group", /Share image/), share)
      const icon = path.join(scratch, "agency-icon.png")
      await sharp({ create: { width: 512, height: 512, channels: 3, background: ICON_INK } })
        .png()
        .toFile(icon)
      await pickImage(page, await drawnField(page, details, "group", /^“\u2068Icon\u2069”/), icon)
      // Both shown beside the page, as a shared link's card and a browser's tab, from the editor's
      // own copies; and the page keeps its logo and its hero's picture through the uploads.
      const drawnFromUpload = (image: Locator) =>
        expect
          .poll(() =>
            image.evaluate((img: HTMLImageElement) => `${img.currentSrc.slice(0, 5)} ${img.naturalWidth > 0}`),
          )
          .toBe("blob: true")
      for (const shown of [PANE_WORDS.linkCard, PANE_WORDS.tab])
        await drawnFromUpload(
          previewPane(page)
            .getByRole(shown === PANE_WORDS.tab ? "group" : "figure", { name: shown })
            .locator("img"),
        )
      await expect(previewPane(page).getByRole("figure", { name: PANE_WORDS.linkCard })).toContainText(
        new URL(site.siteAddress).host,
      )
      for (const image of [
        previewedPage(page).locator("header img:visible"),
        previewedPage(page).locator(anchor("hero")).locator("img").first(),
      ])
        await drawnFromUpload(image)

      // The pane draws the pale colour's shade for each theme, at both widths. That every word in
      // those shades reads is axe's, on the built page below, at the same widths and themes: the pane
      // draws the same data (preview-parity.spec.ts) with the site's own stylesheet.
      for (const width of ["Phone", "Desktop"] as const)
        for (const theme of ["Light", "Dark"] as const) {
          await previewPane(page).getByRole("button", { name: width }).click()
          await previewPane(page).getByRole("button", { name: theme }).click()
          await expect(
            previewPane(page).locator(
              `iframe[title="The page as on a ${width.toLowerCase()}, in ${theme.toLowerCase()}"]`,
            ),
          ).toBeAttached()
          await expect(previewedPage(page).locator(anchor("hero")).locator("p").first()).toHaveCSS(
            "color",
            rgb(theme === "Light" ? shades.light.value : shades.dark.value),
          )
          await page.screenshot({ path: test.info().outputPath(`3-agency-look-${width}-${theme}.png`) })
        }
      await saveAndWait(page)
    })

    await test.step("a word whose placeholder is misspelt is refused, naming the one it keeps, and nothing is written", async () => {
      await openFile(page, /^Words on the page/)
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
      expect(await readBack(page, "content/words.json")).toBe(originals["content/words.json"])
    })

    // What the editor wrote.
    const written = ["services", "projects", "social-links", "testimonials", "site"]
    for (const file of written) sandbox.write(`${file}.json`, await readBack(page, `content/${file}.json`))
    for (const file of CONTENT_FILES.map(({ file }) => file).filter((file) => !written.includes(file.slice(0, -5))))
      expect(await readBack(page, `content/${file}`), file).toBe(originals[`content/${file}`])
    const uploads = [
      "images/covers/shop-front.webp",
      "images/covers/tea-estate.webp",
      "images/brand/logo-ink.svg",
      "images/brand/logo-light-ink.svg",
      "images/avatars/nimal-perera.webp",
      "images/brand/agency-share-card.webp",
      "images/brand/agency-icon.webp",
      // The case study's pictures, where the editor put them (pictureAt).
      ...(
        JSON.parse(sandbox.read("projects.json")) as { caseStudy?: { pictures: { image: string }[] } }[]
      )[0]!.caseStudy!.pictures.map(({ image }) => image.slice(1)),
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
    // given to one shipped without, the rest as they were, line for line.
    const projects = originals["content/projects.json"] as string
    const [first] = JSON.parse(projects) as { title: string; image: string }[]
    const savedProjects = sandbox.read("projects.json")
    const saved = JSON.parse(savedProjects) as Record<string, unknown>[]
    expect(saved).toHaveLength(11)
    expect(saved[0]).toEqual({
      ...PROJECT,
      id: expect.stringMatching(/^[0-9a-f]{12}$/),
      image: "/images/covers/tea-estate.webp",
      caseStudy: {
        ...CASE_STUDY,
        pictures: CASE_STUDY.pictures.map(({ image, alt }) => ({
          image: expect.stringMatching(pictureAt(image)),
          alt,
        })),
      },
    })
    const added = JSON.stringify(saved[0], null, 2).replace(/^/gm, "  ")
    expect(savedProjects).toBe(
      withEditorIds(projects, JSON.stringify(saved.slice(1)))
        .replace(`"title": "${first!.title}"`, `"title": "${NEW_TITLE}"`)
        .replace(`"image": "${first!.image}"`, '"image": "/images/covers/shop-front.webp"')
        .replace(/^\[\n/, `[\n${added},\n`),
    )
    // The photo was scaled to what the page can use, and kept well under the 5 MB limit; so was the
    // share image, to half again its 1200 × 630.
    const scaled = readFileSync(path.join(sandbox.dir, "images/covers/shop-front.webp"))
    const { width, height, format } = await sharp(scaled).metadata()
    expect({ format, longest: Math.max(width!, height!) }).toEqual({ format: "webp", longest: 2400 })
    expect(scaled.length).toBeLessThan(LARGE_IMAGE.bytes)
    const shareUpload = await sharp(path.join(sandbox.dir, "images/brand/agency-share-card.webp")).metadata()
    expect([shareUpload.width, shareUpload.height]).toEqual([1800, 900])

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

    // It passes the same check as the build, which says what the page leaves out: the eleventh
    // project, the pictures the month replaced (the first cover, the logos, the share image, where
    // no other entry shows them), so the editor can delete them, and the links to the hidden section.
    const { errors: problems, warnings, notes } = await checkContent(sandbox.dir)
    expect(problems).toEqual([])
    const replaced = [first!.image, site.logoLight, site.logoDark, site.shareImage, site.icon].filter(
      (image) => !CONTENT_FILES.some(({ file }) => sandbox.read(file).includes(image)),
    )
    const unusedBefore = contentSandbox()
    const before = (await checkContent(unusedBefore.dir)).warnings.map(({ file }) => path.basename(file))
    unusedBefore.dispose()
    expect(warnings.map(({ file, message }) => `${path.basename(file)}: ${message.split(":")[0]}`).sort()).toEqual(
      [
        "projects.json: has 11 projects; the carousel shows only the first 10",
        ...[...replaced.map((image) => path.basename(image)), ...before].map(
          (picture) => `${picture}: is not used by any content file`,
        ),
      ].sort(),
    )
    expect(notes.filter(({ message }) => message.includes(`the ${SECTION_LABELS[hidden]} section`))).not.toEqual([])

    // Built as a release is, under the prefix.
    const build = spawnSync("npx", ["gatsby", "build", "--prefix-paths"], {
      env: {
        ...process.env,
        ...TEST_BUILD_ENV,
        CONTENT_DIR: sandbox.dir,
        PATH_PREFIX: PREFIX,
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "true",
      },
      encoding: "utf8",
      timeout: 900_000,
    })
    expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0)
    const built = path.join(scratch, "public")
    cpSync("public", built, { recursive: true })
    server = await startStaticServer({ root: built, prefix: PREFIX })
    const home = `${server.url}${PREFIX}/`
    // Only what the carousel shows is shipped: the project the list leaves out is in no visitor's download.
    const pageData = readFileSync(path.join(built, "page-data/index/page-data.json"), "utf8")
    expect((JSON.parse(pageData) as { result: { data: { projects: unknown[] } } }).result.data.projects).toHaveLength(
      MAX_PROJECTS,
    )
    expect(pageData).not.toContain(leftOut)

    // The case study written in the editor has its page (its head, share image, data and sitemap
    // entry are every case study's, proven in site/case-study.spec.ts).
    const reader = await browser.newPage()
    await reader.goto(`${server.url}${PREFIX}/case-studies/${CASE_STUDY.slug}/`)
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(PROJECT.title)
    await reader.close()

    for (const colorScheme of ["light", "dark"] as const)
      for (const width of [1280, 375]) {
        const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } })
        const visitor = await context.newPage()
        await visitor.goto(home)
        await expect(visitor.locator("html[data-hydrated]")).toBeAttached()
        // The sections in the agency's new order, the hidden one gone, and no link left to it.
        expect(await sectionIds(visitor)).toEqual(["hero", ...shown].map((key) => anchorOf(key as SectionKey).id))
        const links = await visitor.locator("a[href^='#']").evaluateAll((all) => all.map((a) => a.getAttribute("href")))
        expect(links.filter((href) => sectionOfLink(href ?? "") === hidden)).toEqual([])
        // The brand's shade for this theme on its accents and the browser's bar.
        await expect(visitor.locator(`#${anchorOf("hero").id} p`).first()).toHaveCSS(
          "color",
          rgb(shades[colorScheme].value),
        )
        await expect(visitor.locator('meta[name="theme-color"]')).toHaveAttribute("content", shades[colorScheme].value)
        // The header's logo is the SVG for this theme, drawn at the header's height.
        const logo = visitor.locator("header img:visible")
        await expect(logo).toHaveCount(1)
        const drawn = colorScheme === "light" ? "logo-ink" : "logo-light-ink"
        expect(await logo.getAttribute("src")).toMatch(new RegExp(`/${drawn}[^/]*\\.svg$`))
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
        expect((await logo.boundingBox())?.height).toBeGreaterThan(20)
        // The new project is the carousel's first slide, in English whatever the page's language.
        const portfolio = visitor.locator(anchor("portfolio"))
        const title = portfolio.getByRole("heading", { name: PROJECT.title })
        await expect(title).toBeAttached()
        await expect(portfolio.locator("article").filter({ hasText: PROJECT.title })).toContainText(PROJECT.year)
        expect(await title.evaluate((heading) => heading.closest<HTMLElement>("[lang]")?.lang)).toBe("en")
        await expect(visitor.locator(anchor("services"))).toContainText(SERVICE_TITLE)
        // The YouTube profile, named for screen readers, with YouTube's own icon.
        const youtube = visitor.locator("footer").getByRole("link", { name: new RegExp(YOUTUBE.name) })
        await expect(youtube).toHaveAttribute("href", YOUTUBE.link)
        expect(await youtube.locator("use").getAttribute("href")).toMatch(/#youtube$/)
        // The reply time as the editor wrote it, inside the contact section's sentence.
        await expect(visitor.locator(anchor("contact"))).toContainText(
          fill(W.contact.replyTime, { time: REPLY_WITHIN }),
        )
        // Every text reads.
        const contrast = await new AxeBuilder({ page: visitor }).withRules(["color-contrast"]).analyze()
        const failing = contrast.violations.flatMap(({ nodes }) => nodes.map(({ target }) => target.join(" ")))
        expect(failing, `${colorScheme}, ${width} px`).toEqual([])
        await visitor.screenshot({ path: test.info().outputPath(`4-page-${colorScheme}-${width}.png`) })
        await context.close()
      }

    // The share image: the editor's picture, cut to 1200 × 630 around its middle.
    const shareImage = Buffer.from(await (await fetch(`${server.url}${PREFIX}${SHARE_IMAGE.path}`)).arrayBuffer())
    const shareSize = await sharp(shareImage).metadata()
    expect([shareSize.width, shareSize.height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height])
    const { dominant } = await sharp(shareImage).stats()
    expect(Math.abs(dominant.r - 0x4f) + Math.abs(dominant.g - 0x46) + Math.abs(dominant.b - 0xe5)).toBeLessThan(40)

    // The tab's icon: the editor's upload, in the size a tab asks for.
    const tabIcon = await sharp(
      Buffer.from(await (await fetch(`${server.url}${PREFIX}${ICONS.tab.path}`)).arrayBuffer()),
    ).stats()
    expect(
      [tabIcon.dominant.r - 0x0f, tabIcon.dominant.g - 0x76, tabIcon.dominant.b - 0x6e].reduce(
        (sum, d) => sum + Math.abs(d),
        0,
      ),
    ).toBeLessThan(40)

    await test.step(`served under ${PREFIX}: every file the page asks for is there, under it`, async () => {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
      const visitor = await context.newPage()
      const requests: string[] = []
      const failures: string[] = []
      let pending = 0
      visitor.on("request", (request) => (requests.push(new URL(request.url()).pathname), pending++))
      visitor.on("requestfinished", () => pending--)
      visitor.on("requestfailed", () => pending--)
      visitor.on(
        "response",
        (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`),
      )
      visitor.on("requestfailed", (request) => failures.push(`failed ${request.url()}`))
      await visitor.goto(home)
      await expect(visitor.locator("html[data-hydrated]")).toBeAttached()
      // Read through, each position drawn, so every lazy picture on the way is asked for; then every
      // answer is in.
      await visitor.evaluate(async () => {
        const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        for (let y = 0; y <= document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y)
          await drawn()
        }
      })
      await expect.poll(() => pending, { message: "requests still unanswered" }).toBe(0)
      expect(failures).toEqual([])
      expect(requests.filter((pathname) => !pathname.startsWith(`${PREFIX}/`))).toEqual([])
      const broken = await visitor
        .locator("img")
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[])
            .filter((img) => img.complete && img.naturalWidth === 0)
            .map((img) => img.currentSrc),
        )
      expect(broken).toEqual([])
      expect(requests, "the icon sprite").toContain(`${PREFIX}/icons.svg`)
      expect(requests, "the font").toContain(`${PREFIX}${fontFile(site.typeface)}`)

      // The head's links and the manifest's icons under it too, and the sitemap robots.txt names, at
      // the agency's own address (its details', no developer's setting).
      const siteUrl = site.siteAddress
      await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${PREFIX}/`)
      await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${siteUrl}${PREFIX}${SHARE_IMAGE.path}`,
      )
      const manifestUrl = await visitor
        .locator('link[rel="manifest"]')
        .evaluate((link) => (link as HTMLLinkElement).href)
      const manifest = (await (await fetch(manifestUrl)).json()) as {
        name: string
        theme_color: string
        icons: { src: string }[]
      }
      // The agency's name, and its bar in the page's own light-theme accent (the brand colour's shade).
      expect([manifest.name, manifest.theme_color]).toEqual([site.name, shades.light.value])
      for (const icon of manifest.icons) {
        const url = new URL(icon.src, manifestUrl)
        expect(url.pathname.startsWith(`${PREFIX}/`), url.pathname).toBe(true)
        expect((await fetch(url)).status, url.pathname).toBe(200)
      }
      expect(await (await fetch(new URL("robots.txt", home))).text()).toContain(
        `Sitemap: ${siteUrl}${PREFIX}/sitemap-index.xml`,
      )

      // The 404 page's home link leads back under it.
      await visitor.goto(new URL("no-such-page/", home).href)
      await visitor.getByRole("link", { name: W.notFound.button }).click()
      await visitor.waitForURL(home)
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible()
      await context.close()
    })
  } finally {
    await server?.close()
    sandbox.dispose()
    rmSync(scratch, { recursive: true, force: true })
  }
})
