import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import { setUpBuiltSite, openPage } from "./harness.mjs"

const site = setUpBuiltSite()
const content = (file) => JSON.parse(readFileSync(`content/${file}`, "utf8"))

describe("the built page", () => {
  it("has the spec's sections in order inside header, main and footer landmarks", async () => {
    const { page, context, problems } = await openPage(site)
    const order = await page.evaluate(() =>
      // Sections sit in island wrappers (display: contents: no box, no role), see Island.tsx.
      [...document.querySelectorAll("body > div header, main > [data-island] > section, body > div footer")].map(
        (element) => element.id || element.getAttribute("aria-labelledby") || element.tagName.toLowerCase(),
      ),
    )
    assert.deepEqual(order, [
      "header",
      "hero",
      "trusted-heading",
      "services",
      "portfolio",
      "testimonials",
      "contact",
      "footer",
    ])
    assert.deepEqual(problems, [])
    await context.close()
  })

  it("lands every jump from the header on its section, though sections below the fold are drawn only when near", async () => {
    // Instant jumps: a smooth scroll on a loaded machine can stall long enough to look settled.
    const { page, context, problems } = await openPage(site, { reducedMotion: "reduce" })
    const header = page.locator("header").first()
    for (const link of await header.locator('a[href^="#"]:not([href="#hero"], dialog a)').all()) {
      const id = (await link.getAttribute("href")).slice(1)
      await link.click()
      // Until the scroll has settled.
      await page.waitForFunction(async (target) => {
        const top = () => document.getElementById(target).getBoundingClientRect().top
        const before = top()
        await new Promise((resolve) => setTimeout(resolve, 500))
        return Math.abs(before - top()) < 1
      }, id)
      const { top, offset } = await page.evaluate((target) => {
        const section = document.getElementById(target)
        const px = (value) => parseFloat(value) || 0
        return {
          top: section.getBoundingClientRect().top,
          // Where the stylesheet puts a jump's target: its scroll margin plus the root's padding.
          offset:
            px(getComputedStyle(section).scrollMarginTop) +
            px(getComputedStyle(document.documentElement).scrollPaddingTop),
        }
      }, id)
      assert.ok(Math.abs(top - offset) <= 1, `#${id} starts ${top} px from the top, not ${offset}`)
    }
    assert.deepEqual(problems, [])
    await context.close()
  })

  it("resolves every in-page link, including both readings of the spec's anchors", async () => {
    const { page, context } = await openPage(site)
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll('a[href^="#"]')]
        .map((link) => link.getAttribute("href"))
        .filter((href) => !document.getElementById(href.slice(1))),
    )
    assert.deepEqual(missing, [])
    for (const id of ["hero", "services", "portfolio", "testimonials", "testimonial", "contact", "main"]) {
      assert.ok(await page.locator(`#${id}`).count(), `#${id} exists`)
    }
    assert.equal(
      await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).getAttribute("href"),
      "#contact",
    )
    await context.close()
  })

  it("has one h1 and headings that never skip a level", async () => {
    const { page, context } = await openPage(site)
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])),
    )
    assert.equal(levels.filter((level) => level === 1).length, 1)
    assert.equal(levels[0], 1)
    levels.forEach(
      (level, i) =>
        i > 0 && assert.ok(level <= levels[i - 1] + 1, `heading ${i} jumps from h${levels[i - 1]} to h${level}`),
    )
    await context.close()
  })

  it("renders all the content: 10 labelled slides, 4 services, 4 testimonials, 6 logos, 3 social links", async () => {
    const { page, context } = await openPage(site)
    const carousel = page.locator('[aria-roledescription="carousel"]')
    const labels = await carousel
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) => slides.map((s) => s.getAttribute("aria-label")))
    assert.deepEqual(
      labels,
      Array.from({ length: 10 }, (_, i) => `${i + 1} of 10`),
    )
    const titles = await carousel.locator("h3").allTextContents()
    assert.deepEqual(
      titles,
      content("projects.json").map((p) => p.title),
    )
    assert.equal(await page.locator("#services li h3").count(), 4)
    assert.equal(await page.locator("#testimonials figure").count(), 4)
    assert.equal(await page.getByRole("img", { name: "Rated 5 out of 5" }).count(), 4)
    assert.ok(await page.getByRole("heading", { name: "Trusted by 100+ companies" }).isVisible())
    const logoNames = await page
      .locator('[aria-labelledby="trusted-heading"] img')
      .evaluateAll((imgs) => imgs.map((img) => img.alt))
    assert.deepEqual(
      logoNames,
      content("trusted-logos.json").map((l) => l.name),
    )
    const socials = page.getByRole("contentinfo").locator('a[target="_blank"]')
    assert.equal(await socials.count(), 3)
    for (const rel of await socials.evaluateAll((links) => links.map((link) => link.rel)))
      assert.equal(rel, "noopener noreferrer")
    assert.ok(await page.getByText("© 2025 Serendib Studio. All rights reserved.").isVisible())
    await context.close()
  })

  it("serves every picture as AVIF and WebP and every logo as it was drawn, all with known size", async () => {
    const { page, context } = await openPage(site, { width: 375 })
    const images = await page.locator("img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        alt: img.alt,
        // The agency's, its clients' and the trusted-by logos: flat artwork, smaller as PNG.
        logo: img.matches(
          'header img, footer img, [aria-labelledby="trusted-heading"] img, [aria-roledescription="slide"] img[alt=""]',
        ),
        sized: img.hasAttribute("width") && img.hasAttribute("height"),
        sources: [...img.parentElement.querySelectorAll("source")].map((s) => s.type),
        file: new URL(img.getAttribute("src"), location.href).pathname.split(".").pop(),
      })),
    )
    assert.ok(images.filter((image) => !image.logo).length >= 15)
    assert.ok(images.filter((image) => image.logo).length >= 15)
    for (const image of images) {
      assert.ok(image.sized, `${image.alt} has width and height`)
      if (image.logo) assert.deepEqual([image.sources, image.file], [[], "png"], image.alt)
      else assert.deepEqual(image.sources, ["image/avif", "image/webp"], image.alt)
    }
    await context.close()
  })

  for (const width of [375, 1280]) {
    it(`loads at once, or with high priority, only images on the first screen at ${width} px`, async () => {
      const { page, context } = await openPage(site, { width, waitUntil: "domcontentloaded" })
      const images = await page.locator("img").evaluateAll((imgs) =>
        imgs.map((img) => ({
          alt: img.alt || img.currentSrc || img.src,
          urgent: img.loading !== "lazy" || img.getAttribute("fetchpriority") === "high",
          top: img.getBoundingClientRect().top + window.scrollY,
          shown: img.getClientRects().length > 0,
        })),
      )
      const fold = await page.evaluate(() => window.innerHeight)
      const urgentBelow = images.filter((image) => image.urgent && image.top >= fold).map((image) => image.alt)
      assert.deepEqual(urgentBelow, [], `images below the fold (${fold} px) that load at once`)
      // The hero image, the largest paint, is among those that do.
      const hero = content("site.json").hero.imageAlt
      assert.ok(images.some((image) => image.alt === hero && image.urgent && image.shown))
      await context.close()
    })

    it(`fits a ${width} px wide screen without sideways scrolling`, async () => {
      const { page, context } = await openPage(site, { width })
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width)
      await context.close()
    })
  }

  for (const width of [375, 1280]) {
    it(`loads everything from its own origin and shifts no layout at ${width} px`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      // The worst case for a font swap: Inter arrives well after the first paint.
      await page.route("**/*.woff2", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        await route.continue()
      })
      const origins = new Set()
      page.on("request", (request) => origins.add(new URL(request.url()).origin))
      await page.goto(site.url, { waitUntil: "networkidle" })
      assert.deepEqual([...origins], [site.url])
      const font = await page.evaluate(async () => {
        await document.fonts.ready
        const preload = document.querySelector('link[rel="preload"][as="font"]')?.getAttribute("href") ?? null
        const expect = document.querySelector('link[rel="expect"][blocking="render"]')?.getAttribute("href")
        const used = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))?.name
        return {
          preload,
          expect,
          used: used && new URL(used).pathname,
          loaded: document.fonts.check('16px "Inter Variable"'),
        }
      })
      // Not preloaded (the hero image gets the first round trips); the first paint waits for the
      // header to be parsed, which a paint of a half-parsed header shifted before (README, Performance).
      assert.deepEqual(font, {
        preload: null,
        expect: "#main",
        used: "/fonts/inter-latin-wght.woff2",
        loaded: true,
      })
      const shifts = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const seen = []
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                if (!entry.hadRecentInput)
                  seen.push({
                    value: entry.value,
                    at: Math.round(entry.startTime),
                    moved: entry.sources.map(
                      ({ node, previousRect, currentRect }) =>
                        `${node?.nodeName ?? "?"}.${String(node?.className ?? "").slice(0, 30)} ${previousRect.y}→${currentRect.y} (${previousRect.height}→${currentRect.height} high)`,
                    ),
                  })
            }).observe({ type: "layout-shift", buffered: true })
            setTimeout(() => resolve(seen), 1500)
          }),
      )
      assert.deepEqual(shifts, [], "layout shifts")
      await context.close()
    })
  }

  it("keeps only the 404 page out of search results", async () => {
    const robots = async (path) => {
      const html = await (await fetch(`${site.url}${path}`)).text()
      return /<meta name="robots" content="noindex"/.test(html)
    }
    assert.equal(await robots("/"), false)
    assert.equal(await robots("/404.html"), true)
  })

  it("shows all sections and their content without JavaScript", async () => {
    const { page, context } = await openPage(site, { javaScriptEnabled: false })
    for (const name of [
      "Everything you need to launch and grow",
      "Work we are proud of",
      "What our clients say",
      "Reach out to us",
    ]) {
      // Scrolled to, as a reader would: below the fold the browser draws a section only when it is near.
      await page.getByRole("heading", { name }).scrollIntoViewIfNeeded()
      assert.ok(await page.getByRole("heading", { name }).isVisible(), name)
    }
    assert.equal(await page.locator('[aria-roledescription="slide"]').count(), 10)
    await context.close()
  })
})
