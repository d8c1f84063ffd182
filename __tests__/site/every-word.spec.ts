// Every word a visitor reads or hears is the editors': the built pages' text, names, titles and
// descriptions, and the dialogs, are made of content/ and nothing else. Copy written into a
// component fails here, naming it.
import { readdirSync } from "node:fs"
import type { Page } from "@playwright/test"
import { fill } from "../../src/lib/fill"
import { LANGUAGES } from "../../shared/languages"
import { CONTENT_DIR, SITE_PAGES, content, words } from "../content"
import { dialog, expect, fillContactForm, interceptSends, sendButton, test, visit } from "./harness"

/** What the page computes and no editor writes: numbers, punctuation, the separators of a list. */
const NOT_COPY = /^[\s\d.,:;!?()[\]“”"'’+×/|…–—-]*$/

/** Every text in the content files, split where the page puts a value ({count}) or a link ([…]). */
function contentPieces(): string[] {
  const texts = (value: unknown): string[] =>
    typeof value === "string" || typeof value === "number"
      ? [String(value)]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : []
  const files = readdirSync(CONTENT_DIR).filter((file) => file.endsWith(".json"))
  // The language switcher names each language of the closed list in itself (shared/languages.ts): the list's, not copy.
  const names = Object.values(LANGUAGES).map(({ name }) => name)
  const pieces = [...files.flatMap((file) => texts(content(file))), ...names].flatMap((text) =>
    text.split(/\{\w+\}|[[\]]/),
  )
  return [...new Set(pieces.map((piece) => piece.trim()).filter(Boolean))].sort((a, b) => b.length - a.length)
}

/** What is left of `text` once every piece of content is taken out: copy from somewhere else. */
function notFromContent(text: string, pieces: string[]): string {
  let rest = text.replace(/\s+/g, " ")
  // Whole words only: "in" from "{number} in {count}" must not vanish from the middle of "into".
  // (A piece that starts or ends with punctuation, as ": web and …" after a name, meets letters there.)
  for (const piece of pieces) {
    const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    // (A number the page put in a placeholder may touch a word, as Sinhala's "10න්" does.)
    const before = /^[\p{L}\p{M}]/u.test(piece) ? "(?<![\\p{L}\\p{M}])" : ""
    const after = /[\p{L}\p{M}]$/u.test(piece) ? "(?![\\p{L}\\p{M}])" : ""
    rest = rest.replace(new RegExp(`${before}${escaped}${after}`, "gu"), " ")
  }
  return NOT_COPY.test(rest) ? "" : rest.trim()
}

/**
 * The server HTML of `path`, read as a browser without scripts reads it (so <noscript> notes
 * count): each text and each name, title, description and placeholder it gives.
 */
async function wordsOf(page: Page, url: string): Promise<string[]> {
  const html = await (await page.request.get(url)).text()
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html")
    const found: string[] = [doc.title]
    for (const meta of doc.querySelectorAll(
      'meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]',
    )) {
      const key = meta.getAttribute("name") ?? meta.getAttribute("property") ?? ""
      // A title, a description or a picture's alt: not og:locale:alternate, a code.
      if (/(title|description|:alt)$/.test(key)) found.push(meta.getAttribute("content") ?? "")
    }
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) {
        const parent = node.parentElement
        // Bots' trap (the honeypot) and decoration are hidden from everyone.
        if (parent && !parent.closest('script, style, template, [aria-hidden="true"]')) found.push(node.data)
      } else if (node instanceof Element && !node.closest('[aria-hidden="true"]'))
        for (const name of ["aria-label", "alt", "title", "placeholder", "aria-roledescription"]) {
          const value = node.getAttribute(name)
          if (value) found.push(value)
        }
    }
    return found
  }, html)
}

const leftovers = (texts: string[], pieces = contentPieces()) => [
  ...new Set(texts.map((text) => notFromContent(text, pieces)).filter(Boolean)),
]

// Every page the site builds (shared/site-pages.ts), and the 404 page as the host sends it for an unknown address.
for (const url of [...SITE_PAGES.map(({ path }) => path), "/404.html"])
  test(`every word of ${url} comes from content/, with every placeholder filled`, async ({ page }) => {
    const texts = await wordsOf(page, url)
    expect(leftovers(texts)).toEqual([])
    expect(texts.filter((text) => /[{}]/.test(text))).toEqual([])
  })

test("every word of the dialogs comes from content/", async ({ page }) => {
  await visit(page)
  let failing = false
  await interceptSends(page, () => (failing ? { status: 500 } : {}))
  for (const outcome of ["sent", "failed"]) {
    failing = outcome === "failed"
    await fillContactForm(page)
    await sendButton(page).click()
    await expect(dialog(page)).toBeVisible()
    const texts = await dialog(page).evaluate((element) => [
      ...[...element.querySelectorAll<HTMLElement>("h2, p, a, button")]
        .filter((child) => child.checkVisibility())
        .map((child) => child.innerText),
    ])
    expect(leftovers(texts), outcome).toEqual([])
    await dialog(page).getByRole("button").last().click()
    await expect(dialog(page)).toBeHidden()
  }
})

test("finds a heading written into a component", () => {
  const { contact, trustedBy } = words()
  const page = [contact.heading, fill(trustedBy.heading, { count: "12" }), "A heading typed into a component"]
  expect(leftovers(page)).toEqual(["A heading typed into a component"])
})
