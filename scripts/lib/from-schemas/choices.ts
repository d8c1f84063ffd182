// The choices the schemas allow, from the code that serves them: the section links and sections
// (shared/content-files.ts), the typefaces (shared/fonts.ts) and pictures' paths (the closed list of
// the editors' files). The check's messages list them, and the editor offers them by name.
import {
  ARRANGED_SECTIONS,
  IMAGE_TYPES,
  SECTION_LABELS,
  SECTION_LINKS,
  picturePath,
  sectionOfLink,
} from "../../../shared/content-files"
import { TYPEFACES } from "../../../shared/fonts"
import { LANGUAGE_CODES, languageLabel } from "../../../shared/languages"
import type { JsonSchema } from "../../../shared/json-schema"

type Definitions = JsonSchema & { definitions: Record<string, JsonSchema> }

/** The definitions schema with its choices and picture paths as the code has them. */
export function withChoices(schema: Definitions): Definitions {
  const definitions = { ...schema.definitions }
  const links = [...SECTION_LINKS]
  definitions.sectionLink = {
    ...definitions.sectionLink,
    enum: links,
    // By the section's name, as the check's messages name it.
    enumDescriptions: links.map((link) => {
      const key = sectionOfLink(link)
      if (!key) throw new Error(`${link} leads to no section`)
      return SECTION_LABELS[key]
    }),
    description: "a link to a section of the page",
  }
  // The sections an agency arranges in site.json, by key.
  definitions.section = {
    ...definitions.section,
    type: "string",
    enum: ARRANGED_SECTIONS.map(({ key }) => key),
    enumDescriptions: ARRANGED_SECTIONS.map(({ key }) => SECTION_LABELS[key]),
    description: "a section of the page",
  }
  definitions.typeface = {
    ...definitions.typeface,
    type: "string",
    enum: Object.keys(TYPEFACES),
    enumDescriptions: Object.values(TYPEFACES).map(({ name }) => name),
    description: "one of the typefaces the site ships",
  }
  definitions.language = {
    ...definitions.language,
    type: "string",
    enum: LANGUAGE_CODES,
    enumDescriptions: LANGUAGE_CODES.map(languageLabel),
    description: "one of the languages the site is written in",
  }
  // A logo may also be an SVG.
  const endings = Object.keys(IMAGE_TYPES)
  definitions.imagePath = {
    ...definitions.imagePath,
    pattern: picturePath(endings.filter((ending) => ending !== "svg")),
  }
  definitions.logoPath = { ...definitions.logoPath, pattern: picturePath(endings) }
  return { ...schema, definitions }
}
