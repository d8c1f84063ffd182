import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Header } from "../frame/Header"
import { Seo } from "../components/Seo"
import { SkipLink } from "../components/SkipLink"
import { SiteBehaviours } from "../components/SiteBehaviours"
import { Hero } from "../sections/Hero"
import { TrustedBy } from "../sections/TrustedBy"
import { Services } from "../sections/Services"
import { Portfolio } from "../sections/Portfolio"
import { Testimonials } from "../sections/Testimonials"
import { Contact } from "../sections/Contact"
import { Footer } from "../frame/Footer"
import { WordsProvider } from "../lib/words"
import { linkShown, shownSections, type SectionKey } from "../../shared/content-files"

type Data = Queries.IndexPageQuery

export default function IndexPage({ data }: PageProps<Data>) {
  const { siteDetails: site, words } = data
  if (!site || !words) throw new Error("No content")
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
    <WordsProvider value={words}>
      <SkipLink />
      <Header site={site} links={data.navigation.filter(({ href }) => drawn(href))} />
      <main id="main">
        {shown.map((key) => (
          <React.Fragment key={key}>{sections[key]}</React.Fragment>
        ))}
      </main>
      <Footer site={site} links={data.footerLinks.filter(({ href }) => drawn(href))} socials={data.socialLinks} />
      <SiteBehaviours />
    </WordsProvider>
  )
}

export function Head({ data }: HeadProps<Data>) {
  const { siteDetails: site, words } = data
  return site && words ? (
    <Seo site={site} words={words} siteUrl={data.siteUrl} structuredData={site.structuredData} />
  ) : null
}

export const query = graphql`
  query IndexPage {
    siteUrl
    words {
      ...WordsFields
    }
    siteDetails {
      ...SiteLogos
      ...HeroContent
      ...ContactDetails
      ...FooterSite
      ...SeoSite
      structuredData
      trustedByCount
      sections
    }
    navigation {
      ...NavLinkFields
    }
    trustedLogos {
      ...TrustedLogoFields
    }
    services {
      ...ServiceFields
    }
    projects {
      ...PortfolioProject
    }
    testimonials {
      ...TestimonialFields
    }
    footerLinks {
      ...FooterLinkFields
    }
    socialLinks {
      ...SocialLinkFields
    }
  }
`
