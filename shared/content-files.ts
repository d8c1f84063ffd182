import { LANGUAGE_CODES, translationFile, translationOf } from "./languages"

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
  /** JSON Schema inside schemas/ (SCHEMA_DIR): the file's name with .schema.json. */
  schema: string
  /** Singular noun an editor would use for one entry, for messages. */
  entryNoun: string
  /** For a list: the root query field that returns its entries in order (node/hooks/resolvers.ts). */
  listField?: string
  /** For a list the page shows only the top of: how many entries the page's data holds. */
  shownAtMost?: number
  /** Where the page shows the file, if in one place: a section, or the footer (the editor's preview opens there). */
  shownIn?: SectionKey | "footer"
}

const contentFile = (
  file: string,
  typeName: string,
  entryNoun: string,
  list: Pick<ContentFile, "listField" | "shownAtMost" | "shownIn"> = {},
): ContentFile => ({ file, typeName, schema: file.replace(/\.json$/, ".schema.json"), entryNoun, ...list })

/** The carousel shows at most this many projects; more is allowed but warned about, and not shipped. */
export const MAX_PROJECTS = 10

/**
 * The most JSON the schemas let the content hold, with which the page's size budget was measured
 * (docs/performance.md). A schema that allows more (a new field, a section's file) fails a unit test
 * until the worst case is built and measured again and this is raised.
 */
export const MOST_CONTENT_BYTES = 207_874

// Marked pure, so a bundle that reads only the sections below (the page's) leaves the list out.
export const CONTENT_FILES: readonly ContentFile[] = /* @__PURE__ */ (() => [
  contentFile("site.json", "SiteDetails", "site details"),
  contentFile("projects.json", "Project", "project", {
    listField: "projects",
    shownAtMost: MAX_PROJECTS,
    shownIn: "portfolio",
  }),
  contentFile("testimonials.json", "Testimonial", "testimonial", {
    listField: "testimonials",
    shownIn: "testimonials",
  }),
  contentFile("services.json", "Service", "service", { listField: "services", shownIn: "services" }),
  contentFile("trusted-logos.json", "TrustedLogo", "logo", { listField: "trustedLogos", shownIn: "trusted" }),
  contentFile("navigation.json", "NavLink", "link", { listField: "navigation" }),
  contentFile("footer-links.json", "FooterLink", "link", { listField: "footerLinks", shownIn: "footer" }),
  contentFile("social-links.json", "SocialLink", "link", { listField: "socialLinks", shownIn: "footer" }),
  contentFile("words.json", "Words", "words"),
])()

/**
 * Every content file's name an editor may write: each file, and beside it its translation into each
 * language of the closed list ("projects.si.json", shared/languages.ts), which the check refuses
 * unless site.json names its language.
 */
export const EDITORS_FILES: readonly string[] = /* @__PURE__ */ (() =>
  CONTENT_FILES.flatMap(({ file }) => [file, ...LANGUAGE_CODES.map((language) => translationFile(file, language))]))()

/**
 * The one closed list of what an editor may write, who publish without a developer's review:
 * exactly the files above and their translations, in content/, and pictures of these types under content/images/.
 * Everything else is code. CODEOWNERS (written from this by `npm run content:limits`), the release
 * job's choice of environment, the content editor's folders and the content check all follow it.
 */
export const EDITORS_FOLDER = "content"
/**
 * Facts in the editors' files whose change waits for a developer's approval, as code does
 * (scripts/lib/release.ts): the site's address, where every canonical link, the sitemap and the
 * structured data point, which a content-only change could otherwise move to a look-alike domain.
 */
export const GUARDED_FIELDS = [{ file: "site.json", field: "siteAddress" }] as const

/** The content editor's one collection, which holds every content file (cms-config.ts; the preview reads it). */
export const EDITOR_COLLECTION = "content"
/** Inside EDITORS_FOLDER; content files name pictures from here ("images/covers/shop.webp"). */
export const IMAGES_FOLDER = "images"
/** What the check and the preview say of a picture no content file names. */
export const UNUSED_PICTURE =
  "not used by any content file: remove it under Assets in the content editor, unless an entry will use it soon"
