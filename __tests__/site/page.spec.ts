// The page as a whole: its landmarks and headings, its content, its images, its fit on a screen.
import { test, expect, visit, content, PHONE, WIDTHS } from "./harness"
import { SITE, W, anchor, isShown, sectionHeadings, shownAnchors } from "../content"
import { fill } from "../../src/lib/fill"
import { MAX_PROJECTS } from "../../shared/content-files"
import { fontFile, hasScriptFont, scriptFontFile, type Typeface } from "../../shared/fonts"
import { siteLanguages, translationFile, type Language } from "../../shared/languages"

type Named = { title: string } & Record<string, unknown>

test.describe("the built page", () => {
  test("has the spec's sections in order in landmarks, headings that never skip, and in-page links that all resolve", async ({
    page,
    problems,
  }) => {
    await visit(page)
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("body > div header, main > section, body > div footer")].map(
        (element) => element.id || element.tagName.toLowerCase(),
      ),
    )
    // In the agency's order (site.json), hidden ones left out.
    const shown = shownAnchors()
    expect(order).toEqual(["header", ...shown.map(({ id }) => id), "footer"])
    // Each landmark named by its heading, every second one shaded.
    const sections = page.locator("main > section")
    for (const [index, { id }] of shown.entries()) {
      const heading = await sections.nth(index).getAttribute("aria-labelledby")
      await expect(sections.nth(index).locator(`[id="${heading}"]`), id).toHaveRole("heading")
      if (index > 1)
        expect(
          await sections.nth(index).evaluate((s) => getComputedStyle(s).backgroundColor !== "rgba(0, 0, 0, 0)"),
          id,
        ).toBe(index % 2 === 1)
    }
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])),
    )
    expect(
      levels.filter((level) => level === 1),
      "one h1",
    ).toHaveLength(1)
    expect(levels[0]).toBe(1)
    const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)
    expect(skips, "headings that skip a level").toEqual([])
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll('a[href^="#"]')]
        .map((link) => link.getAttribute("href")!)
        .filter((href) => !document.getElementById(href.slice(1))),
    )
    expect(missing, "in-page links to nothing").toEqual([])
    // Both readings of the spec's anchors.
    const links = shown.flatMap(({ id, alias }) => [`#${id}`, ...(alias ? [`#${alias}`] : [])])
    for (const link of [...links, "#main"]) await expect(page.locator(link), `${link} exists`).toHaveCount(1)
    await expect(page.getByRole("banner").getByRole("link", { name: W.header.contactButton })).toHaveAttribute(
      "href",
      anchor("contact"),
    )
    expect(problems).toEqual([])
  })

  test("renders all the content: labelled slides, services, testimonials, logos, social links", async ({ page }) => {
    await visit(page)
    const projects = content<Named[]>("projects.json").slice(0, MAX_PROJECTS)
    const testimonials = isShown("testimonials") ? content<unknown[]>("testimonials.json") : []
    const carousel = page.locator("section[aria-roledescription]")
    const labels = await carousel
      .locator('[role="group"][aria-roledescription]')
      .evaluateAll((slides) => slides.map((slide) => slide.getAttribute("aria-label")))
    expect(labels).toEqual(projects.map((_, i) => fill(W.portfolio.slide, { number: i + 1, count: projects.length })))
    await expect(carousel.locator("h3")).toHaveText(projects.map((p) => p.title))
    await expect(page.locator(`${anchor("services")} li h3`)).toHaveText(
      content<Named[]>("services.json").map((s) => s.title),
    )
    await expect(page.locator(`${anchor("testimonials")} figure`)).toHaveCount(testimonials.length)
    await expect(page.getByRole("img", { name: fill(W.testimonials.rating, { stars: 5 }) })).toHaveCount(
      testimonials.length,
    )
    // The logo strip, or nothing of it where the agency hides it.
    const trusted = isShown("trusted")
    await expect(
      page.getByRole("heading", { name: fill(W.trustedBy.heading, { count: SITE.trustedByCount }) }),
    ).toHaveCount(trusted ? 1 : 0)
    const logoNames = await page
      .locator('[aria-labelledby="trusted-heading"] img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt))
    expect(logoNames).toEqual(trusted ? content<{ name: string }[]>("trusted-logos.json").map((l) => l.name) : [])
    const footer = page.getByRole("contentinfo")
    const socials = footer.locator('a[target="_blank"]')
    await expect(socials).toHaveCount(content<unknown[]>("social-links.json").length)
    for (const link of await socials.all()) await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    await expect(footer.getByText(content<{ tagline: string }>("site.json").tagline)).toBeVisible()
    await expect(footer.getByRole("heading", { name: W.newsletter.heading })).toBeVisible()
    await expect(footer.getByText(W.newsletter.text)).toBeVisible()
    await expect(
      footer.getByText(fill(W.footer.copyright, { year: SITE.copyrightYear, name: SITE.name })),
    ).toBeVisible()
  })

  test("serves every picture as AVIF and every logo as it was drawn, all with known size", PHONE, async ({ page }) => {
    await visit(page)
    const images = await page.locator("img").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        alt: img.alt,
        // The agency's, its clients' and the trusted-by logos: flat artwork, smaller as PNG.
        logo: img.matches(
          'header img, footer img, [aria-labelledby="trusted-heading"] img, [role="group"][aria-roledescription] img[alt=""]',
        ),
        sized: img.hasAttribute("width") && img.hasAttribute("height"),
        sources: [...img.parentElement!.querySelectorAll("source")].map((s) => s.type),
        file: new URL(img.getAttribute("src")!, location.href).pathname.split(".").pop(),
      })),
    )
    // The hero, each project's cover and each portrait; the agency's logos (light and dark, in
    // the header and the footer), the trusted-by logos and each project's client's.
    const projects = Math.min(content<unknown[]>("projects.json").length, MAX_PROJECTS)
    const pictures = 1 + projects + (isShown("testimonials") ? content<unknown[]>("testimonials.json").length : 0)
    const logos = 4 + (isShown("trusted") ? content<unknown[]>("trusted-logos.json").length : 0) + projects
    expect([images.filter((image) => !image.logo).length, images.filter((image) => image.logo).length]).toEqual([
      pictures,
      logos,
    ])
    for (const image of images) {
      expect(image.sized, `${image.alt} has width and height`).toBe(true)
      if (image.logo) expect([image.sources, ["png", "svg"].includes(image.file!)], image.alt).toEqual([[], true])
      else expect(image.sources, image.alt).toEqual(["image/avif"])
    }
  })

  test("loads at once, or with high priority, only images on the first screen", WIDTHS, async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const images = await page.locator("img").evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        alt: img.alt || img.currentSrc || img.src,
        urgent: img.loading !== "lazy" || img.getAttribute("fetchpriority") === "high",
        top: img.getBoundingClientRect().top + window.scrollY,
        shown: img.getClientRects().length > 0,
      })),
    )
    const fold = await page.evaluate(() => window.innerHeight)
    const urgentBelow = images.filter((image) => image.urgent && image.top >= fold).map((image) => image.alt)
    expect(urgentBelow, `images below the fold (${fold} px) that load at once`).toEqual([])
    // The hero image, the largest paint, is among those that do.
    const hero = content<{ hero: { imageAlt: string } }>("site.json").hero.imageAlt
    expect(images.some((image) => image.alt === hero && image.urgent && image.shown)).toBe(true)
  })

  // Whether a line wraps in the fallback as in the typeface depends on the words and on the
  // visitor's own fallback, so the page is loaded with the agency's headline and a longer one an
  // editor wrote (issue 63), and each other language's home page with its own, at the narrowest
  // phone, a common one and a desktop.
  test("loads everything from its own origin and shifts no layout, whatever the headline, the language and the width", async ({
    browser,
    baseURL,
  }) => {
    test.slow()
    const title = content<{ hero: { title: string } }>("site.json").hero.title
    const typeface = content<{ typeface: Typeface }>("site.json").typeface
    const [, ...others] = siteLanguages(content("site.json"))
    const loads: { path: string; headline: string; language?: Language }[] = [
      ...[title, "Websites and apps your customers come back to"].map((headline) => ({ path: "/", headline })),
      ...others.map((language) => ({
        path: `/${language}/`,
        language,
        headline: content<{ hero: { title: string } }>(translationFile("site.json", language)).hero.title,
      })),
    ]
    for (const { path, headline, language } of loads)
      for (const width of [320, 375, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } })
        const page = await context.newPage()
        // The page as built with that headline: its HTML and the data it hydrates from.
        if (headline !== title)
          await page.route(/\/$|\.json$/, async (route) => {
            const response = await route.fetch()
            const body = (await response.text()).replaceAll(title, headline)
            await route.fulfill({ response, body })
          })
        // The worst case for a font swap: the typeface arrives well after the first paint.
        await page.route("**/*.woff2", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1000))
          await route.continue()
        })
        const origins = new Set<string>()
        page.on("request", (request) => origins.add(new URL(request.url()).origin))
        await visit(page, path)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline)
        await expect
          .poll(() =>
            page.evaluate(() =>
              performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(".woff2")),
            ),
          )
          .toBe(true)
        expect([...origins]).toEqual([baseURL])
        const font = await page.evaluate(() => {
          const used = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))?.name
          return {
            expect: document.querySelector('link[rel="expect"][blocking="render"]')?.getAttribute("href"),
            used: used && new URL(used).pathname,
          }
        })
        // The one file the page needs (when the head asks for it: engines/typeface.spec.ts); the
        // first paint waits for the header to be parsed, which a paint of a half-parsed header
        // shifted before (docs/performance.md).
        // In a language of another script, its own typeface's file.
        const own = language && hasScriptFont(language) ? scriptFontFile(language) : fontFile(typeface)
        expect(font).toEqual({ expect: "#main", used: own })
        const shifts = await page.evaluate(
          () =>
            new Promise((resolve) => {
              const seen: unknown[] = []
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number
                  hadRecentInput: boolean
                  sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[]
                })[])
                  if (!entry.hadRecentInput)
                    seen.push({
                      value: entry.value,
                      at: Math.round(entry.startTime),
                      moved: entry.sources.map(
                        ({ node, previousRect, currentRect }) =>
                          `${node?.nodeName ?? "?"}.${String((node as Element | undefined)?.className ?? "").slice(0, 30)} ${previousRect.y}→${currentRect.y} (${previousRect.height}→${currentRect.height} high)`,
                      ),
                    })
              }).observe({ type: "layout-shift", buffered: true })
              setTimeout(() => resolve(seen), 1500)
            }),
        )
        // A word may measure half a pixel apart in the typeface and its fallback (0.00002 for one
        // button's words in another content set): a thousandth of a shift is none a visitor sees.
        expect(
          (shifts as { value: number }[]).filter(({ value }) => value >= 0.001),
          `layout shifts on ${path} at ${width} px with "${headline}"`,
        ).toEqual([])
        await context.close()
      }
  })

  test("answers an unknown address with the 404 page, drawn without waiting and without errors", async ({
    page,
    problems,
  }) => {
    const response = await page.goto("/no-such-page/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { name: W.notFound.heading })).toBeVisible()
    // Its first paint waits for #main (gatsby-ssr.tsx): without one it waited for the whole page.
    await expect(page.locator("main#main")).toHaveCount(1)
    await expect(page.locator("html[data-hydrated]")).toBeAttached()
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([])
  })

  test("keeps the head each page was sent once its code has run: title, description, links, share tags, data", async ({
    page,
  }) => {
    for (const address of ["/", "/no-such-page/"]) {
      const sent = await (await page.request.get(address)).text()
      await page.goto(address)
      await expect(page.locator("html[data-hydrated]")).toBeAttached()
      const [now, before] = await page.evaluate((html) => {
        // By design, the theme's script sets the browser bar's colour and the typeface's may ask
        // for its file early (src/lib/): everything else stays as sent.
        const headOf = (root: Document) =>
          [...root.head.querySelectorAll("title, meta, link:not([rel=preload]), script[type='application/ld+json']")]
            .filter((element) => element.getAttribute("name") !== "theme-color")
            .map((element) => element.outerHTML)
        return [headOf(document), headOf(new DOMParser().parseFromString(html, "text/html"))]
      }, sent)
      expect(now, address).toEqual(before)
      expect(
        now.some((element) => element.startsWith("<title")),
        address,
      ).toBe(true)
    }
  })

  test("keeps only the 404 page out of search results", async ({ request }) => {
    const noindex = async (path: string) =>
      /<meta name="robots" content="noindex"/.test(await (await request.get(path)).text())
    expect(await noindex("/")).toBe(false)
    expect(await noindex("/404.html")).toBe(true)
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("shows all sections and their content", async ({ page }) => {
      await visit(page)
      for (const name of sectionHeadings()) {
        // Scrolled to, as a reader would: below the fold the browser draws a section only when it is near.
        await page.getByRole("heading", { name }).scrollIntoViewIfNeeded()
        await expect(page.getByRole("heading", { name })).toBeVisible()
      }
      await expect(page.locator('[role="group"][aria-roledescription]')).toHaveCount(
        Math.min(content<unknown[]>("projects.json").length, MAX_PROJECTS),
      )
      // A theme button that could do nothing is not offered.
      await expect(page.locator("[data-theme-toggle]")).toBeHidden()
    })
  })
})
