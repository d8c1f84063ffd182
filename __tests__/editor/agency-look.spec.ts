// A new agency makes the site its own from the content editor alone (Sveltia CMS in local-repository
// mode), and the built page shows it: a brand colour too pale for text (the preview tells the shade
// the light theme will use instead), the portfolio moved above the services, the testimonials
// hidden once no link leads there, and a share image of its own. Every text then reads, at a
// phone's width and a desktop's, in light and dark. (A link to a hidden section refused, in the
// editor: __tests__/site/editor-preview.spec.ts.)
// This build writes .cache and public/: it takes its turn in the "gatsby" project (playwright.config.ts).
import { test, expect, type Page } from "@playwright/test"
import { AxeBuilder } from "@axe-core/playwright"
import sharp from "sharp"
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startStaticServer } from "../../scripts/lib/static-server"
import { localRepository } from "../../scripts/lib/local-repository"
import { TEST_BUILD_ENV } from "../../scripts/lib/test-build"
import { checkContent } from "../../node/hooks/content"
import { brandColours } from "../../shared/brand"
import { anchorOf, KEPT_SECTION, SECTION_LABELS, sectionOfLink, type SectionKey } from "../../shared/content-files"
import { SHARE_IMAGE } from "../../shared/site-files"
import { contentSandbox } from "../content-sandbox"
import { content } from "../content"
import {
  drawnField,
  editorRepository,
  LINK_FILES,
  type LinkFile,
  moveSectionToTop,
  PALE_YELLOW,
  picture,
  pickImage,
  previewPane,
  readBack,
  rgb,
  saveAndWait,
} from "./editor"

/** The page's sections, by id, in order. */
const sectionIds = (page: Page) => page.locator("main > section").evaluateAll((all) => all.map(({ id }) => id))

test.use({ viewport: { width: 1280, height: 900 } })

