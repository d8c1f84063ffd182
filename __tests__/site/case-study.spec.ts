// A case study's own page: found and shared as itself, whole without JavaScript, and the way back
// to its project's slide. Its words, HTML, axe, widths, print and policy: every page's tests
// (SITE_PAGES). From the slide to the page, its pictures by keyboard, the next case study and
// Back, in every engine: engines/carousel.spec.ts.
import { test, expect, visit, content, framesDrawn, WIDTHS } from "./harness"
import { W, isShown } from "../content"
import { fill } from "../../src/lib/fill"
import { caseStudyPath } from "../../shared/case-studies"
import { MAX_PROJECTS } from "../../shared/content-files"

type Project = {
  title: string
  client: { name: string }
  caseStudy?: { slug: string; summary: string; pictures: { alt: string }[] }
}
const projects = content<Project[]>("projects.json")
const told = projects.filter(({ caseStudy }) => caseStudy)
const project = told[0]
const study = project?.caseStudy
const path = study ? caseStudyPath(study.slug) : ""

test.beforeEach(() => test.skip(!study, "the content has no case study"))

test("is found and shared as itself: its title, description, address, share image, structured data and the sitemap", async ({
  page,
  request,
}) => {
  await visit(page, path)
  expect(await page.title()).toContain(project!.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", study!.summary)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
  expect(new URL(canonical!).pathname).toBe(path)
  // The share image, cut from the cover to the size link previews use, served.
  const image = await page.locator('meta[property="og:image"]').getAttribute("content")
  const served = await request.get(new URL(image!).pathname)
  expect(served.headers()["content-type"]).toBe("image/jpeg")
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200")
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630")
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
    string,
    { name?: string } | string
  >
  expect(data).toMatchObject({
    "@type": "CreativeWork",
    name: project!.title,
    url: canonical,
    creator: { name: content<{ name: string }>("site.json").name },
    sponsor: { name: project!.client.name },
  })
  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  for (const { caseStudy } of told) expect(sitemap).toContain(caseStudyPath(caseStudy!.slug))
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("shows the whole story and every picture", async ({ page }) => {
    await visit(page, path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project!.title)
    for (const name of [W.caseStudy.problem, W.caseStudy.work, W.caseStudy.results, W.caseStudy.pictures])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible()
    for (const { alt } of study!.pictures) {
      const picture = page.getByRole("img", { name: alt })
      // Its link opens the picture itself, where no viewer can.
      expect(await picture.evaluate((image) => image.closest("a")?.getAttribute("href"))).toMatch(
        /\.(png|jpe?g|webp|avif)$/,
      )
      await picture.scrollIntoViewIfNeeded()
      await expect(picture).toHaveJSProperty("complete", true)
      expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    }
  })
})

test(
  "opens a picture larger on the page: by click or keyboard, the next by arrow key, closed by Escape or Back, focus given back",
  WIDTHS,
  async ({ page, problems }) => {
    await visit(page, path)
    const pictures = study!.pictures
    const links = page.getByRole("region", { name: W.caseStudy.pictures }).getByRole("link")
    const viewer = page.getByRole("dialog")
    const shows = async (n: number) => {
      await expect(viewer).toHaveAccessibleName(fill(W.caseStudy.pictureOf, { number: n, count: pictures.length }))
      const image = viewer.getByRole("img", { name: pictures[n - 1]!.alt })
      await expect(image).toBeVisible()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
    }
    await links.first().click()
    await shows(1)
    expect(new URL(page.url()).pathname).toBe(path)
    await page.keyboard.press("ArrowRight")
    await shows(2)
    await page.keyboard.press("Escape")
    await expect(viewer).toBeHidden()
    await expect(links.first()).toBeFocused()
    // By keyboard, and Back: the page stays, where it was.
    await links.last().focus()
    // Where the page rests once focus has scrolled the link into view (smoothly).
    const resting = async () => {
      let before = -1
      for (let now = await page.evaluate(() => scrollY); now !== before; now = await page.evaluate(() => scrollY)) {
        before = now
        await framesDrawn(page, 3)
      }
      return before
    }
    const scrolled = await resting()
    await page.keyboard.press("Enter")
    await shows(pictures.length)
    await page.goBack()
    await expect(viewer).toBeHidden()
    expect(new URL(page.url()).pathname).toBe(path)
    expect(await resting()).toBe(scrolled)
    await expect(links.last()).toBeFocused()
    expect(problems).toEqual([])
  },
)

test("leads back to its project's slide in the portfolio", async ({ page }) => {
  test.skip(!isShown("portfolio"), "the portfolio is hidden")
  // One whose slide is not the first, where the carousel would start anyway.
  const n = projects.slice(0, MAX_PROJECTS).findIndex(({ caseStudy }, index) => caseStudy && index > 0) + 1
  test.skip(n === 0, "no project after the carousel's first has a case study")
  await visit(page, caseStudyPath(projects[n - 1]!.caseStudy!.slug))
  await page.getByRole("link", { name: W.caseStudy.back }).click()
  await expect(page.locator("html[data-hydrated]")).toBeAttached()
  const region = page.getByRole("region", { name: W.portfolio.carousel })
  await expect(region.locator('[aria-current="true"]')).toHaveAttribute(
    "aria-label",
    fill(W.portfolio.dot, { number: n, title: projects[n - 1]!.title }),
  )
  await expect(region).toBeInViewport()
})
