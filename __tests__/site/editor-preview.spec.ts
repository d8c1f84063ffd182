// The content editor's preview pane (/admin/, src/preview/): the page drawn by its own sections from
// what the editor is typing, before any save, in the real editor (Sveltia CMS in local-repository
// mode) on the built site. The saved files reaching the built page: __tests__/editor/editor-to-page.spec.ts.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import { AxeBuilder } from "@axe-core/playwright"
import { localRepository } from "../../scripts/lib/local-repository"
import { brandColours } from "../../shared/brand"
import { TYPEFACES, type Typeface } from "../../shared/fonts"
import { anchor, content } from "../content"
import { anchorOf, KEPT_SECTION, SECTION_LABELS, sectionOfLink, type SectionKey } from "../../shared/content-files"
import {
  drawnField,
  editorRepository,
  LINK_FILES,
  type LinkFile,
  PALE_YELLOW,
  picture,
  pickImage,
  previewedPage,
  previewPane,
  moveSectionToTop,
  readBack,
  refusedSave,
  rgb,
  saveAndWait,
} from "../editor/editor"
import { test, expect } from "./harness"

const SITE_DETAILS = content<{ brandColour: string; typeface: Typeface; sections: SectionKey[] }>("site.json")

/** The editor, open at one of its files, with the repository the suite's content set makes. */
async function openFile(page: Page, file: string | RegExp, { signedIn = false } = {}) {
  if (!signedIn) {
    await page.context().addInitScript(localRepository, editorRepository())
    await page.goto("/admin/")
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()
  }
  await page.getByRole("row", { name: file }).click()
}

const pane = previewPane
const shown = previewedPage

