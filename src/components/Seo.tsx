import * as React from "react"
import { graphql, withPrefix } from "gatsby"
import { fill } from "../lib/fill"
import { type Words } from "../lib/words"
import { pageTitle } from "../lib/page-title"
import { ICONS, MANIFEST, SHARE_IMAGE } from "../../shared/site-files"
import { alternates, LANGUAGES, languageOfPage, pathIn, siteLanguages } from "../../shared/languages"

interface SeoProps {
  site: Queries.SeoSiteFragment
  words: Words
  siteUrl: string
  /** The agency's schema.org JSON, built at build time (node/hooks/resolvers.ts). */
  structuredData?: string
  /** A page's own title; the home page uses the agency's name and promise. */
  title?: string
  /** A page's own description; the home page uses the agency's. */
  description?: string
  /** A page's own share image (a case study's, cut from its cover); else the site's. */
  image?: { src: string; width: number; height: number }
  /** Its address in the site's first language: the page in each other is under its code (shared/languages.ts). */
  path?: string
  /** The page's language as its context names it ("" the first's). */
  language?: string
  /** Keep this page out of search results (the 404 page). */
  noindex?: boolean
}

/**
 * What every page has in <head> and no page changes: gatsby-ssr writes it into the HTML, so none of
 * it is code the browser downloads and re-renders.
 */
export function SiteHead() {
  return (
    <>
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="icon" href={withPrefix(ICONS.tab.path)} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={withPrefix(ICONS.homeScreen.path)} />
      <link rel="manifest" href={withPrefix(MANIFEST)} />
    </>
  )
}

/** What a page says about itself in <head>, through Gatsby's Head API (see also SiteHead). */
export function Seo(props: SeoProps) {
  const { site, words, siteUrl, structuredData, title, description = site.description } = props
  const languages = siteLanguages(site)
  const language = languageOfPage(props.language, languages)
  const path = pathIn(language, props.path ?? "/", languages)
  const fullTitle = pageTitle(words, site.name, title)
  const absolute = (target: string) => `${siteUrl}${withPrefix(target)}`
  const image = absolute(props.image?.src ?? SHARE_IMAGE.path)
  const { width, height } = props.image ?? SHARE_IMAGE
  const imageAlt =
    props.image && title
      ? fill(words.portfolio.coverAlt, { title })
      : fill(words.page.shareImageAlt, { name: site.name })
  return (
    <>
      <html lang={languages.length > 1 ? language : words.lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={absolute(path)} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(path)} />
      <meta property="og:locale" content={LANGUAGES[language].ogLocale} />
      {languages
        .filter((other) => other !== language)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={LANGUAGES[other].ogLocale} />
        ))}
      {!props.noindex &&
        alternates(props.path ?? "/", languages).map(({ hreflang, path: address }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absolute(address)} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(width)} />
      <meta property="og:image:height" content={String(height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {props.noindex && <meta name="robots" content="noindex" />}
      {structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />}
    </>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment SeoSite on SiteDetails {
    name
    description
    languages
    # The brand's CSS and the browser's bar, which gatsby-ssr.tsx writes from the page's data.
    brandStyle
    themeColor
  }
`
