import * as React from "react"
import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby"
import { Header } from "../frame/Header"
import { Footer } from "../frame/Footer"
import { Seo } from "../components/Seo"
import { SkipLink } from "../components/SkipLink"
import { SiteBehaviours } from "../components/SiteBehaviours"
import { CaseStudy } from "../sections/CaseStudy"
import { WordsProvider } from "../lib/words"
import { caseStudyPath } from "../../shared/case-studies"
import { linkShown, sectionOfLink, shownSections } from "../../shared/content-files"

type Data = Queries.CaseStudyPageQuery

/** The page of one case study (node/hooks/case-study-pages.ts makes one per entry), in the home page's frame. */
export default function CaseStudyPage({ data }: PageProps<Data>) {
  const { siteDetails: site, words, project } = data
  if (!site || !words || !project) throw new Error("No content")
  const shown = shownSections(site.sections)
  // The frame's links to the home page's sections lead there from here.
  const home = withPrefix("/")
  const onHome = <T extends { href: string }>(links: readonly T[]) =>
    links
      .filter(({ href }) => linkShown(href, shown))
      .map((link) => (sectionOfLink(link.href) ? { ...link, href: `${home}${link.href}` } : link))
  return (
    <WordsProvider value={words}>
      <SkipLink />
      <Header site={site} links={onHome(data.navigation)} home={home} />
      <main id="main">
        <CaseStudy
          project={project}
          previous={data.previous}
          next={data.next}
          portfolio={shown.includes("portfolio") ? home : null}
        />
      </main>
      <Footer site={site} links={onHome(data.footerLinks)} socials={data.socialLinks} />
      <SiteBehaviours />
    </WordsProvider>
  )
}

/** The share image cut from the cover, when sharp made one. */
const shareImage = (resize: { src: string | null; width: number | null; height: number | null } | null | undefined) =>
  resize?.src && resize.width && resize.height
    ? { src: resize.src, width: resize.width, height: resize.height }
    : undefined

export function Head({ data }: HeadProps<Data>) {
  const { siteDetails: site, words, project } = data
  return site && words && project?.caseStudy ? (
    <Seo
      site={site}
      words={words}
      siteUrl={data.siteUrl}
      title={project.title}
      description={project.caseStudy.summary}
      path={caseStudyPath(project.caseStudy.slug)}
      image={shareImage(project.image?.share?.resize)}
      structuredData={project.caseStudyData}
    />
  ) : null
}

export const query = graphql`
  query CaseStudyPage($slug: String!, $previous: String!, $next: String!) {
    siteUrl
    words {
      ...WordsFields
    }
    siteDetails {
      ...SiteLogos
      ...ContactDetails
      ...FooterSite
      ...SeoSite
      sections
    }
    navigation {
      ...NavLinkFields
    }
    footerLinks {
      ...FooterLinkFields
    }
    socialLinks {
      ...SocialLinkFields
    }
    project(caseStudy: { slug: { eq: $slug } }) {
      ...CaseStudyFields
      caseStudyData
      image {
        share: childImageSharp {
          resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) {
            src
            width
            height
          }
        }
      }
    }
    previous: project(caseStudy: { slug: { eq: $previous } }) {
      ...CaseStudyNeighbour
    }
    next: project(caseStudy: { slug: { eq: $next } }) {
      ...CaseStudyNeighbour
    }
  }
`
