// The page hydrates in parts (src/components/Island.tsx): the header at once, the sections with
// behaviour when a visitor first needs them, the sections without any never. These tests hold the
// promises a visitor relies on: the server's HTML stays whole, and nothing done early is lost.
import type { Page } from "@playwright/test"
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
  holdScripts,
  fieldValues,
  TYPED,
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

  test("hydrates around elements an extension added before the code came, keeping them and what was typed", async ({
    page,
    problems,
  }) => {
    const scripts = await holdScripts(page)
    await page.goto("/", { waitUntil: "commit" }) // the held scripts can hold back the load event
    await scripts.requested // parsed and painted; none of the page's code has run
    // A password manager's button in each form, and a badge in the header, as extensions add them at load.
    await page.evaluate(() => {
      for (const place of document.querySelectorAll("header nav, form"))
        place.insertAdjacentHTML("afterbegin", '<div class="extension-badge" aria-hidden="true"></div>')
    })
    const form = await fillContactForm(page)
    scripts.release()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
    await reach(form)
    const footer = page.locator("footer").last()
    await reach(footer)
    expect(await fieldValues(form)).toEqual(TYPED)
    await expect(page.locator(".extension-badge")).toHaveCount(await page.locator("header nav, form").count())
    // Hydrated for real: the form's own behaviour answers (its draft is kept as typed).
    await form.getByRole("textbox", { name: "Your name" }).fill("Dilani")
    await expect(form.getByText(/Your draft is kept/)).toBeVisible()
    expect(problems.filter((problem) => /#41[89]|#42[23]|[Hh]ydrat/.test(problem))).toEqual([])
    expect(problems).toEqual([])
  })
})

// Taps made before a part of the page can act must end where the same taps end on a page that
// has hydrated: each sequence is run both ways and the outcomes compared.
test.describe("early taps", () => {
  test.use({ reducedMotion: "reduce" })
  const carousel = (page: Page) => page.getByRole("region", { name: "Portfolio projects" })
  const currentSlide = (page: Page) => carousel(page).locator('[aria-current="true"]').getAttribute("aria-label")
  const sequences: Record<string, (page: Page) => Promise<void>> = {
    "Next, Next": async (page) => {
      await carousel(page).getByRole("button", { name: "Next project" }).click()
      await carousel(page).getByRole("button", { name: "Next project" }).click()
    },
    "Next, Previous": async (page) => {
      await carousel(page).getByRole("button", { name: "Next project" }).click()
      await carousel(page).getByRole("button", { name: "Previous project" }).click({ force: true })
    },
    "a dot, then the right arrow key": async (page) => {
      await carousel(page)
        .getByRole("button", { name: /^Slide 4:/ })
        .click()
      await page.keyboard.press("ArrowRight")
    },
  }
  for (const [name, taps] of Object.entries(sequences)) {
    test(`on the carousel: ${name}`, async ({ page, context }) => {
      // On a page that has hydrated.
      await visit(page)
      await reach(carousel(page))
      await taps(page)
      await page.waitForTimeout(300)
      const hydrated = await currentSlide(page)
      // And with the carousel's code held back until after the taps.
      const early = await context.newPage()
      await visit(early)
      const chunk = await holdChunk(early, "sections")
      await carousel(early).scrollIntoViewIfNeeded()
      await taps(early)
      // Each held tap shows it was received, and waits.
      await expect(carousel(early).locator("[data-held]").first()).toHaveCSS("cursor", "progress")
      chunk.release()
      await expect(carousel(early).locator("xpath=ancestor::*[@data-island][1]")).toHaveAttribute("data-hydrated")
      await expect.poll(() => currentSlide(early)).toBe(hydrated)
    })
  }

  test("on the header: each tap acts at once, before any of the page's code has arrived", async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto("/", { waitUntil: "commit" }) // the held scripts can hold back the load event
    await scripts.requested
    const toggle = page.getByRole("button", { name: /^Switch to/ })
    const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"))
    // Timed in the page, from the tap to the change of the root's class, so the driver's own
    // round trips do not count.
    await page.evaluate(() => {
      const times: number[] = []
      ;(window as unknown as { __tapToTheme: number[] }).__tapToTheme = times
      let tapped = 0
      document.addEventListener("pointerup", () => (tapped = performance.now()), true)
      new MutationObserver(() => times.push(performance.now() - tapped)).observe(document.documentElement, {
        attributeFilter: ["class"],
      })
    })
    await toggle.click()
    expect(await dark()).toBe(true)
    await toggle.click()
    expect(await dark()).toBe(false)
    const times = await page.evaluate(() => (window as unknown as { __tapToTheme: number[] }).__tapToTheme)
    expect(times).toHaveLength(2)
    for (const ms of times) expect(ms, "from tap to the theme's change").toBeLessThan(100)
    scripts.release()
  })
})
