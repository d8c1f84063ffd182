// An editor's ordinary month, from the content editor's own forms to the built page: a project
// added with ten already there, an SVG logo for the header, a YouTube profile, a review in Sinhala
// pasted in its own quotation marks with a paragraph break. What the editor saved is built as the real build
// is (gatsby build with the tests' settings) and looked at in Chromium, in both themes.
// This build writes .cache and public/: it takes its turn in the "gatsby" project (playwright.config.ts).
import { test, expect, type Page } from "@playwright/test"
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startStaticServer } from "../../scripts/lib/static-server"
import { localRepository } from "../../scripts/lib/local-repository"
import { TEST_BUILD_ENV } from "../../scripts/lib/test-build"
import { PROJECT_ENTRIES } from "../../node/hooks/admin"
import { contentSandbox } from "../content-sandbox"
import { anchor } from "../content"
import { drawnField, editorRepository, picture, pickImage, readBack, saveAndWait } from "./editor"

const PROJECT = {
  title: "Tea estate booking site",
  description: "Room and tour bookings for a working tea estate in the hills.",
  year: "2026",
  client: "Halpewatte Estate",
  url: "https://halpewatte.example.lk",
  tag: "Gatsby",
}
const REVIEW = ["ඔවුන් මුලින්ම සවන් දුන්නා, පසුව ගොඩනැගුවා.", "එක් කන්නයකින් වෙන්කිරීම් දෙගුණ විය."]
const YOUTUBE = { name: "Our channel on YouTube", link: "https://www.youtube.com/@serendib-test" }

