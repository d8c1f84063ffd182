/**
 * The content editor's configuration (Sveltia CMS at /admin/), derived from the JSON Schemas in
 * schemas/: the same labels, hints, required fields, patterns, choices and limits that
 * VS Code shows and `content:check` enforces, so the three cannot disagree. Pure: the build reads
 * the schemas and writes the result (node/hooks/admin.ts).
 */
import {
  CONTENT_FILES,
  EDITOR_COLLECTION,
  EDITORS_FOLDER,
  IMAGE_TYPES,
  IMAGES_FOLDER,
  MAX_PROJECTS,
  sectionOfLink,
  shownSections,
  whyNotEditors,
  type ContentFile,
} from "../../shared/content-files"
import { LARGE_IMAGE, longestSideFor } from "./images"
import { stepOn, type JsonSchema } from "../../shared/json-schema"
import { ADDRESS_WIDGET } from "../../shared/case-studies"
import { placeholderMessage, placeholderPattern } from "../../shared/placeholders"
import { hasText, translationFile, type Language } from "../../shared/languages"

/** Sveltia's placeholder for a language in a file's path: "content/site.{{locale}}.json". */
const LOCALE = "{{locale}}"

type Resolved = ReturnType<typeof stepOn>["field"]

/** One field of the editor's form, as Sveltia CMS reads it. */
export interface CmsField {
  name: string
  label: string
  widget: "string" | "text" | "number" | "select" | "image" | "object" | "list" | "hidden" | "color" | typeof ADDRESS_WIDGET
  required?: false
  hint?: string
  [option: string]: unknown
}

/** Strings at most this long get a one-line input; longer ones a text area. */
const ONE_LINE = 100

/** Pictures' types as the browser reports them: photos, and for a logo SVG too. */
const PHOTO_TYPES = [...new Set(Object.values(IMAGE_TYPES))].filter((type) => type !== IMAGE_TYPES.svg).join(",")

/**
 * The editor's picture library, for uploads scaled to `side` on their longest side: each image
 * field gives its own (images.ts, longestSideFor), which replaces this whole. Uploaded names become
 * paths the check accepts (no spaces); stock photo services would need origins the editor's policy
 * does not allow, and licences nobody checked. A photo straight from a camera or phone (12 MB,
 * 6000 px) is scaled down and saved as WebP before the size limit is applied, so it is taken
 * rather than refused.
 */
const mediaLibraries = (side: number) => ({
  default: {
    config: {
      max_file_size: LARGE_IMAGE.bytes,
      slugify_filename: true,
      transformations: { raster_image: { format: "webp", quality: 85, width: side, height: side } },
    },
  },
  stock_assets: { providers: [] },
})

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Editors see labels; a schema without a title for a field is a gap this names. */
const titleOf = (name: string, schema: JsonSchema) => {
  if (!schema.title) throw new Error(`the schema gives the field "${name}" no title: add "title" for its label`)
  return schema.title
}

function fieldFor(
  name: string,
  property: JsonSchema,
  required: boolean,
  definitions: JsonSchema,
  local: JsonSchema,
): CmsField {
  const { field: schema, local: inner } = stepOn(property, definitions, local)
  // Made once when an entry is added (12 hexadecimal digits, the schema's pattern) and kept: no
  // editor types or works out an id, and two entries cannot get the same one.
  if (schema["x-generated"]) return { name, label: titleOf(name, schema), widget: "hidden", default: "{{uuid_short}}" }
  const field: CmsField = { name, label: titleOf(name, schema), widget: "string" }
  if (!required) field.required = false
  // Written in each of the site's languages: a text, or a part or list that holds one. The rest
  // (pictures, addresses, years) stays the first language's (shared/languages.ts). Sveltia reads
  // this only where the site has more than one language (cmsConfig).
  if (hasText(property, { definitions, local })) field.i18n = true
  if (schema.description) field.hint = sentence(schema.description)
  Object.assign(field, widgetFor(name, schema, definitions, inner))
  return field
}

