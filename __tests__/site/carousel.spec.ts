// The portfolio carousel: Tab past the slides not shown, arrows typed elsewhere left alone, smooth
// unless the visitor prefers reduced motion. Its buttons, dots, arrow keys and a scrolled track, in
// every engine: engines/carousel.spec.ts.
import type { Page } from "@playwright/test"
import { test, expect, visit, reach, content, framesDrawn } from "./harness"
import { W, anchor, isShown } from "../content"
import { fill } from "../../src/lib/fill"
import { MAX_PROJECTS } from "../../shared/content-files"

const titles = content<{ title: string }[]>("projects.json")
  .slice(0, MAX_PROJECTS)
  .map((project) => project.title)
const last = titles.length
/** A dot's name. */
const dot = (n: number) => fill(W.portfolio.dot, { number: n, title: titles[n - 1]! })

async function openCarousel(page: Page) {
  await visit(page)
  const carousel = page.getByRole("region", { name: W.portfolio.carousel })
  await reach(carousel)
  const track = carousel.locator("#portfolio-slides")
  const current = carousel.locator('[aria-current="true"]')
  /** The slide whose centre is nearest the track's centre, read from the page's layout. */
  const shown = () =>
    track.evaluate((track) => {
      const centre = track.getBoundingClientRect().left + track.clientWidth / 2
      const distances = [...track.children].map((slide) => {
        const box = slide.getBoundingClientRect()
        return Math.abs(box.left + box.width / 2 - centre)
      })
      return track.children[distances.indexOf(Math.min(...distances))]!.getAttribute("aria-label")
    })
  const toBeOn = async (n: number) => {
    await expect(current).toHaveAttribute("aria-label", dot(n))
    await expect.poll(shown).toBe(fill(W.portfolio.slide, { number: n, count: last }))
  }
  /** Waits until the track has stopped: the same position two frames apart. */
  const stopped = () =>
    expect
      .poll(() =>
        track.evaluate(
          (track) =>
            new Promise<boolean>((resolve) => {
              const before = track.scrollLeft
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(track.scrollLeft === before)))
            }),
        ),
      )
      .toBe(true)
  return { carousel, track, current, shown, toBeOn, stopped }
}