/** The pictures an editor may upload: each name's ending (lower case) and the type it promises. */
export const IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
} as const satisfies Record<string, string>
export type ImageExtension = keyof typeof IMAGE_TYPES
/**
 * A picture's path as content names it: plain folders under images/, one of the given lower-case
 * endings. The schemas' picture paths (written by `npm run content:limits`) and the preview's
 * finding of pictures both follow it.
 */
export const picturePath = (extensions: readonly string[] = Object.keys(IMAGE_TYPES)): string =>
  `^/?${IMAGES_FOLDER}/(${FOLDER_NAME}/)*${FILE_NAME}\\.(${extensions.join("|")})$`

/** The names a picture's path may hold, a folder's and a file's (before its ending): the content editor names uploads so. */
const FOLDER_NAME = "[A-Za-z0-9_-]+"
const FILE_NAME = "[A-Za-z0-9_-][A-Za-z0-9._-]*"

/** The developers' schemas of the content files, relative to the project: code, never content. */
export const SCHEMA_DIR = "schemas"

/** A control character or line separator: nothing a name or a printed line may hold as it is. */
export const UNSHOWN = /[\p{Cc}\u2028\u2029]/u

/**
 * Why `relative` (a "/"-separated path inside EDITORS_FOLDER, of a file, or of a folder when it
 * ends in "/") is not the editors' to write, or "" when it is. The folders pictures go in have
 * plain names: no dot, so none is named like a file (a folder `x.png/` would otherwise carry
 * anything inside it past a rule written for pictures).
 */
export function whyNotEditors(relative: string): string {
  const parts = relative.split("/")
  const folder = relative.endsWith("/")
  if (folder) parts.pop()
  const only = `only the content files and pictures belong in ${EDITORS_FOLDER}/: remove it`
  // A line break in a name would begin a line of the CI's log with it, where `::` is a command.
  if (UNSHOWN.test(relative)) return "has a line break or another character that is not shown in its name: rename it"
  if (parts.some((part) => part.startsWith("."))) return `starts with a dot, as tools' settings do; ${only}`
  if (parts.length === 1 && !folder)
    return EDITORS_FILES.includes(relative)
      ? ""
      : `is not one of the site's content files (${CONTENT_FILES.map(({ file }) => file).join(", ")}, and their translations, as site.si.json); ${only}`
  if (parts[0] !== IMAGES_FOLDER) return `is not the ${IMAGES_FOLDER}/ folder; ${only}`
  const dotted = (folder ? parts.slice(1) : parts.slice(1, -1)).find((name) => name.includes("."))
  if (dotted)
    return `${folder ? "is" : `is in ${dotted}/,`} a folder whose name has a dot: give it a plain name, or remove it`
  // A name no picture's path can hold (a "#", a "[", a space) is a file no field can ever show.
  const unnamed = `has a character no picture field can point at: rename it with letters, digits, dots, dashes and underscores only, as the content editor names uploads`
  if (parts.slice(1, folder ? undefined : -1).some((name) => !new RegExp(`^${FOLDER_NAME}$`).test(name)))
    return `is in a folder that ${unnamed}`
  if (folder) return ""
  const extension = /\.([^.]+)$/.exec(parts.at(-1) ?? "")?.[1] ?? ""
  if (Object.hasOwn(IMAGE_TYPES, extension) && !new RegExp(`^${FILE_NAME}\\.${extension}$`).test(parts.at(-1) ?? ""))
    return unnamed
  if (Object.hasOwn(IMAGE_TYPES, extension)) return ""
  if (Object.hasOwn(IMAGE_TYPES, extension.toLowerCase()))
    return `ends in .${extension}: rename it to end in .${extension.toLowerCase()}`
  const types = Object.keys(IMAGE_TYPES).map((type) => `.${type}`)
  return `is not a picture (${types.slice(0, -1).join(", ")} or ${types.at(-1)}); ${only}`
}