function widgetFor(name: string, schema: Resolved, definitions: JsonSchema, local: JsonSchema): Partial<CmsField> {
  if (schema["x-image-file"]) {
    const folder = schema["x-media-folder"]
    // Uploads go where the closed list of the editors' files takes them (shared/content-files.ts).
    const outside = folder === undefined ? "" : whyNotEditors(`${folder}/`)
    if (outside) throw new Error(`the field "${name}" uploads to ${folder}, outside ${IMAGES_FOLDER}/: ${outside}`)
    return {
      widget: "image",
      choose_url: false,
      accept: schema["x-vector"] ? `${IMAGE_TYPES.svg},${PHOTO_TYPES}` : PHOTO_TYPES,
      hint: `${sentence(schema.description ?? "An image")}. ${schema["x-vector"] ? "An SVG, or a" : "A"} PNG, JPEG, WebP or AVIF file of up to ${LARGE_IMAGE.bytes / 1_000_000} MB: a larger photo is scaled down to fit first.`,
      // From the repository's root: a folder without the leading slash is read as the entry's own,
      // and the editor then shows neither the picture nor the folder's files. With it, the editor
      // writes "/images/…", which the check and the build read as "images/…".
      ...(folder ? { media_folder: `/${EDITORS_FOLDER}/${folder}`, public_folder: folder } : {}),
      media_libraries: mediaLibraries(longestSideFor(schema.description)),
    }
  }
  // The pattern still applies: Sveltia's picker writes #rrggbb, and a typed value must match too.
  if (schema["x-colour"])
    return { widget: "color", allowInput: true, pattern: [schema.pattern, sentence(schema.patternMessage ?? "A colour written #RRGGBB")] }
  if (schema.enum) {
    // The picker shows each choice's name where the schema gives one (an icon's: "X (formerly Twitter)").
    const names = schema.enumDescriptions
    return { widget: "select", options: names ? schema.enum.map((value, i) => ({ label: names[i], value })) : schema.enum }
  }
  if (schema.type === "integer") {
    const number = { widget: "number" as const, value_type: "int", min: schema.minimum, max: schema.maximum, step: 1 }
    // A year: the preview pane would group its digits ("2,025"); the field itself shows it whole.
    return (schema.minimum ?? 0) >= 1000 ? { ...number, preview: false } : number
  }
  if (schema.type === "object") {
    const fields = fieldsOf(schema, definitions, local)
    // A page's address: a text field that suggests one from the title and names a taken one
    // (src/preview-pane/address-field.ts); its pattern and length still apply.
    if (schema["x-own-page"])
      for (const field of fields)
        if (field.name === "slug") Object.assign(field, { widget: ADDRESS_WIDGET, minlength: schema.properties?.slug?.minLength })
    return { widget: "object", fields }
  }
  if (schema.type === "array") {
    const { field: items, local: itemsLocal } = stepOn(schema.items ?? {}, definitions, local)
    const limits = { min: schema.minItems, max: schema.maxItems }
    if (items.type === "object") {
      const fields = fieldsOf(items, definitions, itemsLocal)
      // A copy would carry the entry's id, hidden, which no editor can then change: entries with
      // an id are added new (the editor makes one), never duplicated.
      const once = fields.some((field) => field.widget === "hidden") ? { allow_duplicate: false } : {}
      // "auto": entries with content start folded to their summary, a new empty one open.
      // "Add result", as a list of texts says "Add step", from the entry's own name.
      const singular = items.title ? { label_singular: items.title.toLowerCase() } : {}
      // A folded entry shows its picture too (a cover, a portrait), not only its path.
      const picture = fields.find((field) => field.widget === "image")
      const thumbnail = picture ? { thumbnail: picture.name } : {}
      return {
        widget: "list",
        ...limits,
        fields,
        summary: summaryOf(fields),
        ...thumbnail,
        collapsed: "auto",
        ...singular,
        ...once,
      }
    }
    const field = fieldFor(name, schema.items ?? {}, true, definitions, local)
    return { widget: "list", ...limits, field, label_singular: field.label.toLowerCase() }
  }
  const text: Partial<CmsField> = {
    widget: schema.maxLength !== undefined && schema.maxLength > ONE_LINE ? "text" : "string",
    maxlength: schema.maxLength,
  }
  // Sveltia tests the pattern with a plain RegExp, as ajv does with the "u" flag here: the
  // schemas' patterns use no syntax where the two differ. A shown text also keeps its placeholders.
  const shown = definitions.definitions?.text?.pattern
  if (shown && schema.pattern === shown) {
    const declared = schema["x-placeholders"] ?? []
    text.pattern = [placeholderPattern(declared, shown), placeholderMessage(declared)]
  } else if (schema.pattern) {
    const words = schema["x-pattern-words"]
    text.pattern = [schema.pattern, words ? `Use ${words}.` : sentence(schema.patternMessage ?? "Not in the expected form")]
  }
  return text
}