test("a new agency's brand, order, hidden section and share image, from the editor to the built page", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000)
  page.setDefaultTimeout(30_000)
  const arranged = content<{ sections: SectionKey[] }>("site.json").sections
  // The testimonials, or, where the agency has none to hide, the last section it can hide.
  const hideable = arranged.filter((key) => key !== KEPT_SECTION)
  const hidden = hideable.includes("testimonials") ? "testimonials" : hideable.at(-1)!
  // The portfolio goes above the section over it; where it leads already, the second goes first.
  const moved = arranged.indexOf("portfolio") > 0 ? "portfolio" : arranged[1]!
  const at = arranged.indexOf(moved)
  const reordered = [...arranged.slice(0, at - 1), moved, arranged[at - 1]!, ...arranged.slice(at + 1)]
  const shown = reordered.filter((key) => key !== hidden)
  const scratch = mkdtempSync(path.join(tmpdir(), "agency-look-"))
  const sandbox = contentSandbox()
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined
  try {
    await page.context().addInitScript(localRepository, editorRepository())
    await page.goto("/admin/")
    await page.getByRole("button", { name: /Work with Local Repository/ }).click()

    // First the links that lead to the section: each file's entry removed by the ✕ on its bar.
    for (const file of Object.keys(LINK_FILES) as LinkFile[]) {
      const leading = content<{ name: string; href: string }[]>(file).filter(
        ({ href }) => sectionOfLink(href) === hidden,
      )
      if (leading.length === 0) continue // nothing to change, and nothing to save
      await page.getByRole("row", { name: LINK_FILES[file] }).click()
      for (const { name } of leading)
        await page
          .locator(".item-wrapper")
          .filter({ hasText: name })
          .first()
          .getByRole("button", { name: "Remove" })
          .click()
      await saveAndWait(page)
    }

    await page.getByRole("row", { name: /^The agency's own details/ }).click()
    const details = page.getByRole("group", { name: "Content Editor" })
    await (await drawnField(page, details, "group", /Brand colour/)).getByRole("textbox").last().fill(PALE_YELLOW)
    const shades = brandColours(PALE_YELLOW)
    await expect(previewPane(page).getByText(`the light theme uses ${shades.light.value}`)).toBeVisible()
    await drawnField(page, details, "group", /Sections, in order/)
    await moveSectionToTop(
      page,
      SECTION_LABELS[moved],
      ["hero", ...reordered].map((key) => anchorOf(key as SectionKey).id),
    )
    await page
      .locator('section[data-key-path="sections"] .item-wrapper')
      .filter({ has: page.getByRole("radio", { name: SECTION_LABELS[hidden], checked: true }) })
      .getByRole("button", { name: "Remove" })
      .click()
    const share = path.join(scratch, "agency-share-card.png")
    // A phone's photo: the editor scales it to what the share image can use (half again its 1200 × 630).
    await picture(share, 4000, 2000)
    await pickImage(page, await drawnField(page, details, "group", /Share image/), share)
    await page.screenshot({ path: test.info().outputPath("1-agency-look.png") })
    await saveAndWait(page)

    for (const file of ["site.json", ...Object.keys(LINK_FILES)])
      sandbox.write(file, await readBack(page, `content/${file}`))
    const upload = "images/brand/agency-share-card.webp"
    sandbox.writeBytes(upload, new Uint8Array(await readBack(page, `content/${upload}`, true)))
    const uploaded = await sharp(path.join(sandbox.dir, upload)).metadata()
    expect([uploaded.width, uploaded.height]).toEqual([1800, 900])
    const { errors, warnings } = await checkContent(sandbox.dir)
    expect(errors).toEqual([])
    expect(warnings.filter(({ file }) => file.endsWith(upload))).toEqual([])
    const build = spawnSync("npx", ["gatsby", "build"], {
      env: { ...process.env, ...TEST_BUILD_ENV, CONTENT_DIR: sandbox.dir, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      encoding: "utf8",
      timeout: 300_000,
    })
    expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-4000)).toBe(0)
    const built = path.join(scratch, "public")
    cpSync("public", built, { recursive: true })
    server = await startStaticServer({ root: built })

    for (const colorScheme of ["light", "dark"] as const)
      for (const width of [1280, 375]) {
        const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } })
        const visitor = await context.newPage()
        await visitor.goto(server.url)
        await expect(visitor.locator("html[data-hydrated]")).toBeAttached()
        // The sections in the agency's new order, the hidden one gone, and no link left to it.
        expect(await sectionIds(visitor)).toEqual(["hero", ...shown].map((key) => anchorOf(key as SectionKey).id))
        const links = await visitor.locator("a[href^='#']").evaluateAll((all) => all.map((a) => a.getAttribute("href")))
        expect(links.filter((href) => sectionOfLink(href ?? "") === hidden)).toEqual([])
        // The brand's shade for this theme on its accents and the browser's bar.
        await expect(visitor.locator(`#${anchorOf("hero").id} p`).first()).toHaveCSS(
          "color",
          rgb(shades[colorScheme].value),
        )
        await expect(visitor.locator('meta[name="theme-color"]')).toHaveAttribute("content", shades[colorScheme].value)
        // Every text reads.
        const contrast = await new AxeBuilder({ page: visitor }).withRules(["color-contrast"]).analyze()
        const failing = contrast.violations.flatMap(({ nodes }) => nodes.map(({ target }) => target.join(" ")))
        expect(failing, `${colorScheme}, ${width} px`).toEqual([])
        await visitor.screenshot({ path: test.info().outputPath(`2-page-${colorScheme}-${width}.png`) })
        await context.close()
      }

    // The share image: the editor's picture, cut to 1200 × 630 around its middle.
    const shareImage = Buffer.from(await (await fetch(`${server.url}${SHARE_IMAGE.path}`)).arrayBuffer())
    const { width, height } = await sharp(shareImage).metadata()
    expect([width, height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height])
    const { dominant } = await sharp(shareImage).stats()
    expect(Math.abs(dominant.r - 0x4f) + Math.abs(dominant.g - 0x46) + Math.abs(dominant.b - 0xe5)).toBeLessThan(40)
  } finally {
    await server?.close()
    sandbox.dispose()
    rmSync(scratch, { recursive: true, force: true })
  }
})