/** A logo as agencies have them: a mark in a square at its left, then the name's bar. */
const svgLogo = (ink: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120"><rect width="120" height="120" rx="24" fill="${ink}"/><rect x="150" y="40" width="300" height="40" rx="8" fill="${ink}"/></svg>\n`

/** Opens one file of "Site content" in the editor, after its file list. */
async function openFile(page: Page, name: string | RegExp) {
  await page.getByRole("row", { name }).click()
}

/** A field of the list's newest entry, the last one (the editor draws it open). */
const entryField = (page: Page, role: "textbox" | "combobox", name: string | RegExp) =>
  page.getByRole(role, { name, exact: typeof name === "string" }).last()

test("an editor's additions reach the built page as they were meant", async ({ page, browser, baseURL }) => {
  test.setTimeout(600_000)
  page.setDefaultTimeout(20_000)
  const scratch = mkdtempSync(path.join(tmpdir(), "editor-to-page-"))
  const sandbox = contentSandbox()
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined
  try {
    await page.context().addInitScript(localRepository, editorRepository())
    await page.goto(`${baseURL}/admin/`)
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()

    // A project, with ten there already: Add puts it at the top.
    await openFile(page, "Portfolio projects")
    await page.getByRole("button", { name: /Add.*project/ }).click()
    const newest = page.locator(PROJECT_ENTRIES).first()
    const field = (role: "textbox" | "button" | "group", name: string | RegExp) => drawnField(page, newest, role, name)
    await (await field("textbox", "Title")).fill(PROJECT.title)
    await (await field("textbox", "Description")).fill(PROJECT.description)
    const cover = path.join(scratch, "tea-estate.png")
    await picture(cover, 1600, 1000)
    await pickImage(page, await field("group", /Cover image/), cover)
    await (await field("textbox", "Year")).fill(PROJECT.year)
    await (await field("textbox", "Name")).fill(PROJECT.client)
    await (await field("textbox", "Website")).fill(PROJECT.url)
    await (await field("button", /Add.*tag/)).click()
    await (await field("textbox", "Tag")).fill(PROJECT.tag)
    await page.screenshot({ path: test.info().outputPath("1-project-added.png") })
    await saveAndWait(page)

    // The header's logo as an SVG, for both themes.
    await openFile(page, /^The agency's own details/)
    for (const [label, file, ink] of [
      [/Logo for the light theme/, "logo-ink.svg", "#1e1b4b"],
      [/Logo for the dark theme/, "logo-light-ink.svg", "#e0e7ff"],
    ] as const) {
      writeFileSync(path.join(scratch, file), svgLogo(ink))
      const field = await drawnField(page, page.getByRole("group", { name: "Content Editor" }), "group", label)
      await pickImage(page, field, path.join(scratch, file))
      await expect(field.getByText(`/images/brand/${file}`)).toBeVisible()
    }
    await page.screenshot({ path: test.info().outputPath("2-svg-logo.png") })
    await saveAndWait(page)

    // A YouTube profile, its icon chosen by name in the picker.
    await openFile(page, "Social media profiles")
    await page.getByRole("button", { name: /Add.*link/ }).click()
    await entryField(page, "textbox", "Network").fill(YOUTUBE.name)
    await entryField(page, "textbox", "Profile address").fill(YOUTUBE.link)
    await entryField(page, "combobox", /Icon/).click()
    await page.getByRole("option", { name: "YouTube" }).click()
    await page.screenshot({ path: test.info().outputPath("3-youtube.png") })
    await saveAndWait(page)

    // A review pasted as the client sent it: in Sinhala, in quotation marks, in two paragraphs.
    await openFile(page, "Client testimonials")
    await page.getByRole("button", { name: /Add.*testimonial/ }).click()
    await entryField(page, "textbox", "Name").fill("Nimal Perera")
    await entryField(page, "textbox", "Role and company").fill("Owner, Halpewatte Estate")
    const portrait = path.join(scratch, "nimal-perera.png")
    await picture(portrait, 400, 400)
    await pickImage(page, page.getByRole("group", { name: /Portrait/ }).last(), portrait)
    await entryField(page, "textbox", "Review").fill(`“${REVIEW.join("\n\n")}”`)
    await page.screenshot({ path: test.info().outputPath("4-quoted-review.png") })
    await saveAndWait(page)

    // What the editor wrote, built as a release is.
    for (const file of ["projects", "site", "social-links", "testimonials"])
      sandbox.write(`${file}.json`, await readBack(page, `content/${file}.json`))
    for (const image of [
      "images/covers/tea-estate.webp",
      "images/brand/logo-ink.svg",
      "images/brand/logo-light-ink.svg",
      "images/avatars/nimal-perera.webp",
    ])
      sandbox.writeBytes(image, new Uint8Array(await readBack(page, `content/${image}`, true)))
    const build = spawnSync("npx", ["gatsby", "build"], {
      env: { ...process.env, ...TEST_BUILD_ENV, CONTENT_DIR: sandbox.dir, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      encoding: "utf8",
      timeout: 420_000,
    })
    expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0)
    const built = path.join(scratch, "public")
    cpSync("public", built, { recursive: true })
    server = await startStaticServer({ root: built })

    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } })
      const visitor = await context.newPage()
      await visitor.goto(server.url)
      await expect(visitor.locator("html[data-hydrated]")).toBeAttached()

      // The new project is the carousel's first slide, in English whatever the page's language.
      const portfolio = visitor.locator(anchor("portfolio"))
      const title = portfolio.getByRole("heading", { name: PROJECT.title })
      await expect(title).toBeVisible()
      expect(await title.evaluate((heading) => heading.closest<HTMLElement>("[lang]")?.lang)).toBe("en")

      // The header's logo is the SVG for this theme, drawn at the header's height.
      const logo = visitor.locator("header img:visible")
      await expect(logo).toHaveCount(1)
      const drawn = colorScheme === "light" ? "logo-ink" : "logo-light-ink"
      expect(await logo.getAttribute("src")).toMatch(new RegExp(`/${drawn}[^/]*\\.svg$`))
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect((await logo.boundingBox())?.height).toBeGreaterThan(20)
      await visitor.locator("header").screenshot({ path: test.info().outputPath(`5-header-${colorScheme}.png`) })

      // The YouTube profile, named for screen readers, with YouTube's own icon.
      const footer = visitor.locator("footer")
      const youtube = footer.getByRole("link", { name: new RegExp(YOUTUBE.name) })
      await expect(youtube).toHaveAttribute("href", YOUTUBE.link)
      expect(await youtube.locator("use").getAttribute("href")).toMatch(/#youtube$/)
      await footer.scrollIntoViewIfNeeded()
      await footer.screenshot({ path: test.info().outputPath(`6-footer-${colorScheme}.png`) })

      // The review shows its quotation marks once, and its two paragraphs apart, marked as Sinhala
      // for a screen reader's voice.
      const quote = visitor.locator(`${anchor("testimonials")} blockquote`).filter({ hasText: REVIEW[0]! })
      await quote.scrollIntoViewIfNeeded()
      expect(await quote.evaluate((text) => text.closest<HTMLElement>("[lang]")?.lang)).toBe("si")
      const shown = await quote.innerText()
      expect(shown.replace(/\s+/g, " ").trim()).toBe(`“${REVIEW.join(" ")}”`)
      expect(shown).toMatch(new RegExp(`${REVIEW[0]!.replace(/\./g, "\\.")}\\n\\s*\\n${REVIEW[1]!.slice(0, 8)}`))
      await quote.screenshot({ path: test.info().outputPath(`7-review-${colorScheme}.png`) })
      await context.close()
    }
  } finally {
    await server?.close()
    sandbox.dispose()
    rmSync(scratch, { recursive: true, force: true })
  }
})
