import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import { setUpBuiltSite, openPage, reach } from "./harness.mjs"

const site = setUpBuiltSite()
const titles = JSON.parse(readFileSync("content/projects.json", "utf8")).map((project) => project.title)

async function openCarousel(options) {
  const opened = await openPage(site, { reducedMotion: "reduce", ...options })
  const { page } = opened
  const carousel = page.getByRole("region", { name: "Portfolio projects" })
  await reach(carousel)
  const current = () => carousel.locator('[aria-current="true"]').getAttribute("aria-label")
  /** The slide whose centre is nearest the track's centre, read from the page's layout. */
  const shown = () =>
    carousel.locator("#portfolio-projects-slides").evaluate((track) => {
      const centre = track.getBoundingClientRect().left + track.clientWidth / 2
      const slides = [...track.children].map((slide) => {
        const box = slide.getBoundingClientRect()
        return Math.abs(box.left + box.width / 2 - centre)
      })
      return track.children[slides.indexOf(Math.min(...slides))].getAttribute("aria-label")
    })
  const waitForSlide = (n) =>
    page.waitForFunction(
      (label) =>
        document
          .querySelector('[aria-roledescription="carousel"] [aria-current="true"]')
          ?.getAttribute("aria-label")
          .startsWith(label),
      `Slide ${n}:`,
    )
  return { ...opened, carousel, current, shown, waitForSlide }
}

describe("portfolio carousel", () => {
  it("is a labelled carousel region whose previous button is disabled on the first slide", async () => {
    const { context, carousel, current, problems } = await openCarousel()
    assert.equal(await carousel.getAttribute("aria-roledescription"), "carousel")
    assert.equal(await current(), `Slide 1: ${titles[0]}`)
    assert.equal(await carousel.getByRole("button", { name: "Previous project" }).getAttribute("aria-disabled"), "true")
    assert.equal(await carousel.getByRole("button", { name: "Next project" }).getAttribute("aria-disabled"), "false")
    // Playwright treats aria-disabled as disabled and will not click it; force the click to prove it does nothing.
    await carousel.getByRole("button", { name: "Previous project" }).click({ force: true })
    assert.equal(await current(), `Slide 1: ${titles[0]}`, "a disabled previous does nothing")
    assert.deepEqual(problems, [])
    await context.close()
  })

  it("moves with next and previous, scrolls the track, and announces the change politely", async () => {
    const { context, carousel, current, shown, waitForSlide } = await openCarousel()
    await carousel.getByRole("button", { name: "Next project" }).click()
    await waitForSlide(2)
    assert.equal(await shown(), "2 of 10")
    assert.equal(await carousel.locator('[aria-live="polite"]').textContent(), `Slide 2 of 10: ${titles[1]}`)
    await carousel.getByRole("button", { name: "Previous project" }).click()
    await waitForSlide(1)
    assert.equal(await shown(), "1 of 10")
    assert.equal(await current(), `Slide 1: ${titles[0]}`)
    await context.close()
  })

  it("jumps to a slide with its dot, and disables next on the last slide", async () => {
    const { context, carousel, current, shown, waitForSlide } = await openCarousel()
    await carousel.getByRole("button", { name: `Slide 5: ${titles[4]}` }).click()
    await waitForSlide(5)
    assert.equal(await shown(), "5 of 10")
    await carousel.getByRole("button", { name: `Slide 10: ${titles[9]}` }).click()
    await waitForSlide(10)
    assert.equal(await shown(), "10 of 10")
    const next = carousel.getByRole("button", { name: "Next project" })
    assert.equal(await next.getAttribute("aria-disabled"), "true")
    await next.click({ force: true })
    assert.equal(await current(), `Slide 10: ${titles[9]}`)
    await context.close()
  })

  it("moves one slide per arrow key while focus is inside it", async () => {
    const { page, context, carousel, shown, waitForSlide } = await openCarousel()
    await carousel.getByRole("button", { name: "Next project" }).focus()
    await page.keyboard.press("ArrowRight")
    await waitForSlide(2)
    await page.keyboard.press("ArrowRight")
    await waitForSlide(3)
    assert.equal(await shown(), "3 of 10")
    await page.keyboard.press("ArrowLeft")
    await waitForSlide(2)
    assert.equal(await shown(), "2 of 10")
    await context.close()
  })

  it("leaves arrows typed in the contact form, and elsewhere on the page, alone", async () => {
    const { page, context, carousel, current } = await openCarousel()
    const scrollOf = () => carousel.locator("#portfolio-projects-slides").evaluate((track) => track.scrollLeft)
    const before = await scrollOf()
    const message = page.getByRole("textbox", { name: "Message" })
    await message.fill("Hello there")
    await message.press("ArrowLeft")
    await message.press("ArrowLeft")
    await message.press("ArrowRight")
    await page.getByRole("link", { name: "Services" }).first().focus()
    await page.keyboard.press("ArrowRight")
    await page.waitForTimeout(300)
    assert.equal(await current(), `Slide 1: ${titles[0]}`)
    assert.equal(await scrollOf(), before)
    assert.equal(await message.evaluate((el) => el.selectionStart), 10, "the caret moved in the text instead")
    await context.close()
  })

  for (const width of [375, 1280]) {
    it(`follows the track when it is scrolled directly (swipe or trackpad) at ${width} px`, async () => {
      const { context, carousel, shown, waitForSlide } = await openCarousel({ width })
      await carousel.locator("#portfolio-projects-slides").evaluate((track) => {
        const slide = track.children[3]
        track.scrollTo({ left: slide.offsetLeft + slide.offsetWidth / 2 - track.clientWidth / 2 })
      })
      await waitForSlide(4)
      assert.equal(await shown(), "4 of 10")
      await context.close()
    })
  }

  it("scrolls smoothly unless the visitor prefers reduced motion", async () => {
    const { context, carousel, waitForSlide } = await openCarousel({ reducedMotion: "no-preference" })
    const track = carousel.locator("#portfolio-projects-slides")
    await carousel.getByRole("button", { name: `Slide 6: ${titles[5]}` }).click()
    const midway = await track.evaluate((el) => el.scrollLeft)
    await waitForSlide(6)
    await track.page().waitForTimeout(800)
    const end = await track.evaluate((el) => el.scrollLeft)
    assert.ok(midway < end, `smooth: ${midway} then ${end}`)
    await context.close()
  })
})

describe("testimonials", () => {
  it("shows each review with its name, position, portrait and a five-star rating read as one image", async () => {
    const { page, context } = await openPage(site)
    const testimonials = JSON.parse(readFileSync("content/testimonials.json", "utf8"))
    const figures = page.locator("#testimonials figure")
    assert.equal(await figures.count(), testimonials.length)
    for (const [i, testimonial] of testimonials.entries()) {
      const figure = figures.nth(i)
      assert.match(await figure.textContent(), new RegExp(testimonial.name))
      assert.match(await figure.textContent(), new RegExp(testimonial.position))
      assert.ok((await figure.textContent()).includes(testimonial.review))
      assert.equal(await figure.getByRole("img", { name: "Rated 5 out of 5" }).count(), 1)
      assert.equal(await figure.locator("picture img").count(), 1)
    }
    await context.close()
  })
})
