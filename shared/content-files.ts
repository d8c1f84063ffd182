/**
 * The content files editors own, one per content type. This list drives the GraphQL type names
 * (gatsby-config), the validation (validate.ts) and the editor's schema mapping (.vscode/settings.json).
 */
export interface ContentFile {
  /** File name inside content/. */
  file: string
  /** GraphQL node type that gatsby-transformer-json creates for each entry. */
  typeName: string
  /** JSON Schema inside content/schemas/. */
  schema: string
  /** Singular noun an editor would use for one entry, for messages. */
  entryNoun: string
  /** For a list: the root query field that returns its entries in order (node/hooks/resolvers.ts). */
  listField?: string
}

export const CONTENT_FILES: readonly ContentFile[] = [
  { file: "site.json", typeName: "SiteDetails", schema: "site.schema.json", entryNoun: "site details" },
  {
    file: "projects.json",
    typeName: "Project",
    schema: "projects.schema.json",
    entryNoun: "project",
    listField: "projects",
  },
  {
    file: "testimonials.json",
    typeName: "Testimonial",
    schema: "testimonials.schema.json",
    entryNoun: "testimonial",
    listField: "testimonials",
  },
  {
    file: "services.json",
    typeName: "Service",
    schema: "services.schema.json",
    entryNoun: "service",
    listField: "services",
  },
  {
    file: "trusted-logos.json",
    typeName: "TrustedLogo",
    schema: "trusted-logos.schema.json",
    entryNoun: "logo",
    listField: "trustedLogos",
  },
  {
    file: "navigation.json",
    typeName: "NavLink",
    schema: "navigation.schema.json",
    entryNoun: "link",
    listField: "navigation",
  },
  {
    file: "footer-links.json",
    typeName: "FooterLink",
    schema: "footer-links.schema.json",
    entryNoun: "link",
    listField: "footerLinks",
  },
  {
    file: "social-links.json",
    typeName: "SocialLink",
    schema: "social-links.schema.json",
    entryNoun: "link",
    listField: "socialLinks",
  },
]

/** The carousel shows at most this many projects; more is allowed but warned about. */
export const MAX_PROJECTS = 10

/** GraphQL type for a JSON file's base name (without .json), e.g. "projects" → "Project". */
export function typeNameForFile(baseName: string): string | undefined {
  return CONTENT_FILES.find((entry) => entry.file === `${baseName}.json`)?.typeName
}