/**
 * A collapsed entry shows its first one-line text (a title or a name), else its first longer one
 * (a picture's description), never a file's path.
 */
function summaryOf(fields: CmsField[]): string | undefined {
  const required = fields.filter((field) => field.required !== false)
  const first =
    required.find((field) => field.widget === "string") ?? required.find((field) => field.widget === "text")
  return first ? `{{${first.name}}}` : undefined
}

function fieldsOf(schema: JsonSchema, definitions: JsonSchema, local: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !name.startsWith("$")) // "$schema" lets a file name its schema; not content
    .map(([name, property]) => fieldFor(name, property, required.has(name), definitions, local))
}

/** The fields of one content file: its properties, or one top-level list for a file that is a list. */
export function fieldsForFile(
  { file, entryNoun }: ContentFile,
  schema: JsonSchema,
  definitions: JsonSchema,
): CmsField[] {
  if (schema.type !== "array") {
    const fields = fieldsOf(schema, definitions, schema)
    // The pickers' marks come from the live site's sections (markHiddenSections): said where they are changed.
    const sections = file === "site.json" ? fields.find((field) => field.name === "sections") : undefined
    if (sections) sections.hint = `${sections.hint}. ${MARKED_WHEN_PUBLISHED}`
    return fields
  }
  const list = fieldFor(file.replace(/\.json$/, ""), schema, true, definitions, schema)
  // Any number of projects, so an agency can keep its older work; the page shows the first few, and
  // a new one goes first, so adding alone puts it on the page.
  if (file === "projects.json") {
    list.hint = `${list.hint}. ${PROJECTS_ORDER}`
    list.add_to_top = true
  }
  return [{ ...list, root: true, label_singular: entryNoun }]
}

/**
 * Which projects the page shows, and how an editor changes that, naming the controls Sveltia shows:
 * its Add button, and each entry's drag handle ("Reorder Item", which also takes the arrow keys).
 */
const PROJECTS_ORDER = `Add project puts the new one at the top, so it is the carousel's first slide. The carousel shows the top ${MAX_PROJECTS}; the ones below are kept but not shown, and each says so. To move one, drag it by the handle (=) on its bar (on a tablet, its ↑ and ↓); with the keyboard, Tab to that handle and press Home to move it to the top, or End to the bottom`

/** How a link picker names a section the live site hides (a link to it is left out of the page). */
export const HIDDEN_MARK = "— hidden"

const MARKED_WHEN_PUBLISHED = `The menu's and the footer's link pickers mark a section hidden here "${HIDDEN_MARK}" once the change is published, not before`

/**
 * The definitions with each section link's name marked where the live site hides that section
 * (site.json's `sections` as this /admin/ was built from it), so the picker says which links the
 * page leaves out. Every section stays a choice: a link's value outside the choices would show as
 * an empty picker, and a section shown again could not be linked until the next deploy.
 */
export function markHiddenSections(definitions: JsonSchema, arranged: readonly string[]): JsonSchema {
  const link = definitions.definitions?.sectionLink
  if (!link?.enum || !link.enumDescriptions) return definitions
  const shown = new Set<string>(shownSections(arranged))
  const enumDescriptions = link.enum.map((value, index) => {
    const section = sectionOfLink(String(value))
    const name = link.enumDescriptions?.[index] ?? String(value)
    return section && !shown.has(section) ? `${name} ${HIDDEN_MARK}` : name
  })
  if (enumDescriptions.every((name, index) => name === link.enumDescriptions?.[index])) return definitions
  const description = `${link.description ?? "a link to a section of the page"}: one marked hidden is not on the live site, which leaves a link to it out until the section is shown again`
  const marked = { ...link, enumDescriptions, description }
  return { ...definitions, definitions: { ...definitions.definitions, sectionLink: marked } }
}

export interface CmsSettings {
  /** The GitHub repository the site deploys from, as owner/name. */
  repo: string
  branch: string
  /** An OAuth client for "Sign in with GitHub"; without one, editors sign in with a token. */
  oauthUrl?: string
  siteUrl?: string
  siteName: string
  /** The site's languages (site.json's), its first at `/`: with more than one, the editor shows them side by side. */
  languages?: readonly Language[]
}

/**
 * The commit status a pull request's preview deploy reports (scripts/report-preview.mts): the
 * editor's "View Preview" button links the address it carries.
 */
