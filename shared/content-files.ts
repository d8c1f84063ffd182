/**
 * The content files editors own, one per content type. This list drives the GraphQL types
 * (node/hooks/schema.ts, from each file's schema), the validation (validate.ts), the editor's
 * collections (cms-config.ts), and CONTENT.md's limits and VS Code's schema mapping
 * (`npm run content:limits`).
 */
export interface ContentFile {
  /** File name inside content/. */
  file: string
  /** GraphQL node type that gatsby-transformer-json creates for each entry. */
  typeName: string
  /** JSON Schema inside content/schemas/: the file's name with .schema.json. */
  schema: string
  /** Singular noun an editor would use for one entry, for messages. */
  entryNoun: string
  /** For a list: the root query field that returns its entries in order (node/hooks/resolvers.ts). */
  listField?: string
}

const contentFile = (file: string, typeName: string, entryNoun: string, listField?: string): ContentFile => ({
  file,
  typeName,
  schema: file.replace(/\.json$/, ".schema.json"),
  entryNoun,
  ...(listField ? { listField } : {}),
})

export const CONTENT_FILES: readonly ContentFile[] = [
  contentFile("site.json", "SiteDetails", "site details"),
  contentFile("projects.json", "Project", "project", "projects"),
  contentFile("testimonials.json", "Testimonial", "testimonial", "testimonials"),
  contentFile("services.json", "Service", "service", "services"),
  contentFile("trusted-logos.json", "TrustedLogo", "logo", "trustedLogos"),
  contentFile("navigation.json", "NavLink", "link", "navigation"),
  contentFile("footer-links.json", "FooterLink", "link", "footerLinks"),
  contentFile("social-links.json", "SocialLink", "link", "socialLinks"),
  contentFile("words.json", "Words", "words"),
]

/** The carousel shows at most this many projects; more is allowed but warned about. */
export const MAX_PROJECTS = 10

/** GraphQL type for a JSON file's base name (without .json), e.g. "projects" → "Project". */
export function typeNameForFile(baseName: string): string | undefined {
  return CONTENT_FILES.find((entry) => entry.file === `${baseName}.json`)?.typeName
}

/**
 * The page's sections, in the order it shows them: each one's id, which is also its #anchor, and
 * another name links may use for it. The page renders them in this order (src/pages/index.tsx),
 * the schemas' section links are these (`npm run content:limits` writes them), and the tests
 * check the page against it.
 */
export const SECTIONS = [
  { id: "hero" },
  { id: "trusted" },
  { id: "services" },
  { id: "portfolio" },
  { id: "testimonials", alias: "testimonial" },
  { id: "contact" },
] as const satisfies readonly { id: string; alias?: string }[]

export type SectionId = (typeof SECTIONS)[number]["id"]

/** Every in-page link a content file may hold: each section's #id, and its other name. */
export const SECTION_LINKS: readonly string[] = SECTIONS.flatMap((section) => [
  `#${section.id}`,
  ...("alias" in section ? [`#${section.alias}`] : []),
])