test.describe("portfolio carousel", () => {
  test.use({ reducedMotion: "reduce" })

  test("takes Tab from the slide shown to the controls, past the slides not shown", async ({ page }) => {
    const { carousel, toBeOn } = await openCarousel(page)
    const slides = carousel.getByRole("group")
    const next = carousel.getByRole("button", { name: W.portfolio.next })
    for (const n of [1, 4]) {
      if (n > 1) await carousel.getByRole("button", { name: dot(n) }).click()
      await toBeOn(n)
      const links = slides.nth(n - 1).getByRole("link")
      await links.last().focus()
      await page.keyboard.press("Tab")
      await expect(carousel.getByRole("button", { name: W.portfolio.previous })).toBeFocused()
      await next.focus()
      await page.keyboard.press("Shift+Tab")
      await page.keyboard.press("Shift+Tab")
      for (let stop = 0; stop < last; stop++) await page.keyboard.press("Shift+Tab")
      await expect(links.last(), "Shift+Tab from the controls comes back to the slide shown").toBeFocused()
    }
  })

  test("passes by the slide a swipe left focus in, once focus moves on", async ({ page }) => {
    const { carousel, track, toBeOn } = await openCarousel(page)
    const slides = carousel.getByRole("group")
    await slides.first().getByRole("link").last().focus()
    // A swipe: the visitor's touch, then the track scrolls to the third slide.
    await track.evaluate((track) => {
      track.dispatchEvent(new Event("pointerdown"))
      const slide = track.children[2] as HTMLElement
      track.scrollTo({ left: slide.offsetLeft + slide.offsetWidth / 2 - track.clientWidth / 2 })
    })
    await toBeOn(3)
    await expect(slides.first().getByRole("link").last(), "focus stays where it was").toBeFocused()
    await page.keyboard.press("Tab")
    await expect(slides.nth(2).getByRole("link").first()).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(track.locator(":focus"), "Shift+Tab went back into the slide no longer shown").toHaveCount(0)
  })

  test("leaves arrows typed in the contact form, and elsewhere on the page, alone", async ({ page }) => {
    const { track, current } = await openCarousel(page)
    const before = await track.evaluate((track) => track.scrollLeft)
    const message = page.getByRole("textbox", { name: W.contactForm.messageField })
    await message.fill("Hello there")
    await message.press("ArrowLeft")
    await message.press("ArrowLeft")
    await message.press("ArrowRight")
    await page
      .locator(`a[href="${anchor("services")}"]`)
      .first()
      .focus()
    await page.keyboard.press("ArrowRight")
    await framesDrawn(page) // the key has been handled: a scroll it started would be under way
    await expect(current).toHaveAttribute("aria-label", dot(1))
    expect(await track.evaluate((track) => track.scrollLeft)).toBe(before)
    expect(
      await message.evaluate((el) => (el as HTMLTextAreaElement).selectionStart),
      "the caret moved in the text instead",
    ).toBe(10)
  })

  test.describe("without a preference for reduced motion", () => {
    test.use({ reducedMotion: "no-preference" })
    test("scrolls smoothly", async ({ page }) => {
      const { carousel, track, toBeOn, stopped } = await openCarousel(page)
      // Every position the track passes, as the page sees it: a round trip from the test after the
      // click can come after a smooth scroll has ended on a loaded machine.
      await track.evaluate((el) => {
        const passed: number[] = []
        el.addEventListener("scroll", () => passed.push(el.scrollLeft))
        Object.assign(window, { passed })
      })
      await carousel.getByRole("button", { name: dot(6) }).click()
      await toBeOn(6)
      await stopped()
      const passed = await page.evaluate(() => (window as unknown as { passed: number[] }).passed)
      expect(passed.length, `smooth: ${passed.join(", ")}`).toBeGreaterThan(1)
      expect(passed[0]!, `smooth: ${passed.join(", ")}`).toBeLessThan(passed.at(-1)!)
    })

    test("follows a scroll to its end when the browser reports that end early, mid-way, and not again, and a screen reader's scroll after it", async ({
      page,
    }) => {
      const { carousel, track, toBeOn, stopped } = await openCarousel(page)
      // As Chrome or Firefox under load: an earlier scroll's end, reported once the next has begun, and none after.
      await page.evaluate(() =>
        addEventListener("scrollend", (event) => event.isTrusted && event.stopImmediatePropagation(), true),
      )
      await carousel.getByRole("button", { name: W.portfolio.next }).click()
      await track.evaluate((track) => track.dispatchEvent(new Event("scrollend")))
      await toBeOn(2)
      await stopped()
      await toBeOn(2)
      // Then the track scrolled with no touch or wheel, as a screen reader scrolls it, and its end.
      await track.evaluate((track) => {
        const slide = track.children[3] as HTMLElement
        track.scrollTo({ left: slide.offsetLeft + slide.offsetWidth / 2 - track.clientWidth / 2, behavior: "instant" })
        track.dispatchEvent(new Event("scrollend"))
      })
      await toBeOn(4)
    })

    test("ends on the slide the last input chose, however fast they come", async ({ page }) => {
      const { carousel, toBeOn, stopped } = await openCarousel(page)
      const next = (await carousel.getByRole("button", { name: W.portfolio.next }).boundingBox())!
      const third = (await carousel.getByRole("button", { name: dot(3) }).boundingBox())!
      // Taps that do not wait for the smooth scrolls they start, as a quick thumb's.
      for (let tap = 0; tap < last; tap++) await page.mouse.click(next.x + 10, next.y + 10)
      await page.mouse.click(third.x + 10, third.y + 10)
      await page.keyboard.press("ArrowRight")
      await toBeOn(4)
      await stopped()
      await toBeOn(4)
    })
  })
})

test.describe("testimonials", () => {
  test("shows each review with its name, position, portrait and a five-star rating read as one image", async ({
    page,
  }) => {
    await visit(page)
    // None where the agency hides them.
    const testimonials = isShown("testimonials")
      ? content<{ name: string; position: string; review: string }[]>("testimonials.json")
      : []
    const figures = page.locator(`${anchor("testimonials")} figure`)
    await expect(figures).toHaveCount(testimonials.length)
    for (const [i, testimonial] of testimonials.entries()) {
      const figure = figures.nth(i)
      for (const text of [testimonial.name, testimonial.position, testimonial.review])
        await expect(figure).toContainText(text)
      await expect(figure.getByRole("img", { name: fill(W.testimonials.rating, { stars: 5 }) })).toHaveCount(1)
      await expect(figure.locator("picture img")).toHaveCount(1)
    }
  })
})

test("cuts every slide's cover to the guide's 16:10 at 320, 375 and 1280 px, whatever the texts beside it", async ({
  page,
}) => {
  test.skip(!isShown("portfolio"), "the portfolio is hidden")
  await visit(page)
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const covers = await page
      .locator(`${anchor("portfolio")} [role="group"] article > picture img`)
      .evaluateAll((images) =>
        images.map((image) => image.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
      )
    expect(covers.length, "a cover on every slide").toBeGreaterThan(0)
    for (const { width: wide, height } of covers)
      expect(Math.abs(wide / 1.6 - height), `${width} px`).toBeLessThanOrEqual(1)
  }
})
