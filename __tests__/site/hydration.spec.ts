// The page hydrates in parts (src/components/Island.tsx): the header at once, the sections with
// behaviour when a visitor first needs them, the sections without any never. These tests hold the
// promises a visitor relies on: the server's HTML stays whole, and nothing done early is lost.
import {
  test,
  expect,
  visit,
  reach,
  fillContactForm,
  holdChunk,
  hasLoaded,
  chunkFiles,
  fetched,
  recordRequests,
  WIDTHS,
} from "./harness"

const HEADINGS = [
  /^Trusted by/,
  "Everything you need to launch and grow",
  "Work we are proud of",
  "What our clients say",
  "Reach out to us",
  "Subscribe to our newsletter",
]

test.describe("hydration in parts", () => {
  test(
    "loads the sections' code on the first scroll, and the static sections' code never",
    WIDTHS,
    async ({ page, problems }) => {
      await visit(page)
      expect(await hasLoaded(page, "sections"), "not at load").toBe(false)
      await page.mouse.wheel(0, 200)
      const sections = chunkFiles("sections")
      await expect.poll(async () => (await fetched(page)).some((file) => sections.includes(file))).toBe(true)
      await page.keyboard.press("End")
      await reach(page.locator("footer").last())
      expect(await hasLoaded(page, "static-sections"), "server HTML is all they need").toBe(false)
      expect(problems).toEqual([])
    },
  )

  test("keeps every section's server HTML through the menu's jumps and the theme's changes", async ({
    page,
    problems,
  }) => {
    await visit(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    for (const link of await nav.getByRole("link").all()) {
      await link.click()
      await page.getByRole("button", { name: /^Switch to/ }).click()
    }
    await page.waitForLoadState("networkidle")
    for (const name of HEADINGS) await expect(page.getByRole("heading", { name }), String(name)).toHaveCount(1)
    await expect(page.locator("#hero img").first(), "the hero image is still there").toBeVisible()
    expect(problems, "no hydration error either").toEqual([])
  })

  test("hands a message sent while the sections' code loads to the mail program when that code fails", async ({
    page,
  }) => {
    await visit(page)
    const chunk = await holdChunk(page, "sections")
    const requested = recordRequests(page)
    const form = await fillContactForm(page) // the first key asks for the code
    await form.getByRole("button", { name: "Send message" }).click()
    await expect(form, "held while the code loads").toHaveAttribute("data-early-submit", "held")
    chunk.release({ status: 404, body: "Not found" })
    await expect(page.locator("form[data-early-submit]")).toHaveCount(0)
    await expect
      .poll(() => requested.some((url) => url.startsWith("mailto:info@serendibstudio.lk?")), {
        message: "the mail program is asked",
      })
      .toBe(true)
  })

  test("carries out a tap on Next made while the carousel's code is still on its way", async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await visit(page)
    const chunk = await holdChunk(page, "sections")
    const carousel = page.getByRole("region", { name: "Portfolio projects" })
    await carousel.getByRole("button", { name: "Next project" }).click()
    expect(await hasLoaded(page, "sections"), "the code had not arrived at the tap").toBe(false)
    chunk.release()
    await expect(carousel.locator('[aria-current="true"]')).toHaveAttribute("aria-label", /^Slide 2:/)
    expect(problems).toEqual([])
  })
})
