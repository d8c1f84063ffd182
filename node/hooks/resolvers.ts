/**
 * createResolvers: fields the page queries read instead of assembling them in components.
 * - A root field per list file (`projects`, `services`, …): its entries in the order the editor
 *   wrote them, never null, so a page asks for `projects { ...PortfolioProject }`; of a list the
 *   page shows only the top of (`shownAtMost`), those alone, so no visitor downloads the rest.
 * - `siteUrl`: the configured address, without the path prefix (the page adds that where needed).
 * - `SiteDetails.structuredData`: the agency's schema.org data, built from the same content the
 *   page shows, so the page ships a finished JSON string instead of the code that builds it.
 * - `SiteDetails.brandStyle`: the brand colour's shades as CSS variables (shared/brand.ts) and the
 *   typeface's @font-face and stack (shared/fonts.ts), so the page ships finished CSS and none of
 *   the code that derives them; `themeColor`, the light theme's shade, for the browser's bar.
 * - `File.vectorSize`: an SVG's width and height, so a logo drawn as one is sized before it loads.
 * - `everyProject`: every project, in the editors' order, which the carousel's top ten does not
 *   cut: the case studies' pages are made from it (shared/case-studies.ts's caseStudyPages), and
 *   `Project.caseStudyData`, its case study's schema.org data.
 */
import type { GatsbyNode } from "gatsby"
import sharp from "sharp"
import type { Typeface } from "../../shared/fonts"
import { brandStyle, shownEntries, themeColor } from "../../shared/page-values"
import { CONTENT_FILES, contentFileOf, type ContentFile } from "../../shared/content-files"
import { agencyJsonLd, caseStudyJsonLd, scriptSafeJson, type AgencyFacts, type CaseStudyFacts } from "../seo"
import { CONTENT_SOURCE } from "./content"
import { withLanguage } from "./content-json"
import { ICONS, SHARE_IMAGE } from "../../shared/site-files"
import { caseStudyPath } from "../../shared/case-studies"
import { hasText, isLanguage, languageOfPage, pathIn, siteLanguages, translationFile } from "../../shared/languages"
import { DEFINITIONS_FILE } from "../../shared/json-schema"
import { contentSchemas } from "../content/validators"

interface NodeModel {
  findOne<T>(query: { type: string; query?: unknown }): Promise<T | null>
  findAll<T>(query: { type: string }): Promise<{ entries: Iterable<T> }>
}
type Context = { nodeModel: NodeModel }

/** The content files with texts, which a language but the first has a translation of. */
const translatable = (() => {
  const schemas = contentSchemas()
  const definitions = schemas[DEFINITIONS_FILE] ?? {}
  return new Set(
    CONTENT_FILES.flatMap(({ file, schema }) => {
      const local = schemas[schema] ?? {}
      return hasText(local, { definitions, local }) ? [file] : []
    }),
  )
})()

const configuredSiteUrl = async ({ nodeModel }: Context) =>
  (await nodeModel.findOne<{ siteMetadata: { siteUrl: string } }>({ type: "Site" }))?.siteMetadata.siteUrl ?? ""

/**
 * The entries of content/<file>, in file order (each carries its place, `contentOrder`, from
 * node/hooks/content-json.ts), those of the file's current node only. They are read as the type's whole
 * list, which makes the page depend on every entry of the type: under `npm start` a save's entries
 * are created one by one, and one created after the query ran must run it again. (The File's
 * `children` were linked after each entry was created, and a query run in between kept 8 of 10.)
 */
