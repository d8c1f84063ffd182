// axe-core against the built page in every state a visitor can put it in.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import { AxeBuilder } from "@axe-core/playwright"
import { setUpBuiltSite, openPage, fillContactForm, failChunk, interceptSends } from "./harness.mjs"

const site = setUpBuiltSite()
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/** axe's findings on the page as it is now, one line per rule with the elements it flags. */
async function axe(page) {
  // Sections below the fold skip rendering until they come near (content-visibility: auto), and
  // axe cannot measure contrast on what is not laid out: draw them all while it looks.
  await page.evaluate(() => {
    for (const section of document.querySelectorAll(".below-the-fold")) section.style.contentVisibility = "visible"
  })
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  )
}

async function violationsAfterScrolling(page) {
  // Reveal every section and let animations finish, so contrast is measured on final colours.
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
  })
  await page.waitForTimeout(800)
  return axe(page)
}

describe("accessibility (axe-core)", () => {
  for (const colorScheme of ["light", "dark"]) {
    for (const width of [375, 1280]) {
      it(`has no violations in ${colorScheme} at ${width} px`, async () => {
        const { page, context } = await openPage(site, { colorScheme, width })
        assert.deepEqual(await violationsAfterScrolling(page), [])
        await context.close()
      })
    }
  }

  for (const colorScheme of ["light", "dark"]) {
    it(`has no violations with the mobile menu open (${colorScheme})`, async () => {
      const { page, context } = await openPage(site, { colorScheme, width: 375 })
      await page.getByRole("button", { name: "Open menu" }).click()
      await page.getByRole("dialog", { name: "Menu" }).waitFor()
      await page.waitForTimeout(400)
      assert.deepEqual(await axe(page), [])
      await context.close()
    })

    it(`has no violations with a dialog open (${colorScheme})`, async () => {
      const { page, context } = await openPage(site, { colorScheme })
      await page.route("**/api/v1.0/email/send**", (route) =>
        route.fulfill({ status: 500, body: "x", headers: { "access-control-allow-origin": "*" } }),
      )
      const form = await fillContactForm(page)
      await form.getByRole("button", { name: "Send message" }).click()
      await page.getByRole("dialog").waitFor()
      await page.waitForTimeout(600)
      assert.deepEqual(await axe(page), [])
      await context.close()
    })
  }

  for (const colorScheme of ["light", "dark"]) {
    it(`has no violations with the form's own notices showing (${colorScheme})`, async () => {
      // The sending code gone after a deploy (alert with a reload button), then, in a second page,
      // a success told inline because the dialog's code would not download (status).
      const { page, context } = await openPage(site, { colorScheme, prepare: (page) => failChunk(page, "send", 404) })
      let form = await fillContactForm(page)
      await form.getByRole("button", { name: "Send message" }).click()
      await form.getByRole("button", { name: "Reload the page" }).waitFor()
      const reloadNotice = await axe(page)
      const second = await context.newPage()
      await failChunk(second, "dialogs", 404)
      await interceptSends(second)
      await second.goto(site.url, { waitUntil: "networkidle" })
      form = await fillContactForm(second)
      await form.getByRole("button", { name: "Send message" }).click()
      await form.getByRole("status").waitFor()
      assert.deepEqual([...reloadNotice, ...(await axe(second))], [])
      await context.close()
    })
  }
})
