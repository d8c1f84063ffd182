import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { setUpBuiltSite, openPage, holdScripts } from "./harness.mjs"

const site = setUpBuiltSite()
const isDark = (page) => page.evaluate(() => document.documentElement.classList.contains("dark"))

describe("theme", () => {
  for (const scheme of ["light", "dark"]) {
    it(`follows a ${scheme} system preference on a first visit`, async () => {
      const { page, context, problems } = await openPage(site, { colorScheme: scheme })
      assert.equal(await isDark(page), scheme === "dark")
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), scheme)
      const name = scheme === "dark" ? "Switch to light theme" : "Switch to dark theme"
      assert.ok(await page.getByRole("button", { name, exact: true }).isVisible())
      assert.deepEqual(problems, [])
      await context.close()
    })
  }

  it("toggles, stores the choice under 'theme' and keeps it across a reload", async () => {
    const { page, context } = await openPage(site, { colorScheme: "light" })
    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    assert.equal(await isDark(page), true)
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "dark")
    assert.ok(await page.getByRole("button", { name: "Switch to light theme" }).isVisible())
    await page.reload({ waitUntil: "networkidle" })
    assert.equal(await isDark(page), true)
    await page.getByRole("button", { name: "Switch to light theme" }).click()
    assert.equal(await isDark(page), false)
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "light")
    await context.close()
  })

  it("has the stored theme on the root before the body is parsed, so nothing flashes", async () => {
    const context = await site.browser.newContext({ colorScheme: "light" })
    await context.addInitScript(() => {
      localStorage.setItem("theme", "dark")
      // Record the root's classes at the moment the first element of <body> appears.
      new MutationObserver((_, observer) => {
        if (document.body) {
          window.__classAtBody = document.documentElement.className
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    const page = await context.newPage()
    await page.goto(site.url)
    assert.match(await page.evaluate(() => window.__classAtBody), /\bdark\b/)
    await context.close()
  })

  it("switches both logos with the theme", async () => {
    const { page, context } = await openPage(site, { colorScheme: "light" })
    const visibleLogos = () =>
      page
        .locator('img[alt="Serendib Studio"]')
        .evaluateAll((imgs) => imgs.filter((img) => img.offsetParent !== null).map((img) => img.currentSrc))
    const light = await visibleLogos()
    assert.equal(light.length, 2)
    assert.ok(light.every((src) => src.includes("logo-light") || !src.includes("logo-dark")))
    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    const dark = await visibleLogos()
    assert.equal(dark.length, 2)
    assert.notDeepEqual(dark, light)
    await context.close()
  })

  it("keeps two open tabs in step", async () => {
    const context = await site.browser.newContext({ colorScheme: "light" })
    const [first, second] = [await context.newPage(), await context.newPage()]
    await first.goto(site.url, { waitUntil: "networkidle" })
    await second.goto(site.url, { waitUntil: "networkidle" })
    await first.getByRole("button", { name: "Switch to dark theme" }).click()
    await second.waitForFunction(() => document.documentElement.classList.contains("dark"))
    await context.close()
  })
})

describe("mobile menu", () => {
  async function openMenu() {
    const opened = await openPage(site, { width: 375 })
    const { page } = opened
    const button = page.getByRole("button", { name: "Open menu" })
    assert.equal(await button.getAttribute("aria-expanded"), "false")
    assert.equal(
      await page.getByRole("dialog", { name: "Menu" }).count(),
      0,
      "closed menu is hidden from assistive technology",
    )
    await button.click()
    await page.getByRole("dialog", { name: "Menu" }).waitFor()
    assert.equal(await button.getAttribute("aria-expanded"), "true")
    return { ...opened, button }
  }

  it("opens a panel that holds focus and stops the page behind from scrolling", async () => {
    const { page, context } = await openMenu()
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), "Close menu")
    // A modal <dialog>: past its last control, Tab goes to the browser's own controls (the body has
    // focus meanwhile, here without them), never to the page behind.
    const focusIsInMenuOrBrowser = () =>
      page.evaluate(
        () =>
          document.getElementById("mobile-menu").contains(document.activeElement) ||
          document.activeElement === document.body,
      )
    const visited = new Set()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab")
      assert.ok(await focusIsInMenuOrBrowser())
      visited.add(await page.evaluate(() => document.activeElement?.textContent?.trim()))
    }
    assert.ok(visited.has("Close menu") && visited.has("Contact Us"), "Tab goes round the menu's controls")
    await page.keyboard.press("Shift+Tab")
    assert.ok(await focusIsInMenuOrBrowser())
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(200)
    assert.equal(await page.evaluate(() => window.scrollY), before)
    await context.close()
  })

  const routes = {
    "the close button": (page) => page.getByRole("button", { name: "Close menu" }).click(),
    "a link inside": (page) => page.getByRole("dialog").getByRole("link", { name: "Services" }).click(),
    Escape: (page) => page.keyboard.press("Escape"),
    "a click outside": (page) => page.mouse.click(20, 400),
  }
  for (const [route, close] of Object.entries(routes)) {
    it(`closes with ${route} and gives focus back to the menu button`, async () => {
      const { page, context, button } = await openMenu()
      await close(page)
      await page.waitForFunction(() => !document.getElementById("mobile-menu").open)
      await page.waitForFunction(() => getComputedStyle(document.getElementById("mobile-menu")).display === "none")
      assert.equal(await button.getAttribute("aria-expanded"), "false")
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls")), "mobile-menu")
      if (route === "a link inside") assert.equal(await page.evaluate(() => location.hash), "#services")
      await context.close()
    })
  }
})

