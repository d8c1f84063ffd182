// Printing, or "Save as PDF": every section whole, every project one under another, nothing of
// the page's moving parts (menu, carousel controls) on paper.
import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { test, expect, visit, content } from "./harness"
import { SITE, SITE_PAGES, W, anchor, sectionHeadings } from "../content"

const titles = content<{ title: string }[]>("projects.json").map((project) => project.title)
const hero = content<{ hero: { title: string } }>("site.json").hero
const HEADINGS = [SITE.hero.title, ...sectionHeadings()]

// Every page the site builds: its headings and pictures on paper, none of them cut off at the side.
for (const { path, kind } of SITE_PAGES)
  test(`prints the ${kind} page ${path}: every heading and picture of its main part on the paper`, async ({ page }) => {
    await visit(page, path)
    await page.emulateMedia({ media: "print" })
    const width = page.viewportSize()!.width
    const parts = page.locator("main :is(h1, h2, h3, img)")
    expect(await parts.count()).toBeGreaterThan(0)
    for (const part of await parts.all()) {
      await expect(part).toBeVisible()
      const box = (await part.boundingBox())!
      expect(
        box.x >= 0 && box.x + box.width <= width + 1,
        await part.evaluate((element) => element.outerHTML.slice(0, 80)),
      ).toBe(true)
    }
  })

test.describe("print", () => {
  test("shows every section and every project, one under another", async ({ page }) => {
    await visit(page)
    // A visitor who scrolled a little first: the sections below wait to be revealed (opacity 0).
    await page.mouse.wheel(0, 300)
    await expect(page.locator('[data-reveal="pending"]').first()).toBeAttached()
    await page.emulateMedia({ media: "print" })
    const hidden = await page
      .locator("[data-reveal]")
      .evaluateAll((sections) => sections.filter((section) => getComputedStyle(section).opacity !== "1").length)
    expect(hidden, "sections printed blank").toBe(0)
    const slides = page.getByRole("region", { name: W.portfolio.carousel }).getByRole("group")
    const width = page.viewportSize()!.width
    for (let n = 0; n < titles.length; n++) {
      const box = (await slides.nth(n).boundingBox())!
      expect(box.x, `project ${n + 1} on the page`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `project ${n + 1} on the page`).toBeLessThanOrEqual(width)
    }
    // Each project's text beside or under its cover, not over it.
    const first = slides.nth(0)
    const cover = (await first.locator("picture").first().boundingBox())!
    const title = (await first.getByRole("heading", { name: titles[0] }).boundingBox())!
    const apart = title.y >= cover.y + cover.height - 1 || title.x >= cover.x + cover.width - 1
    expect(apart, `title ${JSON.stringify(title)} over cover ${JSON.stringify(cover)}`).toBe(true)
    await expect(page.getByRole("button", { name: W.portfolio.next })).toBeHidden()
  })

  test("saves a PDF with every section's heading and all the projects", async ({ page, browserName }) => {
    test.skip(browserName !== "chromium", "only Chromium prints to PDF")
    await visit(page)
    const pdf = await page.pdf({ format: "A4", printBackground: true })
    const file = path.join(mkdtempSync(path.join(tmpdir(), "print-")), "site.pdf")
    writeFileSync(file, pdf)
    // Poppler's pdftotext, from Debian's poppler-utils (scripts/ensure-tools.sh).
    // Words as a reader sees them: lines joined, and a word broken at its hyphen whole again.
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
      .replace(/-\s+/g, "-")
      .replace(/\s+/g, " ")
    for (const heading of HEADINGS) expect(text, heading).toContain(heading)
    for (const title of titles) expect(text, title).toContain(title)
    // The first page is the hero, not the logo alone.
    const first = execFileSync("pdftotext", ["-f", "1", "-l", "1", file, "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    )
    expect(first).toContain(hero.title)
  })

  test("prints in the light theme's ink from the dark theme too, and no white label: paper is white", async ({
    page,
  }) => {
    await visit(page)
    const ink = () =>
      page.evaluate((hero) => {
        // As printed: the colours' transitions on screen (a button's) are not on paper.
        for (const animation of document.getAnimations()) animation.finish()
        return ["#hero-heading", `${hero} a`, "header img"].map((selector) => {
          const element = document.querySelector(selector)!
          const style = getComputedStyle(element)
          return `${style.color} ${style.display}`
        })
      }, anchor("hero"))
    await page.emulateMedia({ media: "print" })
    const light = await ink()
    expect(light.filter((style) => /^(rgb\(255, 255, 255\)|oklab\(0\.99)/.test(style))).toEqual([])
    await page.emulateMedia({ media: "screen" })
    await page.locator("[data-theme-toggle]").click()
    await expect(page.locator("html")).toHaveClass(/dark/)
    await page.emulateMedia({ media: "print" })
    expect(await ink()).toEqual(light)
  })
})
