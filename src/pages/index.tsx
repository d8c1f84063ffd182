import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Header } from "../sections/Header"
import { Seo } from "../components/Seo"
import { SkipLink } from "../components/SkipLink"
import { SiteBehaviours } from "../components/SiteBehaviours"
import { island } from "../components/Island"

// The header is the only part of the first screen with behaviour, so it is the only section in the
// page's own chunk. Sections with nothing to do after render stay server HTML; the others load
// their code when the visitor first needs it (see Island).
const Hero = island(
  "hero",
  () => import(/* webpackChunkName: "static-sections" */ "../sections/Hero").then((m) => m.Hero),
  "never",
)
const TrustedBy = island(
  "trusted-by",
  () => import(/* webpackChunkName: "static-sections" */ "../sections/TrustedBy").then((m) => m.TrustedBy),
  "never",
)
const Services = island(
  "services",
  () => import(/* webpackChunkName: "static-sections" */ "../sections/Services").then((m) => m.Services),
  "never",
)
const Portfolio = island(
  "portfolio",
  () => import(/* webpackChunkName: "sections" */ "../sections/Portfolio").then((m) => m.Portfolio),
  "needed",
)
const Testimonials = island(
  "testimonials",
  () => import(/* webpackChunkName: "static-sections" */ "../sections/Testimonials").then((m) => m.Testimonials),
  "never",
)
const Contact = island(
  "contact",
  () => import(/* webpackChunkName: "sections" */ "../sections/Contact").then((m) => m.Contact),
  "needed",
)
const Footer = island(
  "footer",
  () => import(/* webpackChunkName: "sections" */ "../sections/Footer").then((m) => m.Footer),
  "needed",
)

type Data = Queries.IndexPageQuery

export default function IndexPage({ data }: PageProps<Data>) {
  const site = data.siteDetails
  if (!site) throw new Error("content/site.json produced no data")
  return (
    <>
      <SkipLink />
      <Header site={site} links={data.navigation} />
      <main id="main">
        <Hero hero={site.hero} />
        <TrustedBy count={site.trustedByCount} logos={data.trustedLogos} />
        <Services services={data.services} />
        <Portfolio projects={data.projects} />
        <Testimonials testimonials={data.testimonials} />
        <Contact site={site} />
      </main>
      <Footer site={site} links={data.footerLinks} socials={data.socialLinks} />
      <SiteBehaviours />
    </>
  )
}

export function Head({ data }: HeadProps<Data>) {
  const site = data.siteDetails
  return site ? <Seo site={site} siteUrl={data.siteUrl} structuredData={site.structuredData} /> : null
}

export const query = graphql`
  query IndexPage {
    siteUrl
    siteDetails {
      ...SiteLogos
      ...HeroContent
      ...ContactDetails
      ...FooterSite
      ...SeoSite
      structuredData
      trustedByCount
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
