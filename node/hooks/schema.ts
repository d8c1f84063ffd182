import type { GatsbyNode } from "gatsby"
import type { GraphQLResolveInfo } from "graphql"
import { CONTENT_SOURCE } from "./content"

type Context = { nodeModel: { findOne(query: { type: string; query: unknown }): Promise<unknown> } }

/**
 * Every content type spelled out (no inference), so a typo in one JSON file cannot silently change
 * the schema, and typegen produces stable TypeScript types. Lists are children of their File so
 * queries can read them in the order editors wrote them (`childrenProject`).
 */
export const createContentTypes: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // An image's path inside content/, the File the build made of it. The content editor writes
  // "/images/…", people "images/…": both name the same file.
  actions.createFieldExtension({
    name: "contentImage",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, context: Context, info: GraphQLResolveInfo) => {
        const value = source[info.fieldName]
        if (typeof value !== "string") return null
        const filter = { sourceInstanceName: { eq: CONTENT_SOURCE }, relativePath: { eq: value.replace(/^\//, "") } }
        return context.nodeModel.findOne({ type: "File", query: { filter } })
      },
    }),
  })
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
      logoLight: File! @contentImage
      logoDark: File! @contentImage
      hero: SiteHero!
    }
    type SiteAddress { street: String!, city: String!, country: String! }
    type SiteHero {
      eyebrow: String!
      title: String!
      text: String!
      image: File! @contentImage
      imageAlt: String!
      primaryCta: CallToAction!
      secondaryCta: CallToAction!
    }
    type CallToAction { label: String!, href: String! }

    type Project implements Node @dontInfer @childOf(types: ["File"]) {
      title: String!
      description: String!
      image: File! @contentImage
      year: String!
      client: ProjectClient!
      liveUrl: String
      githubUrl: String
      caseStudyUrl: String
      tags: [String!]!
    }
    type ProjectClient { name: String!, logo: File @contentImage, url: String! }

    type Testimonial implements Node @dontInfer @childOf(types: ["File"]) {
      name: String!
      position: String!
      img: File! @contentImage
      review: String!
    }
    type Service implements Node @dontInfer @childOf(types: ["File"]) {
      title: String!
      description: String!
      icon: String!
    }
    type TrustedLogo implements Node @dontInfer @childOf(types: ["File"]) {
      name: String!
      logo: File! @contentImage
    }
    type NavLink implements Node @dontInfer @childOf(types: ["File"]) { name: String!, href: String! }
    type FooterLink implements Node @dontInfer @childOf(types: ["File"]) { name: String!, href: String! }
    type SocialLink implements Node @dontInfer @childOf(types: ["File"]) { name: String!, link: String!, icon: String! }
  `)
}
