// CONTENT.md's pictures of the content editor (docs/editor/), taken from the real editor on the
// built site as an editor meets it: sign-in, the parts of the page, a list, the picture window, a
// refused save, the agency's look and the preview beside the form. Usage: npm run build && npm run screenshots:editor
import { mkdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { startPagesDev } from "./lib/pages-dev"
import { launchChromium } from "./lib/chromium"
import { contentFiles, localRepository } from "./lib/local-repository"

const outDir = path.resolve("docs", "editor")
mkdirSync(outDir, { recursive: true })
const shot = (name: string) => ({ path: path.join(outDir, `${name}.png`) })
const server = await startPagesDev()
const browser = await launchChromium()
try {
  const context = await browser.newContext({ viewport: { width: 1100, height: 700 }, colorScheme: "light" })
  await context.addInitScript(localRepository, contentFiles({ images: true }))
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  await page.goto(`${server.url}/admin/`)
  await page.getByRole("button", { name: /Work with Local Repository/ }).waitFor()
  await page.screenshot(shot("sign-in"))
  await page.getByRole("button", { name: /Work with Local Repository/ }).click()
  await page.getByRole("row", { name: "Portfolio projects" }).waitFor()
  await page.screenshot(shot("files"))

  // A list: each entry's bar with its handle, and Add project.
  await page.getByRole("row", { name: "Portfolio projects" }).click()
  await page.getByRole("button", { name: /Add.*project/ }).waitFor()
  await page.screenshot(shot("projects"))

  // A project's case study in the form, and the preview drawing its page as it is typed.
  await page.getByRole("button", { name: "Expand All" }).first().click()
  const summary = page.getByRole("textbox", { name: "Summary" }).first()
  // The editor draws an entry's fields as they scroll into view.
  await page.mouse.move(300, 500)
  for (let turns = 0; turns < 100 && (await summary.count()) === 0; turns++) await page.mouse.wheel(0, 300)
  await summary.scrollIntoViewIfNeeded()
  await summary.fill(`${await summary.inputValue()} `)
  await page
    .locator('iframe[src^="blob:"]')
    .contentFrame()
    .locator('iframe[title^="The page as on"]')
    .contentFrame()
    .getByRole("heading", { level: 1 })
    .waitFor()
  await page.waitForTimeout(500)
  await page.screenshot(shot("case-study"))
  await page.getByRole("button", { name: "Collapse All" }).first().click()

  // The picture window after Upload: the new file chosen, Insert ready.
  const cover = page.getByRole("group", { name: /Cover image/ }).first()
  await page.getByRole("button", { name: "Expand All" }).first().click()
  await cover.scrollIntoViewIfNeeded()
  await cover.getByRole("button", { name: /^(Replace Image|Browse)$/ }).click()
  const picker = page.getByRole("dialog", { name: "Select Image" })
  const file = path.join(tmpdir(), "new-cover.png")
  writeFileSync(
    file,
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#4f46e5" } })
      .png()
      .toBuffer(),
  )
  const chooser = page.waitForEvent("filechooser")
  await picker.getByRole("button", { name: "Upload" }).click()
  await (await chooser).setFiles(file)
  await picker.getByRole("button", { name: "Insert" }).waitFor()
  await page.waitForTimeout(500)
  await page.screenshot(shot("upload"))
  await page.keyboard.press("Escape")

  // A refused save: a required field left empty.
  await page.goBack()
  await page.getByRole("row", { name: "Services" }).click()
  await page.getByRole("button", { name: "Expand All" }).first().click()
  await page.getByRole("textbox", { name: "Title" }).first().fill("")
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await page.getByRole("textbox", { name: "Title" }).first().scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  await page.screenshot(shot("refused"))

  // The agency's look: the brand colour's picker and box, the typeface, then the sections' order.
  const look = await context.newPage()
  await look.goto(`${server.url}/admin/`)
  // Signed in already, in the same browser, or asked again.
  const signIn = look.getByRole("button", { name: /Work with Local Repository/ })
  const details = look.getByRole("row", { name: /^The agency's own details/ })
  await signIn.or(details).first().waitFor()
  if (await signIn.isVisible()) await signIn.click()
  await details.click()
  const editor = look.getByRole("group", { name: "Content Editor" })
  for (const [field, name] of [
    [/Brand colour/, "look"],
    [/Sections, in order/, "sections"],
  ] as const) {
    // The editor draws fields as they scroll into view: wheel down to it.
    const group = editor.getByRole("group", { name: field }).first()
    await look.mouse.move(300, 500)
    for (let turn = 0; turn < 40 && !(await group.count()); turn++) await look.mouse.wheel(0, 400)
    await group.evaluate((element) => element.scrollIntoView())
    await look.waitForTimeout(500)
    await look.screenshot(shot(name))
  }

  // The preview beside the form, as the editor types: a phone's width in light, then a desktop's in dark.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light" })
  await wide.addInitScript(localRepository, contentFiles({ images: true }))
  const preview = await wide.newPage()
  preview.setDefaultTimeout(30_000)
  await preview.goto(`${server.url}/admin/`)
  await preview.getByRole("button", { name: /Work with Local Repository/ }).click()
  await preview.getByRole("row", { name: "Services" }).click()
  await preview.getByRole("button", { name: "Expand All" }).first().click()
  await preview.getByRole("textbox", { name: "Title" }).first().fill("Websites that load fast")
  const pane = preview.locator('iframe[src^="blob:"]').contentFrame()
  const drawn = pane.locator('iframe[title^="The page as on"]').contentFrame()
  await drawn.getByRole("heading", { name: "Websites that load fast" }).waitFor()
  await preview.waitForTimeout(800)
  await preview.screenshot(shot("preview"))
  await pane.getByRole("button", { name: "Desktop" }).click()
  await pane.getByRole("button", { name: "Dark" }).click()
  await preview.waitForTimeout(800)
  await preview.screenshot(shot("preview-desktop-dark"))
  await wide.close()
  console.log(
    `wrote ${path.relative(process.cwd(), outDir)}/: sign-in, files, projects, upload, refused, look, sections, preview, preview-desktop-dark`,
  )
} finally {
  await browser.close()
  await server.close()
}
