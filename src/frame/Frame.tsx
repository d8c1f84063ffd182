import * as React from "react"
import { graphql, withPrefix } from "gatsby"
import { Header } from "./Header"
import { LanguageOffer } from "./LanguageOffer"
import { Footer } from "./Footer"
import { SkipLink } from "../components/SkipLink"
import { SiteBehaviours } from "../components/SiteBehaviours"
import { WordsProvider } from "../lib/words"
import { PageLanguageProvider } from "../lib/page-language"
import { languageOfPage, pathIn, siteLanguages } from "../../shared/languages"
import { linkShown, sectionOfLink, shownSections } from "../../shared/content-files"

interface FrameProps {
  /** What every page's query asks for its frame (`...Frame`). */
  data: Queries.FrameFragment
  /** The page's language, as its context names it ("" the site's first). */
  language?: string
  /** The page's address in the site's first language, which the language switcher leads to in each other. */
  path: string
  /** On a page other than the home page: the frame's links to its sections lead there. */
  away?: boolean
  children: React.ReactNode
}

/**
 * What frames every page: the words, the skip link, the header, the footer and the page-wide
 * behaviours, around the page's own <main>. A link to a section the editor hides is left out
 * wherever it stands.
 */
export function Frame({ data, language, path, away = false, children }: FrameProps) {
  const { siteDetails: site, words } = data
  if (!site || !words) throw new Error("No content")
  const languages = siteLanguages(site)
  const page = { language: languageOfPage(language, languages), languages, path }
  // The home page in the page's language, where the frame's links to its sections lead from elsewhere.
  const home = away ? withPrefix(pathIn(page.language, "/", languages)) : ""
  const shown = shownSections(site.sections)
  const links = <T extends { href: string }>(list: readonly T[]) =>
    list
      .filter(({ href }) => linkShown(href, shown))
      .map((link) => (home && sectionOfLink(link.href) ? { ...link, href: `${home}${link.href}` } : link))
  return (
    <PageLanguageProvider value={page}>
      <WordsProvider value={words}>
        <SkipLink />
        <Header site={site} links={links(data.navigation)} home={home} />
        {languages.length > 1 && <LanguageOffer />}
        {/* #main: the head waits for it before the first paint (gatsby-ssr.tsx), and the skip link leads to it. */}
        <main id="main">{children}</main>
        <Footer site={site} links={links(data.footerLinks)} socials={data.socialLinks} />
        <SiteBehaviours />
      </WordsProvider>
    </PageLanguageProvider>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment Frame on Query {
    siteUrl
    words(contentLanguage: { eq: $language }) {
      ...WordsFields
    }
    siteDetails(contentLanguage: { eq: $language }) {
      ...SiteLogos
      ...FooterSite
      ...SeoSite
      sections
    }
    navigation(language: $language) {
      ...NavLinkFields
    }
    footerLinks(language: $language) {
      ...FooterLinkFields
    }
    socialLinks(language: $language) {
      ...SocialLinkFields
    }
  }
`