const entriesOf =
  (file: ContentFile, every = false) =>
  async (_source: unknown, { language }: { language?: string | null }, context: Context) => {
    // A page in a language but the first reads its translation (projects.si.json), laid over the
    // file; a file without texts (the logos, the social links) has none, and every page reads it.
    const read = isLanguage(language) && translatable.has(file.file) ? translationFile(file.file, language) : file.file
    const [node, { entries }] = await Promise.all([
      context.nodeModel.findOne<{ id: string }>({
        type: "File",
        query: { filter: { sourceInstanceName: { eq: CONTENT_SOURCE }, relativePath: { eq: read } } },
      }),
      context.nodeModel.findAll<{ parent: string; contentOrder: number }>({ type: file.typeName }),
    ])
    if (!node) return []
    const sorted = [...entries]
      .filter((entry) => entry.parent === node.id)
      .sort((a, b) => a.contentOrder - b.contentOrder)
    // A file every language's page reads is for this page: its entries' `lang` is told against this page's words.
    const own =
      read === file.file && language ? sorted.map((entry) => withLanguage(entry, language) as typeof entry) : sorted
    return every ? own : shownEntries(file, own)
  }

const PROJECTS = contentFileOf("projects.json")
/** The page's language, as its context gives it: "" (or none) for the first's. */
const LANGUAGE_ARGS = { language: "String" }

export const createQueryFields: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix }) => {
  const lists = CONTENT_FILES.flatMap((file) =>
    file.listField
      ? [[file.listField, { type: `[${file.typeName}!]!`, args: LANGUAGE_ARGS, resolve: entriesOf(file) }] as const]
      : [],
  )
  createResolvers({
    Query: {
      ...Object.fromEntries(lists),
      everyProject: { type: "[Project!]!", args: LANGUAGE_ARGS, resolve: entriesOf(PROJECTS, true) },
      siteUrl: {
        type: "String!",
        resolve: (_source: unknown, _args: unknown, context: Context) => configuredSiteUrl(context),
      },
    },
    File: {
      vectorSize: {
        type: "VectorSize",
        resolve: async ({ extension, absolutePath }: { extension: string; absolutePath: string }) => {
          if (extension.toLowerCase() !== "svg") return null
          const { width, height } = await sharp(absolutePath).metadata()
          return width && height ? { width, height } : null
        },
      },
    },
    Project: {
      caseStudyData: {
        type: "String!",
        resolve: async (
          project: CaseStudyFacts & { caseStudy?: { slug: string }; contentLanguage?: string },
          _args: unknown,
          context: Context,
        ) => {
          if (!project.caseStudy) return ""
          const siteUrl = `${await configuredSiteUrl(context)}${pathPrefix}`
          const site = await context.nodeModel.findOne<{ name: string; languages?: string[] }>({ type: "SiteDetails" })
          // In the page's language, at its address in that language.
          const languages = siteLanguages(site)
          const language = languageOfPage(project.contentLanguage, languages)
          const path = pathIn(language, caseStudyPath(project.caseStudy.slug), languages)
          const json = caseStudyJsonLd(
            project,
            siteUrl,
            path,
            site?.name ?? "",
            languages.length > 1 ? language : undefined,
          )
          return scriptSafeJson(json)
        },
      },
    },
    SiteDetails: {
      brandStyle: {
        type: "String!",
        // With the typeface of each script the site's languages are written in, the page's own first.
        resolve: (site: {
          brandColour: string
          typeface: Typeface
          languages?: string[]
          contentLanguage?: string
        }) => {
          const languages = siteLanguages(site)
          const page = languageOfPage(site.contentLanguage, languages)
          return brandStyle(site.brandColour, site.typeface, pathPrefix, languages, page)
        },
      },
      themeColor: {
        type: "String!",
        resolve: ({ brandColour }: { brandColour: string }) => themeColor(brandColour),
      },
      structuredData: {
        type: "String!",
        resolve: async (source: AgencyFacts, _args: unknown, context: Context) => {
          const siteUrl = `${await configuredSiteUrl(context)}${pathPrefix}`
          const { entries } = await context.nodeModel.findAll<{ link: string }>({ type: "SocialLink" })
          const profiles = [...entries].map((social) => social.link)
          return scriptSafeJson(
            agencyJsonLd(source, siteUrl, `${siteUrl}${ICONS.large.path}`, `${siteUrl}${SHARE_IMAGE.path}`, profiles),
          )
        },
      },
    },
  })
}