/** Whether a path in the repository ("content/images/covers/shop.webp") is the editors' to write. */
export const isEditorsFile = (file: string): boolean =>
  file.startsWith(`${EDITORS_FOLDER}/`) &&
  !file.endsWith("/") &&
  whyNotEditors(file.slice(EDITORS_FOLDER.length + 1)) === ""

/** A content file's entry in CONTENT_FILES, by its name ("projects.json"). */
export function contentFileOf(file: string): ContentFile {
  const found = CONTENT_FILES.find((content) => content.file === file)
  if (!found) throw new Error(`${file} is not one of the content files`)
  return found
}

/** GraphQL type for a JSON file's base name (without .json), e.g. "projects" → "Project", as its translations' ("projects.si"). */
export function typeNameForFile(baseName: string): string | undefined {
  const file = translationOf(`${baseName}.json`)?.file ?? `${baseName}.json`
  return CONTENT_FILES.find((entry) => entry.file === file)?.typeName
}

/**
 * The page's sections. `key` names a section in the code and its words in words.json; `id` is its
 * #anchor, the one place it is named (with `alias`, another name the page answers to, for links
 * from elsewhere that use the spec's other reading; content links by `id` alone). The hero comes
 * first (it holds the page's one main heading); the agency orders the rest and hides any but the
 * contact section (site.json's `sections`), and the page, its links and the tests follow that list. The schemas' section links and choices are
 * these (`npm run content:limits` writes them). Renaming an anchor is a change of its `id` here and
 * of the links content holds to it.
 */
const SECTIONS = [
  { key: "hero", id: "hero" },
  { key: "trusted", id: "trusted" },
  { key: "services", id: "services" },
  { key: "portfolio", id: "portfolio" },
  { key: "testimonials", id: "testimonials", alias: "testimonial" },
  { key: "contact", id: "contact" },
] as const satisfies readonly { key: string; id: string; alias?: string }[]

export type SectionKey = (typeof SECTIONS)[number]["key"]

/** Each section's name in the editor's picker and the check's messages (apart, so the page's bundle leaves it out). */
export const SECTION_LABELS: Record<SectionKey, string> = {
  hero: "First screen (hero)",
  trusted: "Logo strip (trusted by)",
  services: "Services",
  portfolio: "Portfolio",
  testimonials: "Testimonials",
  contact: "Contact",
}

/** Always first, never in the agency's list. */
const FIRST_SECTION = "hero" satisfies SectionKey
/** Never hidden: the header's button and every form's fallback lead there. */
export const KEPT_SECTION = "contact" satisfies SectionKey
/** The sections the agency arranges, as the editor's picker offers them. */
export const ARRANGED_SECTIONS = SECTIONS.filter((section) => section.key !== FIRST_SECTION)

/** The page's sections in the agency's order: the hero, then the list's known keys, each once. */
export function shownSections(arranged: readonly (string | null)[]): SectionKey[] {
  const known = new Set<string>(ARRANGED_SECTIONS.map(({ key }) => key))
  return [FIRST_SECTION, ...new Set(arranged.filter((key): key is SectionKey => key !== null && known.has(key)))]
}

/** The section an in-page link ("#testimonial") leads to, if it is one. */
export const sectionOfLink = (link: string): SectionKey | undefined =>
  SECTIONS.find(({ id, ...section }) => link === `#${id}` || ("alias" in section && link === `#${section.alias}`))?.key

/**
 * Whether the page draws a link (a menu's, the footer's, a hero's button): not when it leads to a
 * section the agency hides, which the check notes; any other address, always.
 */
export const linkShown = (href: string, shown: readonly SectionKey[]): boolean => {
  const section = sectionOfLink(href)
  return !section || shown.includes(section)
}

/** A section's #anchor, and the other name links may use, by its key. */
export const anchorOf = (key: SectionKey): { id: string; alias?: string } =>
  SECTIONS.find((section) => section.key === key) ?? { id: key }

/** An in-page link to a section ("#portfolio"), by its key. */
export const linkTo = (key: SectionKey): string => `#${anchorOf(key).id}`

/** Every in-page link a content file may hold: each section's #id, one each, as the editor lists them. */
export const SECTION_LINKS: readonly string[] = SECTIONS.map((section) => `#${section.id}`)
