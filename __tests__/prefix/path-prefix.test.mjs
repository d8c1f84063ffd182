// Builds the site with a path prefix, as for a GitHub Pages project site, serves it only under
// that prefix, and checks that links, images, icons, the font and the manifest all stay under it.
// npm test runs this last (it replaces public/) and then rebuilds without the prefix.
import { describe, it, before, after } from "node:test"
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { startStaticServer } from "../../scripts/lib/static-server.mjs"
import { launchChromium } from "../../scripts/lib/chromium.mjs"

const PREFIX = "/agency-site"
let server
let browser

before(async () => {
  const build = spawnSync("npx", ["gatsby", "build", "--prefix-paths"], {
    env: { ...process.env, PATH_PREFIX: PREFIX, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    timeout: 600_000,
  })
  assert.equal(build.status, 0, build.stdout + build.stderr)
  server = await startStaticServer({ prefix: PREFIX })
  browser = await launchChromium()
})
after(async () => {
  await browser?.close()
  await server?.close()
})

describe(`a build served under ${PREFIX}`, () => {
  it("loads every file from under the prefix, with nothing missing", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    const requests = []
    const failures = []
    page.on("request", (request) => requests.push(new URL(request.url()).pathname))
    page.on(
      "response",
      (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`),
    )
    page.on("requestfailed", (request) => failures.push(`failed ${request.url()}`))
    await page.goto(`${server.url}${PREFIX}/`, { waitUntil: "networkidle" })
    // Scroll through so every lazy image loads too.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
    })
    await page.waitForLoadState("networkidle")
    assert.deepEqual(failures, [])
    assert.deepEqual(
      requests.filter((pathname) => !pathname.startsWith(`${PREFIX}/`)),
      [],
    )
    const broken = await page
      .locator("img")
      .evaluateAll((imgs) => imgs.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc))
    assert.deepEqual(broken, [])
    assert.ok(requests.includes(`${PREFIX}/icons.svg`), "the icon sprite")
    assert.ok(requests.includes(`${PREFIX}/fonts/inter-latin-wght.woff2`), "the font")
    assert.ok(await page.evaluate(() => document.fonts.check('16px "Inter Variable"')))
    await page.close()
  })

  it("points the head's links and the manifest's icons under the prefix", async () => {
    const page = await browser.newPage()
    await page.goto(`${server.url}${PREFIX}/`, { waitUntil: "networkidle" })
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]').getAttribute("href"),
      image: document.querySelector('meta[property="og:image"]').getAttribute("content"),
      manifest: document.querySelector('link[rel="manifest"]').href,
    }))
    assert.equal(head.canonical, `https://serendibstudio.lk${PREFIX}/`)
    assert.equal(head.image, `https://serendibstudio.lk${PREFIX}/og-image.png`)
    const manifest = await (await fetch(head.manifest)).json()
    for (const icon of manifest.icons) {
      const url = new URL(icon.src, head.manifest)
      assert.ok(url.pathname.startsWith(`${PREFIX}/`), url.pathname)
      assert.equal((await fetch(url)).status, 200, url.pathname)
    }
    assert.match(
      await (await fetch(`${server.url}${PREFIX}/robots.txt`)).text(),
      new RegExp(`Sitemap: https://serendibstudio.lk${PREFIX}/sitemap-index.xml`),
    )
    await page.close()
  })

  it("sends the 404 page's home link back under the prefix", async () => {
    const page = await browser.newPage()
    await page.goto(`${server.url}${PREFIX}/no-such-page/`, { waitUntil: "networkidle" })
    await page.getByRole("link", { name: "Go to the home page" }).click()
    await page.waitForURL(`${server.url}${PREFIX}/`)
    assert.ok(await page.getByRole("heading", { level: 1 }).isVisible())
    await page.close()
  })
})
