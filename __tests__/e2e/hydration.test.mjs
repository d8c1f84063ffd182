// The page hydrates in parts (src/components/Island.tsx): the header at once, the sections with
// behaviour when a visitor first needs them, the sections without any never. These tests hold the
// promises a visitor relies on: the server's HTML stays whole, and nothing done early is lost.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { setUpBuiltSite, openPage, reach, fillContactForm, holdChunk, chunkFiles } from "./harness.mjs"

const site = setUpBuiltSite()

const requested = (page) =>
  page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname.slice(1)))
const loaded = async (page, name) => {
  const urls = await requested(page)
  return chunkFiles(name).some((file) => urls.includes(file))
}

const HEADINGS = [
  /^Trusted by/,
  "Everything you need to launch and grow",
  "Work we are proud of",
  "What our clients say",
  "Reach out to us",
  "Subscribe to our newsletter",
]

describe("hydration in parts", () => {
  for (const width of [375, 1280]) {
    it(`loads the sections' code on the first scroll, and the static sections' code never (${width} px)`, async () => {
      const { page, context, problems } = await openPage(site, { width })
      try {
        assert.equal(await loaded(page, "sections"), false, "not at load")
        await page.mouse.wheel(0, 200)
        await page.waitForLoadState("networkidle")
        await page.waitForFunction(() =>
          performance.getEntriesByType("resource").some((e) => /\/sections-/.test(e.name)),
        )
        await page.keyboard.press("End")
        await reach(page.locator("footer").last())
        assert.equal(await loaded(page, "static-sections"), false, "server HTML is all they need")
        assert.deepEqual(problems, [])
      } finally {
        await context.close()
      }
    })
  }

  it("keeps every section's server HTML through the menu's jumps and the theme's changes", async () => {
    const { page, context, problems } = await openPage(site)
    try {
      const nav = page.getByRole("navigation", { name: "Main" })
      for (const link of await nav.getByRole("link").all()) {
        await link.click()
        await page.getByRole("button", { name: /^Switch to/ }).click()
      }
      await page.waitForLoadState("networkidle")
      for (const name of HEADINGS) assert.equal(await page.getByRole("heading", { name }).count(), 1, name)
      assert.ok(await page.locator("#hero img").first().isVisible(), "the hero image is still there")
      assert.deepEqual(problems, [], "no hydration error either")
    } finally {
      await context.close()
    }
  })

  it("hands a message sent while the sections' code loads to the mail program when that code fails", async () => {
    const { page, context } = await openPage(site)
    try {
      const chunk = await holdChunk(page, "sections")
      const requested = []
      page.on("request", (request) => requested.push(request.url()))
      const form = await fillContactForm(page) // the first key asks for the code
      await form.getByRole("button", { name: "Send message" }).click()
      assert.equal(await form.getAttribute("data-early-submit"), "held", "held while the code loads")
      chunk.release({ status: 404, body: "Not found" })
      await page.waitForFunction(() => !document.querySelector("form[data-early-submit]"))
      await page.waitForTimeout(300)
      assert.ok(
        requested.some((url) => url.startsWith("mailto:info@serendibstudio.lk?")),
        `the mail program was not asked: ${requested.filter((url) => !url.endsWith(".js")).join(", ")}`,
      )
    } finally {
      await context.close()
    }
  })

  it("carries out a tap on Next made while the carousel's code is still on its way", async () => {
    const { page, context, problems } = await openPage(site, { reducedMotion: "reduce" })
    try {
      const chunk = await holdChunk(page, "sections")
      const carousel = page.getByRole("region", { name: "Portfolio projects" })
      await carousel.getByRole("button", { name: "Next project" }).click()
      assert.equal(await loaded(page, "sections"), false, "the code had not arrived at the tap")
      chunk.release()
      await page.waitForFunction(() =>
        document
          .querySelector('[aria-roledescription="carousel"] [aria-current="true"]')
          ?.ariaLabel.startsWith("Slide 2:"),
      )
      assert.deepEqual(problems, [])
    } finally {
      await context.close()
    }
  })
})
