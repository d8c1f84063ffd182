import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { formatProblem, validateContent } from "./src/lib/content/validate"
import { IMAGE_HEADER_CACHE } from "./src/lib/content/images"
import { hasEmailKeys } from "./src/forms/settings"
import { agencyJsonLd, scriptSafeJson, type AgencyFacts } from "./src/lib/seo"
import { contentSecurityPolicy, headersFile } from "./src/lib/security-headers"
import { ADMIN_PATH, githubRepository, writeAdmin } from "./src/build/admin"
import { writeSiteFont } from "./src/build/font"

/** Where @emailjs/browser sends unless GATSBY_EMAILJS_ORIGIN says otherwise. */
const EMAIL_SERVICE_ORIGIN = "https://api.emailjs.com"

const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content")

/** Stops the build before anything is sourced when a content file is broken. */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const label = path.relative(process.cwd(), contentDir) || "."
  const { errors, warnings } = await validateContent(contentDir, label, { imageCache: IMAGE_HEADER_CACHE })
  for (const warning of warnings) reporter.warn(`Content: ${formatProblem(warning)}`)
  if (process.env.gatsby_executing_command === "build" && !hasEmailKeys(process.env)) {
    reporter.warn(
      "E-mail sending is not configured: GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID and GATSBY_EMAILJS_PUBLIC_KEY are not all set. " +
        "This build's contact and newsletter forms will offer to send by e-mail (mailto:) instead. See .env.example.",
    )
  }
  if (errors.length > 0) {
    reporter.panic(
      `Content check failed: ${errors.length} ${errors.length === 1 ? "problem" : "problems"} to fix in ${label}/.\n` +
        errors.map((error) => `  ${formatProblem(error)}`).join("\n"),
    )
  }
}

/**
 * What the build writes into static/, so that `npm start` serves it and the build copies it to
 * public/: the site's font cut to what the page shows, and the content editor, whose
 * configuration comes from the schemas just checked.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const font = await writeSiteFont(path.join(process.cwd(), "static"))
  if (font.written)
    reporter.info(`Font: cut to the page's characters and weights, ${(font.bytes / 1000).toFixed(1)} KB`)
  const repo = githubRepository()
  if (!repo)
    reporter.warn(
      "Content editor: no GitHub repository found (CMS_GITHUB_REPO, GITHUB_REPOSITORY or a github.com remote named origin); " +
        "/admin/ can only work with a local repository.",
    )
  writeAdmin(path.join(process.cwd(), "static", ADMIN_PATH), contentDir, {
    repo: repo ?? "OWNER/REPOSITORY",
    branch: process.env.CMS_GITHUB_BRANCH ?? process.env.GITHUB_REF_NAME ?? "main",
    oauthUrl: process.env.CMS_OAUTH_URL,
    siteUrl: process.env.SITE_URL,
  })
}

/**
 * Every content type spelled out (no inference), so a typo in one JSON file cannot silently change
 * the schema, and typegen produces stable TypeScript types. Lists are children of their File so
 * queries can read them in the order editors wrote them (`childrenProject`).
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
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

/**
 * The agency's schema.org data, built at build time from the same content the page shows, so the
 * page ships a finished JSON string instead of the code that builds it.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix }) => {
  createResolvers({
    SiteDetails: {
      structuredData: {
        type: "String!",
        resolve: async (source: AgencyFacts, _args: unknown, context: { nodeModel: NodeModel }) => {
          const site = await context.nodeModel.findOne<{ siteMetadata: { siteUrl: string } }>({ type: "Site" })
          const { entries } = await context.nodeModel.findAll<{ link: string }>({ type: "SocialLink" })
          const siteUrl = `${site?.siteMetadata.siteUrl ?? ""}${pathPrefix}`
          const profiles = [...entries].map((social) => social.link)
          return scriptSafeJson(
            agencyJsonLd(source, siteUrl, `${siteUrl}/icons/icon-512.png`, `${siteUrl}/og-image.png`, profiles),
          )
        },
      },
    },
  })
}

interface NodeModel {
  findOne<T>(query: { type: string }): Promise<T | null>
  findAll<T>(query: { type: string }): Promise<{ entries: Iterable<T> }>
}

/** robots.txt needs the sitemap's absolute address, which depends on the configured site URL. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, pathPrefix }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query SiteUrlForRobots {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site.siteMetadata.siteUrl ?? ""
  writeFileSync(
    path.join(process.cwd(), "public", "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${pathPrefix}/sitemap-index.xml\n`,
  )
  writeSecurityHeaders(pathPrefix)
}

/** The CSS sweetalert2 puts in a <style> when its first dialog opens (after an empty one). */
function sweetalertStyles(): string[] {
  const bundle = readFileSync(
    path.join(process.cwd(), "node_modules", "sweetalert2", "dist", "sweetalert2.all.js"),
    "utf8",
  )
  const start = bundle.lastIndexOf('(document,"')
  const end = bundle.lastIndexOf('")')
  if (start < 0 || end < start)
    throw new Error("sweetalert2 changed how it injects its CSS: update sweetalertStyles in gatsby-node.ts")
  const literal = bundle.slice(start + "(document,".length, end + 1)
  return ["", JSON.parse(literal) as string]
}

/** Writes public/_headers: the CSP with this build's hashes, the other security headers, caching. */
function writeSecurityHeaders(pathPrefix: string): void {
  const publicDir = path.join(process.cwd(), "public")
  // page-data/ has folders named like pages ("404.html"): only files count.
  // The editor at /admin/ has a policy of its own; the page's must not widen for it.
  const htmlFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`${ADMIN_PATH}/`))
  const emailOrigin = process.env.GATSBY_EMAILJS_ORIGIN
    ? new URL(process.env.GATSBY_EMAILJS_ORIGIN).origin
    : EMAIL_SERVICE_ORIGIN
  const csp = contentSecurityPolicy({
    pages: htmlFiles.map((file) => readFileSync(path.join(publicDir, file), "utf8")),
    runtimeStyles: sweetalertStyles(),
    connectTo: [emailOrigin],
  })
  const hashedAssets = readdirSync(publicDir).filter((file) => /-[0-9a-f]{16,}\.(js|css)$/.test(file))
  writeFileSync(path.join(publicDir, "_headers"), headersFile(csp, hashedAssets, pathPrefix))
}
