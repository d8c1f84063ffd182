// What the content editor's browser tests share: the repository the editor starts from, and the
// steps a person takes in Sveltia CMS's own UI (local-repository mode, scripts/lib/local-repository.ts).
import { expect, type Locator, type Page } from "@playwright/test"
import sharp from "sharp"
import { ARRANGED_SECTIONS, MAX_PROJECTS, type SectionKey } from "../../shared/content-files"
import { contentFiles } from "../../scripts/lib/local-repository"
import { CONTENT_DIR } from "../content"
import { siteLanguages, translationOf } from "../../shared/languages"
import { SAVE_FAILED } from "../../node/admin/bundle"

/**
 * The repository the editor starts from: the suite's content set (CONTENT_DIR) as the editors left it,
 * but with exactly ten projects (their first ten, or copies of theirs with titles of the test's own),
 * so that the one the test adds makes an eleventh, and with every section shown (the agency's
 * order, then any it hides), so that the test can hide one itself, whatever the editors have done.
 */
export function editorRepository() {
  // In the site's first language alone: a new agency's month is one language's (content-sandbox.ts).
  const files = Object.fromEntries(
    Object.entries(contentFiles({ dir: CONTENT_DIR, images: true })).filter(
      ([file]) => !translationOf(file.slice("content/".length)),
    ),
  )
  const projects = JSON.parse(files["content/projects.json"] as string) as Record<string, unknown>[]
  if (projects.length !== MAX_PROJECTS) {
    const ten = Array.from({ length: MAX_PROJECTS }, (_, i) => {
      if (i < projects.length) return projects[i]!
      // A copy's case study would share its address: left out.
      const { id: _id, caseStudy: _study, ...copy } = projects[i % projects.length]!
      return { ...copy, title: `Project number ${i + 1}` }
    })
    files["content/projects.json"] = `${JSON.stringify(ten, null, 2)}\n`
  }
  const site = JSON.parse(files["content/site.json"] as string) as { sections: SectionKey[]; languages: string[] }
  const hidden = ARRANGED_SECTIONS.map(({ key }) => key).filter((key) => !site.sections.includes(key))
  const languages = siteLanguages(site).slice(0, 1)
  files["content/site.json"] =
    `${JSON.stringify({ ...site, sections: [...site.sections, ...hidden], languages }, null, 2)}\n`
  return files
}

/** A brand colour too pale for text on white: the light theme must use a darker shade of it. */
export const PALE_YELLOW = "#fff3a0"

