// The site built with a path prefix, as for a GitHub Pages project site (npm run build:prefix),
// served only under that prefix: links, images, icons, the font and the manifest all stay under it.
// The build writes .cache and public/: it takes its turn in the "gatsby" project (playwright.config.ts).
import { test as base, expect } from "@playwright/test"
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { PREFIX, PREFIXED_DIR } from "../../scripts/lib/builds"
import { startStaticServer } from "../../scripts/lib/static-server"
import { W, content } from "../content"
import { fontFile, TYPEFACES, type Typeface } from "../../shared/fonts"
import { SHARE_IMAGE } from "../../shared/site-files"

const SITE = "https://serendibstudio.lk"

const test = base.extend<object, { prefixed: string }>({
  /** The address of the prefixed build's home page, built now and served as GitHub Pages would. */
  prefixed: [
    async ({}, use) => {
      await promisify(execFile)("npx", ["tsx", "scripts/build-prefixed.mts"], {
        env: { ...process.env, CI: "true" },
        maxBuffer: 64 * 1024 * 1024,
      })
      const server = await startStaticServer({ root: PREFIXED_DIR, prefix: PREFIX })
      await use(`${server.url}${PREFIX}/`)
      await server.close()
    },
    { scope: "worker", timeout: 300_000 },
  ],
})

test.use({ viewport: { width: 375, height: 800 } })

test.describe(`a build served under ${PREFIX}`, () => {
  test("loads every file from under the prefix, with nothing missing", async ({ page, prefixed }) => {
    const requests: string[] = []
    const failures: string[] = []
    page.on("request", (request) => requests.push(new URL(request.url()).pathname))
    page.on(
      "response",
      (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`),
    )
    page.on("requestfailed", (request) => failures.push(`failed ${request.url()}`))
    await page.goto(prefixed, { waitUntil: "networkidle" })
    // Scroll through so every lazy image loads too.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
    })
    await page.waitForLoadState("networkidle")
    expect(failures).toEqual([])
    expect(requests.filter((pathname) => !pathname.startsWith(`${PREFIX}/`))).toEqual([])
    const broken = await page
      .locator("img")
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((img) => img.complete && img.naturalWidth === 0)
          .map((img) => img.currentSrc),
      )
    expect(broken).toEqual([])
    expect(requests, "the icon sprite").toContain(`${PREFIX}/icons.svg`)
    const { typeface } = content<{ typeface: Typeface }>("site.json")
    expect(requests, "the font").toContain(`${PREFIX}${fontFile(typeface)}`)
    expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`), TYPEFACES[typeface].family)).toBe(
      true,
    )
  })

  test("points the head's links and the manifest's icons under the prefix", async ({ page, request, prefixed }) => {
    await page.goto(prefixed, { waitUntil: "networkidle" })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${PREFIX}/`)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${SITE}${PREFIX}${SHARE_IMAGE.path}`,
    )
    const manifestUrl = await page.locator('link[rel="manifest"]').evaluate((link) => (link as HTMLLinkElement).href)
    const manifest = (await (await request.get(manifestUrl)).json()) as {
      name: string
      theme_color: string
      icons: { src: string }[]
    }
    // The agency's name, and its bar in the page's own light-theme accent (the brand colour's shade).
    expect(manifest.name).toBe(content<{ name: string }>("site.json").name)
    expect(manifest.theme_color).toBe(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim()),
    )
    for (const icon of manifest.icons) {
      const url = new URL(icon.src, manifestUrl)
      expect(url.pathname.startsWith(`${PREFIX}/`), url.pathname).toBe(true)
      expect((await request.get(url.href)).status(), url.pathname).toBe(200)
    }
    expect(await (await request.get(new URL("robots.txt", prefixed).href)).text()).toContain(
      `Sitemap: ${SITE}${PREFIX}/sitemap-index.xml`,
    )
  })

  test("sends the 404 page's home link back under the prefix", async ({ page, prefixed }) => {
    await page.goto(new URL("no-such-page/", prefixed).href, { waitUntil: "networkidle" })
    await page.getByRole("link", { name: W.notFound.button }).click()
    await page.waitForURL(prefixed)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })
})
