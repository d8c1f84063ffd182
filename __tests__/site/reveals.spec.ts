// The sections' once-only reveals: below the fold only, loaded on the first scroll, never hiding
// anything from a visitor who prefers reduced motion or runs no JavaScript.
import type { Page } from "@playwright/test"
import { test, expect, visit } from "./harness"
import { anchor, sectionHeadings } from "../content"

const HEADINGS = sectionHeadings()
/** The section a heading reveals with, for web-first assertions on its opacity. */
const revealOf = (page: Page, name: string) =>
  page.getByRole("heading", { name }).locator("xpath=ancestor::*[@data-reveal][1]")
/** Its opacity now: "at once" means no waiting for it to become 1. */
const opacityNow = (page: Page, name: string) => revealOf(page, name).evaluate((s) => getComputedStyle(s).opacity)

test.describe("section reveals", () => {
  test("shows a section scrolled past in one jump, unseen, as it is", async ({ page }) => {
    await visit(page)
    await page.mouse.wheel(0, 50) // the reveals load on the first scroll
    await expect(page.locator('[data-reveal="pending"]').first()).toBeAttached()
    // To the end at once, as End, a fling or a busy phone's late frame does: the sections between
    // never come into view, and nothing would reveal them until scrolled back to.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }))
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0)
    // Those now above the screen, whichever the agency shows.
    const passed = await page.evaluate(
      (names) =>
        names.filter((name) =>
          [...document.querySelectorAll("h2")].some(
            (heading) => heading.textContent === name && heading.closest("section")!.getBoundingClientRect().bottom < 0,
          ),
        ),
      HEADINGS,
    )
    expect(passed.length).toBeGreaterThan(0)
    for (const name of passed) expect(await opacityNow(page, name), name).toBe("1")
  })

  test("animates sections below the fold in once as they are scrolled to, loading react-spring only then", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page)
    const scripts = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType("resource")
            .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script").length,
      )
    const before = await scripts()
    // The last section's, far below the fold.
    const last = HEADINGS.at(-1)!
    const testimonials = revealOf(page, last)
    expect(await opacityNow(page, last), "nothing is hidden before the first scroll").toBe("1")
    await page.mouse.wheel(0, 1)
    await expect(testimonials).toHaveAttribute("data-reveal", "pending")
    expect(await scripts(), "react-spring was fetched on the first scroll").toBeGreaterThan(before)
    await expect(testimonials, "then waits below the fold").toHaveCSS("opacity", "0")
    await testimonials.scrollIntoViewIfNeeded()
    // Sections an anchor jump passes over stay waiting until they are scrolled back to: only those in view count.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("[data-reveal]")]
            .filter((s) => s.getBoundingClientRect().top < innerHeight && s.getBoundingClientRect().bottom > 0)
            .every((s) => s.dataset.reveal === "done" && getComputedStyle(s).opacity === "1"),
        ),
      )
      .toBe(true)
    await expect(testimonials).toHaveCSS("opacity", "1")
    // Once only: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0))
    await testimonials.scrollIntoViewIfNeeded()
    await expect(testimonials).toHaveAttribute("data-reveal", "done")
    await expect(testimonials).toHaveCSS("opacity", "1")
  })

  test("never hides the hero or what is on screen at load", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1100 })
    await visit(page)
    await expect(page.locator(anchor("hero"))).toHaveCSS("opacity", "1")
    const inView = await page
      .locator("[data-reveal]")
      .evaluateAll((sections) =>
        sections.filter((s) => s.getBoundingClientRect().top < innerHeight).map((s) => getComputedStyle(s).opacity),
      )
    expect(inView.length).toBeGreaterThanOrEqual(1)
    expect(inView).toEqual(inView.map(() => "1"))
  })

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" })
    test("shows every heading at once", async ({ page }) => {
      await visit(page)
      for (const name of HEADINGS) expect(await opacityNow(page, name), name).toBe("1")
    })
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })
    test("shows every heading", async ({ page }) => {
      await visit(page)
      for (const name of HEADINGS) expect(await opacityNow(page, name), name).toBe("1")
    })
  })
})
