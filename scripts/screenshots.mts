// Full-page screenshots of the built site in light and dark at phone and desktop widths, and of
// the content editor (/admin/) editing a project, for looking at them as a person would.
// Usage: npm run build && npm run screenshots -- [outDir]
import { readFileSync } from "node:fs"
import { mkdir } from "node:fs/promises"
import path from "node:path"
import { startPagesDev } from "./lib/pages-dev"
import { launchChromium } from "./lib/chromium"
import { contentFiles, localRepository } from "./lib/local-repository"

const outDir = path.resolve(process.argv[2] ?? "screenshots")
// The content the build was made from (CONTENT_DIR, as for the build), for the editor's files and the menu's name.
const contentDir = process.env.CONTENT_DIR ?? "content"
const words = JSON.parse(readFileSync(path.join(contentDir, "words.json"), "utf8")) as { header: { openMenu: string } }
await mkdir(outDir, { recursive: true })
// Served as the host serves it (headers and all), so the screenshots show what visitors get.
const server = await startPagesDev()
const browser = await launchChromium()
try {
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: scheme,
        reducedMotion: "reduce",
      })
      const page = await context.newPage()
      await page.goto(server.url, { waitUntil: "networkidle" })
      // Lazy images load as they scroll into view: walk the page once so the shot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState("networkidle")
      const file = path.join(outDir, `${scheme}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log("wrote", path.relative(process.cwd(), file))
      if (width === 375) {
        await page.getByRole("button", { name: words.header.openMenu }).click()
        await page.waitForTimeout(400)
        const menuFile = path.join(outDir, `${scheme}-${width}-menu.png`)
        await page.screenshot({ path: menuFile })
        console.log("wrote", path.relative(process.cwd(), menuFile))
      }
      await context.close()
    }
    // The editor in local-repository mode, the first project open, as an editor sees it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme })
    await context.addInitScript(localRepository, contentFiles({ dir: contentDir, images: true }))
    const page = await context.newPage()
    await page.goto(`${server.url}/admin/`)
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()
    await page.getByRole("row", { name: "Portfolio projects" }).click()
    await page.getByRole("button", { name: "Expand" }).first().click()
    // The preview's thumbnails are drawn from the picked folder's files after the form shows.
    await page.getByRole("document", { name: "Content Preview" }).locator("img").first().waitFor()
    const file = path.join(outDir, `${scheme}-1280-admin.png`)
    await page.screenshot({ path: file })
    console.log("wrote", path.relative(process.cwd(), file))
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