test.describe("the editor's preview", () => {
  test("draws a service as the editor types it, in the page's section, typeface and colours, and in dark", async ({
    page,
  }) => {
    await openFile(page, "Services")
    await page.getByRole("button", { name: "Expand All" }).first().click()
    const title = "Websites that load before the kettle boils"
    await page.getByRole("textbox", { name: "Title" }).first().fill(title)

    const services = shown(page).locator(anchor("services"))
    const heading = services.getByRole("heading", { name: title })
    await expect(heading).toBeVisible()
    // In the agency's typeface, loaded, and its label in the brand's light shade.
    const family = TYPEFACES[SITE_DETAILS.typeface].family
    await expect
      .poll(() => heading.evaluate((element, family) => element.ownerDocument.fonts.check(`16px "${family}"`), family))
      .toBe(true)
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(family)
    const label = services.locator("p").first()
    const { light, dark } = brandColours(SITE_DETAILS.brandColour)
    await expect(label).toHaveCSS("color", rgb(light.value))
    // Nothing saved: the repository still holds the title it had.
    expect(await readBack(page, "content/services.json")).not.toContain(title)

    await pane(page).getByRole("button", { name: "Dark" }).click()
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
    await pane(page).getByRole("button", { name: "Desktop" }).click()
    const tops = await services
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
  })

  test("draws a cover the editor has just uploaded in the project's slide, before any save", async ({ page }) => {
    const scratch = mkdtempSync(path.join(tmpdir(), "editor-preview-"))
    try {
      const cover = path.join(scratch, "new-cover.png")
      await picture(cover, 1440, 900)
      await openFile(page, "Portfolio projects")
      await page.getByRole("button", { name: "Expand All" }).first().click()
      await pickImage(page, page.getByRole("group", { name: /Cover/ }).first(), cover)
      const slide = shown(page).locator(anchor("portfolio")).getByRole("group").first()
      const image = slide.locator("img").first()
      await expect
        .poll(() =>
          image.evaluate(
            (img: HTMLImageElement) => `${img.currentSrc.slice(0, 5)} ${img.naturalWidth}×${img.naturalHeight}`,
          ),
        )
        .toBe("blob: 1440×900")
      await expect(image).toBeVisible()
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })

  test("tells the shade a pale brand colour gets, refuses to hide a section the menu links to, and draws the new order and colours legibly", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    // A section the agency shows and its menu links to (not the contact section, which always stays).
    const menu = content<{ name: string; href: string }[]>("navigation.json")
    const arranged = SITE_DETAILS.sections
    const hideable = menu.filter(({ href }) => {
      const key = sectionOfLink(href)
      return key && key !== KEPT_SECTION && arranged.includes(key)
    })
    const link = hideable.find(({ href }) => sectionOfLink(href) === "testimonials") ?? hideable[0]
    expect(link && arranged.length > 2, "the menu links to a section the agency arranges").toBeTruthy()
    const hidden = sectionOfLink(link!.href)!
    const scratch = mkdtempSync(path.join(tmpdir(), "editor-preview-"))
    try {
      await openFile(page, /^The agency's own details/)
      const editor = page.getByRole("group", { name: "Content Editor" })
      const colour = await drawnField(page, editor, "group", /Brand colour/)
      await colour.getByRole("textbox").last().fill(PALE_YELLOW)
      const { light, dark } = brandColours(PALE_YELLOW)
      await expect(
        pane(page).getByText(`the light theme uses ${light.value}, a darker shade of ${PALE_YELLOW}`),
      ).toBeVisible()

      // Hidden while the menu links to it: the pane says so, and a save is refused, naming the link.
      await drawnField(page, editor, "group", /Sections, in order/)
      const items = page.locator('section[data-key-path="sections"] .item-wrapper')
      await items.first().scrollIntoViewIfNeeded()
      await items
        .filter({ has: page.getByRole("radio", { name: SECTION_LABELS[hidden], checked: true }) })
        .getByRole("button", { name: "Remove" })
        .click()
      await expect(
        pane(page).getByText(`links to ${link!.href}, the ${SECTION_LABELS[hidden]} section`).first(),
      ).toBeVisible()
      expect(await refusedSave(page)).toContain(`links to ${link!.href}`)
      expect(JSON.parse(await readBack(page, "content/site.json")).sections).toEqual(arranged)

      // The form keeps the edit. The second section left moves up by its handle, from the keyboard:
      // the preview shows the new order at once.
      const [first, second, ...rest] = arranged.filter((key) => key !== hidden) as [SectionKey, SectionKey]
      await moveSectionToTop(page, SECTION_LABELS[second], [
        anchorOf("hero").id,
        ...[second, first, ...rest].map((key) => anchorOf(key).id),
      ])

      const share = path.join(scratch, "agency-share-card.png")
      await picture(share, 1600, 900)
      await pickImage(page, await drawnField(page, editor, "group", /Share image/), share)

      // Every word of the page in the pale colour's shades reads, at both widths and in both themes.
      for (const width of ["Phone", "Desktop"] as const)
        for (const theme of ["Light", "Dark"]) {
          await pane(page).getByRole("button", { name: width }).click()
          await pane(page).getByRole("button", { name: theme }).click()
          await expect(shown(page).locator(anchor("hero")).locator("p").first()).toHaveCSS(
            "color",
            rgb(theme === "Light" ? light.value : dark.value),
          )
          const results = await new AxeBuilder({ page })
            .include({ fromFrames: ['iframe[src^="blob:"]', 'iframe[title^="The page as on"]', "main"] })
            .withRules(["color-contrast"])
            .analyze()
          expect(
            results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" "))),
            `${width}, ${theme}`,
          ).toEqual([])
          // It looked at the page in the pane: the words of every section shown, not nothing.
          const looked = results.passes.find((rule) => rule.id === "color-contrast")?.nodes.length ?? 0
          expect(looked, `${width}, ${theme}`).toBeGreaterThan(20)
        }
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })

  test("takes the section's removal once no link leads there any more", async ({ page }) => {
    test.setTimeout(120_000)
    // The links each file holds to the section the menu links to (as above), removed file by file.
    const linksIn = (file: LinkFile) => content<{ name: string; href: string }[]>(file)
    const arranged = SITE_DETAILS.sections
    // The testimonials, which only the links' files lead to (a hero's button may lead to another).
    const hidden = [...new Set(linksIn("navigation.json").map(({ href }) => sectionOfLink(href)))]
      .filter((key): key is SectionKey => key !== undefined && key !== KEPT_SECTION && arranged.includes(key))
      .sort((a, b) => Number(b === "testimonials") - Number(a === "testimonials"))[0]
    expect(hidden, "the menu links to a section the agency arranges").toBeTruthy()
    await openFile(page, LINK_FILES["navigation.json"])
    for (const file of Object.keys(LINK_FILES) as LinkFile[]) {
      const leading = linksIn(file).filter(({ href }) => sectionOfLink(href) === hidden)
      if (leading.length === 0) continue // nothing to change, and nothing to save
      if (file !== "navigation.json") await openFile(page, LINK_FILES[file], { signedIn: true })
      const entries = page.locator(".item-wrapper")
      // Each entry's bar shows its name: the one of the link that leads there is removed.
      for (const { name } of leading)
        await entries.filter({ hasText: name }).first().getByRole("button", { name: "Remove" }).first().click()
      await saveAndWait(page)
    }
    await openFile(page, /^The agency's own details/, { signedIn: true })
    const editor = page.getByRole("group", { name: "Content Editor" })
    await drawnField(page, editor, "group", /Sections, in order/)
    const items = page.locator('section[data-key-path="sections"] .item-wrapper')
    await items.first().scrollIntoViewIfNeeded()
    await items
      .filter({ has: page.getByRole("radio", { name: SECTION_LABELS[hidden!], checked: true }) })
      .getByRole("button", { name: "Remove" })
      .click()
    await expect(previewPane(page).getByText("Will be refused")).toHaveCount(0)
    await saveAndWait(page)
    expect(JSON.parse(await readBack(page, "content/site.json")).sections).toEqual(
      arranged.filter((key) => key !== hidden),
    )
    await expect(previewedPage(page).locator(anchor(hidden!))).toHaveCount(0)
  })

  test("refuses to save an entry entered twice, naming the one it copies", async ({ page }) => {
    await openFile(page, "Services")
    const saved = await readBack(page, "content/services.json")
    await page.getByRole("button", { name: "List Item Options" }).first().click()
    await page.getByRole("menuitem", { name: "Duplicate" }).click()
    await expect(
      previewPane(page)
        .getByText(/is the same as service 1/)
        .first(),
    ).toBeVisible()
    expect(await refusedSave(page)).toMatch(/is the same as service 1/)
    expect(await readBack(page, "content/services.json")).toBe(saved)
  })
})