/** A #RRGGBB colour as computed styles give it. */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`

/** The editor's preview pane (src/preview-pane/, in Sveltia's blob frame), and the page drawn inside it. */
export const previewPane = (page: Page) => page.locator('iframe[src^="blob:"]').contentFrame()
export const previewedPage = (page: Page) => previewPane(page).locator('iframe[title^="The page as on"]').contentFrame()

/** A picture of the test's own, as a PNG file (pictures alike are one file to the editor: give each its colour). */
export const picture = (file: string, width: number, height: number, background = "#4f46e5") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toFile(file)

/** Replace (or Browse, on an empty field), Upload in the picker, Insert, and (when it is refused) OK. */
export async function pickImage(page: Page, field: Locator, file: string, { refused = false } = {}) {
  await field.scrollIntoViewIfNeeded() // the editor draws a list's entries as they come into view
  await field.getByRole("button", { name: /^(Replace Image|Browse)$/ }).click()
  const picker = page.getByRole("dialog", { name: "Select Image" })
  const chooser = page.waitForEvent("filechooser")
  await picker.getByRole("button", { name: "Upload" }).click()
  await (await chooser).setFiles(file)
  const thumbnail = field.locator("img")
  const shown = () =>
    thumbnail.evaluateAll((all) => all.map((img) => [(img as HTMLImageElement).src, getComputedStyle(img).opacity]))
  const [before] = (await shown())[0] ?? []
  await picker.getByRole("button", { name: "Insert" }).click()
  if (refused) {
    await expect(page.getByText(/This file cannot be uploaded because it’s damaged/)).toBeVisible()
    await page.getByRole("button", { name: "OK" }).click()
    return
  }
  // The field takes the picture once its thumbnail has faded in: a save before that is refused
  // ("One field has an error") though nothing is wrong. The editor scales and encodes the file in the
  // page first, which a busy machine makes slow: the wait is for the thumbnail, however long it takes.
  await expect
    .poll(
      async () => {
        const [[src, opacity] = []] = await shown()
        return src !== before && opacity === "1"
      },
      { timeout: 90_000, message: "the picked picture's thumbnail, faded in" },
    )
    .toBe(true)
}

/**
 * The bar of _Sections, in order_ that holds the section the site's form lists with `label`, once the
 * editor has drawn it: it draws a list's entries as they scroll into view, so this wheels down the
 * list until it is there.
 */
export async function sectionBar(page: Page, label: string) {
  const items = page.locator('section[data-key-path="sections"] .item-wrapper')
  const item = items.filter({ has: page.getByRole("radio", { name: label, checked: true }) })
  await items.first().scrollIntoViewIfNeeded()
  const { x, y } = (await items.first().boundingBox())!
  await page.mouse.move(x + 10, y + 10)
  await expect.poll(async () => (await item.count()) > 0 || (await page.mouse.wheel(0, 200), false)).toBe(true)
  await item.scrollIntoViewIfNeeded()
  return item
}

/**
 * Moves the section the site's form lists with `label` to the top of _Sections, in order_, from the
 * keyboard (its handle, then ↑), until the preview's page has `order` (its sections' ids). A key
 * pressed while the list is still being drawn is lost; pressed again at the top, it changes nothing.
 */
export async function moveSectionToTop(page: Page, label: string, order: string[]) {
  const item = await sectionBar(page, label)
  const shown = () =>
    previewedPage(page)
      .locator("main > section")
      .evaluateAll((all) => all.map(({ id }) => id))
  await expect
    .poll(async () => {
      await item.getByRole("button", { name: "Reorder Item" }).focus()
      await page.keyboard.press("ArrowUp")
      return shown()
    })
    .toEqual(order)
}

/** A file of the local repository as the browser holds it now: text, or bytes for an image. */
export const readBack = <Binary extends boolean = false>(page: Page, name: string, binary?: Binary) =>
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
export async function saveAndWait(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByRole("grid", { name: "Files" })).toBeVisible()
}

/** Save, refused by the preview's check (src/preview-pane/template.tsx): what it said, then OK on the editor's own notice. */
export async function refusedSave(page: Page): Promise<string> {
  const said = page.waitForEvent("dialog").then(async (dialog) => {
    const message = dialog.message()
    await dialog.accept()
    return message
  })
  await page.getByRole("button", { name: "Save", exact: true }).click()
  const message = await said
  // The editor's own notice then says only that the entry was not saved: no "try again later".
  await expect(page.getByText(SAVE_FAILED)).toBeVisible()
  await page.getByRole("button", { name: "OK" }).click()
  return message
}

type Role = Parameters<Page["getByRole"]>[0]

/**
 * A field of `entry`, once the editor has drawn it: it draws an entry's fields as they scroll into
 * view, so this goes to the entry and wheels down until the field is there. (The wheel alone took
 * more than the poll's 10 s to pass ten open projects on a loaded machine, once in about 100 runs.)
 */
export async function drawnField(page: Page, entry: Locator, role: Role, name: string | RegExp) {
  const field = entry.getByRole(role, { name, exact: typeof name === "string" }).last()
  await entry.scrollIntoViewIfNeeded()
  await page.mouse.move(300, 500)
  await expect.poll(async () => (await field.count()) > 0 || (await page.mouse.wheel(0, 300), false)).toBe(true)
  return field
}
