import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { anchorOf, linkTo, sectionOfLink, shownSections, type SectionKey } from "../shared/content-files"
import { siteLanguages } from "../shared/languages"
import { sitePages } from "../shared/site-pages"

/** The content the suite checks the site against: content/, or the set CONTENT_DIR names. */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? "content")

/** A content file, parsed: tests compare the page with what the editors wrote, never with today's words. */
export const content = <T = unknown>(file: string): T =>
  JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T

export const words = (): Queries.WordsFieldsFragment => content("words.json")

/** A section's anchor as links and selectors write it ("#portfolio"), by its key: tests follow a rename. */
export const anchor = linkTo

/** The sections the page shows, in the agency's order (site.json's `sections` after the hero). */
const shownSectionKeys = () => shownSections(content<{ sections: string[] }>("site.json").sections)

/** Whether the page shows a section (the agency may hide any but the contact section). */
export const isShown = (key: SectionKey): boolean => shownSectionKeys().includes(key)

/** Each shown section's anchor, and the other name links may use, in the page's order. */
export const shownAnchors = () => shownSectionKeys().map(anchorOf)

/** The header's links (navigation.json) that lead to a section the page shows, with that section's key. */
export const menuLinks = () =>
  content<{ name: string; href: string }[]>("navigation.json").flatMap(({ name, href }) => {
    const key = sectionOfLink(href)
    return key && isShown(key) ? [{ name, href, key }] : []
  })

/**
 * The headings of the page's sections below the hero, in their order: from the page's words, or
 * from a section's own content file, named after its key (docs/code.md).
 */
export const sectionHeadings = (): string[] =>
  shownSectionKeys().flatMap((key) => {
    const own = existsSync(path.join(CONTENT_DIR, `${key}.json`)) ? content<unknown>(`${key}.json`) : undefined
    const heading = [(words() as Record<string, unknown>)[key], own]
      .map((place) => (place && typeof place === "object" ? (place as { heading?: unknown }).heading : undefined))
      .find((found) => typeof found === "string")
    return typeof heading === "string" && !heading.includes("{") ? [heading] : []
  })

/** The page's own words (content/words.json) and the agency's details (content/site.json). */
export const W = words()
export const SITE = content<{
  name: string
  shortName: string
  phone: string
  email: string
  address: { street: string; city: string; country: string }
  replyWithin: string
  copyrightYear: number
  trustedByCount: string
  brandColour: string
  hero: {
    eyebrow: string
    title: string
    text: string
    primaryCta: { label: string; href: string }
    secondaryCta: { label: string; href: string }
  }
}>("site.json")

/** The pages the site builds from this content (shared/site-pages.ts): every check of the built site reads them. */
export const SITE_PAGES = sitePages(
  content<Parameters<typeof sitePages>[0]>("projects.json"),
  siteLanguages(content<{ languages?: string[] }>("site.json")),
)