export const PREVIEW_CONTEXT = "Cloudflare Pages preview"

export function cmsConfig(
  schemas: Record<string, JsonSchema>,
  definitions: JsonSchema,
  settings: CmsSettings,
): Record<string, unknown> {
  const languages = settings.languages ?? []
  const translated = languages.length > 1
  return {
    backend: {
      name: "github",
      repo: settings.repo,
      branch: settings.branch,
      ...(settings.oauthUrl ? { base_url: settings.oauthUrl } : { auth_methods: ["token"] }),
      // One commit on main per published change, titled by the change.
      squash_merges: true,
      preview_context: PREVIEW_CONTEXT,
    },
    // A save is a draft: a branch and a pull request, which CI checks and deploys to a preview
    // address; publishing merges it.
    publish_mode: "editorial_workflow",
    app_title: `${settings.siteName}: content`,
    ...(settings.siteUrl ? { site_url: settings.siteUrl } : {}),
    media_folder: `${EDITORS_FOLDER}/${IMAGES_FOLDER}`,
    public_folder: IMAGES_FOLDER,
    media_libraries: mediaLibraries(longestSideFor(undefined)),
    // An upload's name in plain letters ("Café Galle.jpg" becomes cafe-galle.webp): a picture's path
    // holds letters, digits, dots, dashes and underscores only, and the check refuses any other.
    slug: { encoding: "ascii", clean_accents: true },
    // What a save writes must be what the files hold already, so a diff shows only the edit.
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    // The site's languages side by side, each other's texts in a file of its own beside the first's.
    ...(translated
      ? {
          i18n: {
            structure: "multiple_files",
            locales: languages,
            default_locale: languages[0],
            omit_default_locale_from_file_path: true,
          },
        }
      : {}),
    collections: [
      {
        name: EDITOR_COLLECTION,
        label: "Site content",
        icon: "edit_note",
        ...(translated ? { i18n: true } : {}),
        files: CONTENT_FILES.map((spec) => {
          const fileSchema = schemas[spec.schema]
          if (!fileSchema) throw new Error(`no schema ${spec.schema} for ${spec.file}`)
          // Each language's texts in a file beside the first's (projects.si.json), as the build reads them.
          const inLanguages = translated && hasText(fileSchema, { definitions, local: fileSchema })
          return {
            name: spec.file.replace(/\.json$/, ""),
            label: titleOf(spec.file, fileSchema),
            file: `${EDITORS_FOLDER}/${inLanguages ? translationFile(spec.file, LOCALE) : spec.file}`,
            ...(inLanguages ? { i18n: true } : {}),
            format: "json",
            // The one page shows every file: a draft's "View Preview" opens it on the preview deploy.
            preview_path: "/",
            fields: fieldsForFile(spec, fileSchema, definitions),
          }
        }),
      },
    ],
  }
}

/**
 * A content file's text as the editor writes it: keys in the form's order, optional fields left
 * empty dropped, two spaces, a final newline. Files kept in this form give one-entry diffs.
 */
export function asEditorWrites(value: unknown, fields: CmsField[]): string {
  return `${JSON.stringify(shape(value, fields), null, 2)}\n`
}

function shape(value: unknown, fields: CmsField[]): unknown {
  const [root] = fields
  if (fields.length === 1 && root?.root) return shapeField(value, root)
  if (!value || typeof value !== "object" || Array.isArray(value)) return value
  const record = value as Record<string, unknown>
  const known = new Set(fields.map((field) => field.name))
  const shaped: Record<string, unknown> = {}
  for (const field of fields) {
    const item = record[field.name]
    if (item === undefined || (field.required === false && isEmpty(item))) continue
    shaped[field.name] = shapeField(item, field)
  }
  // Keys the form does not know stay at the end, so the check can name them.
  for (const [key, item] of Object.entries(record)) if (!known.has(key)) shaped[key] = item
  return shaped
}

function shapeField(value: unknown, field: CmsField): unknown {
  if (field.widget === "object") return shape(value, field.fields as CmsField[])
  if (field.widget === "list" && Array.isArray(value)) {
    if (field.fields) return value.map((item) => shape(item, field.fields as CmsField[]))
    if (field.field) return value.map((item) => shapeField(item, field.field as CmsField))
  }
  return value
}

const isEmpty = (value: unknown) => value === "" || value === null || (Array.isArray(value) && value.length === 0)
