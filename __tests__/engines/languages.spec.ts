// The site in its languages: from a case study's page, the language switcher leads by keyboard to
// the same case study in another language, and back; the language chosen is offered back, never
// imposed. A site of one language has no switcher.
import { test, expect } from "./fixtures"
import { until, visit, shown } from "./helpers"
import type { Visitor } from "./visitor"
import { SITE_PAGES, content } from "../content"
import { siteLanguages, translationFile, type Language } from "../../shared/languages"

const LANGUAGES = siteLanguages(content("site.json"))
const MENU_BUTTON = 'button[aria-controls="mobile-menu"]'

/** The switcher's link to `language` where a visitor can reach it: in the header, or in the phone's menu, opened by keyboard. */
async function focusLanguage(visitor: Visitor, language: Language) {
  const inHeader = `header nav[aria-label] a[hreflang="${language}"]:not(#mobile-menu a)`
  if (!(await shown(visitor, inHeader))) {
    await visitor.run((selector) => document.querySelector<HTMLElement>(selector)!.focus(), MENU_BUTTON)
    await visitor.press("Enter")
    await expect.poll(() => shown(visitor, "#mobile-menu"), { timeout: 15_000 }).toBe(true)
  }
  const link = (await shown(visitor, inHeader)) ? inHeader : `#mobile-menu a[hreflang="${language}"]`
  await visitor.run((selector) => document.querySelector<HTMLElement>(selector)!.focus(), link)
}

/** What a visitor sees of the page: its language, its address and its main heading. */
const seen = () => ({
  lang: document.documentElement?.lang,
  path: location.pathname,
  heading: document.querySelector("h1")?.textContent?.trim(),
})

test("switches a case study to another language by keyboard, landing on the same case study, and back", async ({
  visitor,
}) => {
  test.skip(LANGUAGES.length < 2, "the site is written in one language: it has no switcher")
  const [first, other] = LANGUAGES as [Language, Language]
  const study = SITE_PAGES.find((page) => page.kind === "case study" && page.language === first)
  test.skip(!study, "no case study to switch")
  const slug = study!.path.split("/").at(-2)
  const titleIn = (file: string) =>
    content<{ title: string; caseStudy?: { slug: string } }[]>(file).find((project) => project.caseStudy?.slug === slug)
      ?.title
  const projects = content<{ title: string; caseStudy?: { slug: string } }[]>("projects.json")
  const at = projects.findIndex((project) => project.caseStudy?.slug === slug)
  const translated = content<{ title: string }[]>(translationFile("projects.json", other))[at]?.title

  await visit(visitor, study!.path)
  await focusLanguage(visitor, other)
  await visitor.leaveBy(() => visitor.press("Enter"))
  await until(visitor, { lang: other, path: `/${other}${study!.path}`, heading: translated }, seen)
  await until(visitor, true, () => document.documentElement.hasAttribute("data-hydrated"))

  await focusLanguage(visitor, first)
  await visitor.leaveBy(() => visitor.press("Enter"))
  await until(visitor, { lang: first, path: study!.path, heading: titleIn("projects.json") }, seen)
})

test("offers back the language a visitor chose, on a page in another, and never moves them: staying is remembered too", async ({
  visitor,
}) => {
  test.skip(LANGUAGES.length < 2, "the site is written in one language: it has no switcher")
  const [first, other] = LANGUAGES as [Language, Language]
  const offer = (language: Language) => `aside[aria-label] a[hreflang="${language}"]`
  // (Read while the next page replaces this one, the root may not be there yet.)
  const here = () => ({ lang: document.documentElement?.lang, path: location.pathname })

  await visit(visitor, "/")
  await focusLanguage(visitor, other)
  await visitor.leaveBy(() => visitor.press("Enter"))
  await until(visitor, { lang: other, path: `/${other}/` }, here)

  // The first language's address, asked for again: its own page, with the chosen one offered.
  await visit(visitor, "/")
  await until(visitor, { lang: first, path: "/" }, here)
  await expect.poll(() => shown(visitor, offer(other)), { timeout: 15_000 }).toBe(true)
  await until(visitor, `/${other}/`, (selector) => document.querySelector(selector)?.getAttribute("href"), offer(other))
  // Staying in this language, by keyboard: the offer goes, and this language is now the one offered elsewhere.
  await visitor.run(() => document.querySelector<HTMLElement>("aside[aria-label] button")!.focus())
  await visitor.press("Enter")
  await expect.poll(() => shown(visitor, offer(other)), { timeout: 15_000 }).toBe(false)
  await visit(visitor, `/${other}/`)
  await expect.poll(() => shown(visitor, offer(first)), { timeout: 15_000 }).toBe(true)
})
