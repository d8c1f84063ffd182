import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Frame } from "../frame/Frame"
import { Seo } from "../components/Seo"
import { Hero } from "../sections/Hero"
import { TrustedBy } from "../sections/TrustedBy"
import { Services } from "../sections/Services"
import { Portfolio } from "../sections/Portfolio"
import { Testimonials } from "../sections/Testimonials"
import { Contact } from "../sections/Contact"
import { linkShown, shownSections, type SectionKey } from "../../shared/content-files"
import type { PageLanguage } from "../../shared/languages"

type Data = Queries.IndexPageQuery

export default function IndexPage({ data, pageContext }: PageProps<Data, PageLanguage>) {
  const site = data.siteDetails
  if (!site) throw new Error("No content")
  // The editor chooses the sections' order and which are shown (site.json's `sections`), so each is
  // looked up by key; a link to a hidden one is left out wherever it stands.
  const shown = shownSections(site.sections)
  const drawn = (href: string) => linkShown(href, shown)
  const sections: Record<SectionKey, React.ReactNode> = {
    hero: <Hero hero={site.hero} drawn={drawn} />,
    trusted: <TrustedBy count={site.trustedByCount} logos={data.trustedLogos} />,
    services: <Services services={data.services} />,
    portfolio: <Portfolio projects={data.projects} />,
    testimonials: <Testimonials testimonials={data.testimonials} />,
    contact: <Contact site={site} />,
  }
  return (
    <Frame data={data} language={pageContext.language} path="/">
      {shown.map((key) => (
        <React.Fragment key={key}>{sections[key]}</React.Fragment>
      ))}
    </Frame>
  )
}

export function Head({ data, pageContext }: HeadProps<Data, PageLanguage>) {
  const { siteDetails: site, words } = data
  return site && words ? (
    <Seo
      site={site}
      words={words}
      siteUrl={data.siteUrl}
      structuredData={site.structuredData}
      language={pageContext.language}
    />
  ) : null
}

export const query = graphql`
  query IndexPage($language: String!) {
    ...Frame
    siteDetails(contentLanguage: { eq: $language }) {
      ...HeroContent
      ...ContactDetails
      structuredData
      trustedByCount
    }
    trustedLogos(language: $language) {
      ...TrustedLogoFields
    }
    services(language: $language) {
      ...ServiceFields
    }
    projects(language: $language) {
      ...PortfolioProject
    }
    testimonials(language: $language) {
      ...TestimonialFields
    }
  }
`
