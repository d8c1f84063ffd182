import type { GatsbyNode } from "gatsby"

/**
 * Every content type spelled out (no inference), so a typo in one JSON file cannot silently change
 * the schema, and typegen produces stable TypeScript types. Lists are children of their File so
 * queries can read them in the order editors wrote them (`childrenProject`).
 */
export const createContentTypes: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteDetails implements Node @dontInfer @childOf(types: ["File"]) {
      name: String!
      shortName: String!
      description: String!
      phone: String!
      email: String!
      address: SiteAddress!
      tagline: String!
      copyrightYear: Int!
      replyWithinHours: Int!
      trustedByCount: String!
      logoLight: File! @fileByRelativePath
      logoDark: File! @fileByRelativePath
      hero: SiteHero!
    }
    type SiteAddress { street: String!, city: String!, country: String! }
    type SiteHero {
      eyebrow: String!
      title: String!
      text: String!
      image: File! @fileByRelativePath
      imageAlt: String!
      primaryCta: CallToAction!
      secondaryCta: CallToAction!
    }
    type CallToAction { label: String!, href: String! }

    type Project implements Node @dontInfer @childOf(types: ["File"]) {
      "The entry's id in projects.json; the last shipped project has none."
      jsonId: Int
      title: String!
      description: String!
      image: File! @fileByRelativePath
      year: String!
      client: ProjectClient!
      liveUrl: String
      githubUrl: String
      caseStudyUrl: String
      tags: [String!]!
    }
    type ProjectClient { name: String!, logo: File @fileByRelativePath, url: String! }

    type Testimonial implements Node @dontInfer @childOf(types: ["File"]) {
      jsonId: Int!
      name: String!
      position: String!
      img: File! @fileByRelativePath
      review: String!
    }
    type Service implements Node @dontInfer @childOf(types: ["File"]) {
      title: String!
      description: String!
      icon: String!
    }
    type TrustedLogo implements Node @dontInfer @childOf(types: ["File"]) {
      name: String!
      logo: File! @fileByRelativePath
    }
    type NavLink implements Node @dontInfer @childOf(types: ["File"]) { name: String!, href: String! }
    type FooterLink implements Node @dontInfer @childOf(types: ["File"]) { name: String!, href: String! }
    type SocialLink implements Node @dontInfer @childOf(types: ["File"]) { name: String!, link: String!, icon: String! }
  `)
}