describe("custom cursor", () => {
  /** Where an element is drawn by its transform (the cursor moves its parts by translate3d). */
  const position = (page, selector) =>
    page.locator(selector).evaluate((el) => {
      const matrix = new DOMMatrix(getComputedStyle(el).transform)
      return { x: matrix.m41, y: matrix.m42 }
    })

  it("draws a dot on the pointer and a ring that eases after it, hidden from assistive technology", async () => {
    const { page, context } = await openPage(site)
    const cursor = page.locator(".cursor")
    assert.equal(await cursor.count(), 0, "nothing is drawn, or fetched, before the mouse moves")
    await page.mouse.move(100, 100)
    await cursor.waitFor({ state: "attached" })
    assert.equal(await cursor.getAttribute("aria-hidden"), "true")
    assert.equal(await cursor.evaluate((el) => getComputedStyle(el).pointerEvents), "none")
    await page.mouse.move(120, 110)
    await page.mouse.move(400, 300)
    assert.deepEqual(await position(page, ".cursor-dot"), { x: 400, y: 300 })
    const trailing = await position(page, ".cursor-ring")
    assert.ok(trailing.x < 400, `ring trails the pointer (x=${trailing.x})`)
    await page.waitForTimeout(2000)
    const settled = await position(page, ".cursor-ring")
    assert.ok(Math.abs(settled.x - 400) < 0.5 && Math.abs(settled.y - 300) < 0.5, JSON.stringify(settled))
    await context.close()
  })

  it("appears under the pointer as soon as its code arrives, though the mouse has stopped by then", async () => {
    const { page, context } = await openPage(site)
    try {
      // The page has loaded; the first mouse move asks for the cursor's code, which is held back.
      const code = await holdScripts(page)
      await page.mouse.move(100, 100)
      assert.match(await code.requested, /\.js$/)
      // The mouse moves on and stops while the cursor's code is still on its way.
      await page.mouse.move(250, 200)
      await page.mouse.move(400, 300)
      code.release()
      await page.waitForFunction(() => document.documentElement.getAttribute("data-cursor") === "visible")
      assert.deepEqual(await position(page, ".cursor-dot"), { x: 400, y: 300 })
      assert.deepEqual(await position(page, ".cursor-ring"), { x: 400, y: 300 })
    } finally {
      await context.close()
    }
  })

  it("is not drawn when the visitor prefers reduced motion", async () => {
    const { page, context } = await openPage(site, { reducedMotion: "reduce" })
    assert.equal(await page.locator(".cursor").count(), 0)
    await context.close()
  })

  it("is not drawn for touch", async () => {
    const context = await site.browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 375, height: 800 },
    })
    const page = await context.newPage()
    await page.goto(site.url, { waitUntil: "networkidle" })
    assert.equal(await page.locator(".cursor").count(), 0)
    await context.close()
  })
})

describe("section reveals", () => {
  const headings = [
    "Everything you need to launch and grow",
    "Work we are proud of",
    "What our clients say",
    "Reach out to us",
  ]
  const opacityOf = (page, name) =>
    page.getByRole("heading", { name }).evaluate((h) => Number(getComputedStyle(h.closest("[data-reveal]")).opacity))

  it("animates sections below the fold in once as they are scrolled to, loading react-spring only then", async () => {
    const { page, context } = await openPage(site, { height: 800 })
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.initiatorType === "script").length)
    const before = await scripts()
    assert.equal(await opacityOf(page, "What our clients say"), 1, "nothing is hidden before the first scroll")
    await page.mouse.wheel(0, 1)
    await page.waitForFunction(() => document.querySelector("#testimonials [data-reveal]").dataset.reveal === "pending")
    assert.ok((await scripts()) > before, "react-spring was fetched on the first scroll")
    assert.equal(await opacityOf(page, "What our clients say"), 0, "then waits below the fold")
    await page.getByRole("heading", { name: "What our clients say" }).scrollIntoViewIfNeeded()
    // Sections an anchor jump passes over stay waiting until they are scrolled back to: only those in view count.
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-reveal]")]
        .filter((s) => s.getBoundingClientRect().top < innerHeight && s.getBoundingClientRect().bottom > 0)
        .every((s) => s.dataset.reveal === "done" && getComputedStyle(s).opacity === "1"),
    )
    assert.equal(await opacityOf(page, "What our clients say"), 1)
    // Once only: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole("heading", { name: "What our clients say" }).scrollIntoViewIfNeeded()
    assert.equal(
      await page
        .getByRole("heading", { name: "What our clients say" })
        .evaluate((h) => h.closest("[data-reveal]").dataset.reveal),
      "done",
    )
    await context.close()
  })

  it("never hides the hero or what is on screen at load", async () => {
    const { page, context } = await openPage(site, { height: 1100 })
    assert.equal(await page.locator("#hero").evaluate((el) => getComputedStyle(el).opacity), "1")
    const inView = await page
      .locator("[data-reveal]")
      .evaluateAll((sections) =>
        sections.filter((s) => s.getBoundingClientRect().top < innerHeight).map((s) => getComputedStyle(s).opacity),
      )
    assert.ok(inView.length >= 1)
    assert.deepEqual(
      inView,
      inView.map(() => "1"),
    )
    await context.close()
  })

  it("shows every heading at once with reduced motion", async () => {
    const { page, context } = await openPage(site, { reducedMotion: "reduce" })
    for (const name of headings) assert.equal(await opacityOf(page, name), 1, name)
    await context.close()
  })

  it("shows every heading without JavaScript", async () => {
    const { page, context } = await openPage(site, { javaScriptEnabled: false })
    for (const name of headings) assert.equal(await opacityOf(page, name), 1, name)
    await context.close()
  })
})
