/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import {
  asEditorWrites,
  cmsConfig,
  fieldsForFile,
  HIDDEN_MARK,
  markHiddenSections,
  type CmsField,
} from "../../node/content/cms-config"
import type { JsonSchema } from "../../shared/json-schema"
import { CONTENT_FILES, SECTION_LABELS, SECTION_LINKS } from "../../shared/content-files"
import { ADDRESS_WIDGET } from "../../shared/case-studies"
import { validateContent } from "../../node/content/validate"
import { formatContent } from "../../node/content/format"
import { placeholderMessage, placeholderPattern } from "../../shared/placeholders"
import { contentSandbox } from "../content-sandbox"
import { CONTENT_DIR, anchor } from "../content"
import { translationOf } from "../../shared/languages"

const readJson = <T = JsonSchema>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T
const schemaDir = path.resolve("schemas")
const definitions = readJson(path.join(schemaDir, "definitions.schema.json"))
const schemas = Object.fromEntries(CONTENT_FILES.map(({ schema }) => [schema, readJson(path.join(schemaDir, schema))]))
const settings = { repo: "serendib/site", branch: "main", siteName: "Serendib Studio" }
const config = cmsConfig(schemas, definitions, settings) as {
  backend: Record<string, unknown>
  collections: { files: { name: string; file: string; fields: CmsField[] }[] }[]
}
const files = config.collections[0]!.files
const fieldsOf = (file: string) => files.find((entry) => entry.file === `content/${file}`)!.fields

/** The dotted paths a schema defines (lists as "[]"), following $refs, without "$schema". */
function schemaPaths(schema: JsonSchema, local: JsonSchema, prefix = ""): string[] {
  const ref = schema.$ref
  if (ref) {
    const [file, pointer = ""] = ref.split("#")
    const target = (file ? definitions : local).definitions?.[pointer.replace("/definitions/", "")]
    return schemaPaths({ ...target, ...schema, $ref: undefined }, file ? definitions : local, prefix)
  }
  if (schema.type === "array") return [prefix, ...schemaPaths(schema.items ?? {}, local, `${prefix}[]`)]
  // An object inside a list is the list's item, not a field of its own.
  const isItem = schema.type === "object" && prefix.endsWith("[]")
  return [
    ...(prefix && !isItem ? [prefix] : []),
    ...Object.entries(schema.properties ?? {})
      .filter(([name]) => !name.startsWith("$"))
      .flatMap(([name, property]) => schemaPaths(property, local, prefix ? `${prefix}.${name}` : name)),
  ]
}

/** The same paths as the editor's form has them (a top-level list is the file itself). */
function formPaths(fields: CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const here = field.root ? "" : prefix ? `${prefix}.${field.name}` : field.name
    const nested = field.fields as CmsField[] | undefined
    const item = field.field as CmsField | undefined
    if (field.widget === "list")
      return [here, ...(nested ? formPaths(nested, `${here}[]`) : []), ...(item ? [`${here}[]`] : [])]
    if (field.widget === "object") return [here, ...formPaths(nested!, here)]
    return [here]
  })
}

describe("the content editor's configuration", () => {
  it("gives every content file a place in the editor", () => {
    // A translation (site.si.json) is its content file's, in the languages the editor shows beside it.
    const contentFiles = readdirSync(path.resolve("content")).filter(
      (file) => file.endsWith(".json") && !translationOf(file),
    )
    expect(files.map((entry) => entry.file).sort()).toEqual(contentFiles.map((file) => `content/${file}`).sort())
  })

  it.each(CONTENT_FILES.map((spec) => [spec.file, spec] as const))(
    "gives every field of %s's schema a place in the form, and nothing else",
    (file, spec) => {
      const schema = schemas[spec.schema]!
      const expected = schemaPaths(schema, schema).filter((entry) => entry !== "")
      expect(
        formPaths(fieldsOf(file))
          .filter((entry) => entry !== "")
          .sort(),
      ).toEqual(expected.sort())
    },
  )

  it("is a configuration the installed Sveltia CMS accepts", () => {
    const cmsSchema = readJson<object>(path.resolve("node_modules/@sveltia/cms/schema/sveltia-cms.json"))
    const ajv = new Ajv({ strict: false, allErrors: true })
    addFormats(ajv)
    const validate = ajv.compile(cmsSchema)
    expect(validate(config) ? [] : validate.errors).toEqual([])
  })

  it("takes labels, hints, required fields, limits and patterns from the schemas", () => {
    const [projects] = fieldsOf("projects.json")
    // As many projects as the schema allows; the list says how many the carousel shows.
    // Entries with an id cannot be duplicated: the copy's hidden id would be the same.
    expect(projects).toMatchObject({
      root: true,
      widget: "list",
      min: 1,
      label_singular: "project",
      allow_duplicate: false,
    })
    expect(fieldsOf("services.json")[0]!.allow_duplicate).toBeUndefined()
    expect(projects!.max).toBe(
      (JSON.parse(readFileSync("schemas/projects.schema.json", "utf8")) as { maxItems: number }).maxItems,
    )
    const project = projects!.fields as CmsField[]
    const field = (name: string) => project.find((entry) => entry.name === name)!
    expect(field("title")).toMatchObject({
      label: "Title",
      widget: "string",
      maxlength: 60,
      hint: expect.stringMatching(/^The project's name, shown as the slide heading\. At most 60 characters/),
      pattern: [placeholderPattern([], definitions.definitions!.text!.pattern!), placeholderMessage([])],
    })
    // A folded entry shows its picture and its words, not a file's path: a project its cover and
    // title, a case study's picture its description (a longer text, the entry's only one).
    expect(projects).toMatchObject({ thumbnail: "image", summary: "{{title}}" })
    const study = field("caseStudy").fields as CmsField[]
    expect(study.find((entry) => entry.name === "pictures")).toMatchObject({ thumbnail: "image", summary: "{{alt}}" })
    // Its address: the field that offers one from the title and names a taken one, the schema's limits kept.
    expect(study.find((entry) => entry.name === "slug")).toMatchObject({
      widget: ADDRESS_WIDGET,
      minlength: 3,
      maxlength: 60,
      pattern: [expect.any(String), expect.stringMatching(/^Use only small letters/)],
    })
    // A word keeps the placeholders its schema declares: the form refuses one misspelt or dropped.
    const contact = fieldsOf("words.json").find((entry) => entry.name === "contact")!.fields as CmsField[]
    const [pattern, message] = contact.find((entry) => entry.name === "replyTime")!.pattern as [string, string]
    expect(message).toContain("{time}")
    const refused = (text: string) => !new RegExp(pattern, "u").test(text)
    expect(["We reply within {time}.", "We reply within {times}.", "We reply within 24 hours."].map(refused)).toEqual([
      false,
      true,
      true,
    ])
    expect(field("title").required).toBeUndefined()
    expect(field("description")).toMatchObject({ widget: "text", maxlength: 280 })
    // No editor types an id: the editor makes one for each new entry, and keeps it.
    expect(field("id")).toEqual({ name: "id", label: "Id", widget: "hidden", default: "{{uuid_short}}" })
    expect(field("githubUrl")).toMatchObject({
      required: false,
      pattern: [expect.stringMatching(/^\^\$\|/), expect.any(String)],
    })
    expect(field("image")).toMatchObject({
      widget: "image",
      choose_url: false,
      media_folder: "/content/images/covers",
      public_folder: "images/covers",
      hint: expect.stringMatching(/ideally 1600×1000 pixels \(16:10\)\. .* up to 5 MB: a larger photo is scaled down/),
    })
    expect(field("tags")).toMatchObject({ widget: "list", max: 6, min: 1, field: { widget: "string", maxlength: 20 } })
    const client = field("client").fields as CmsField[]
    expect(client.find((entry) => entry.name === "logo")).toMatchObject({
      required: false,
      public_folder: "images/clients",
    })

    const services = fieldsOf("services.json")[0]!.fields as CmsField[]
    expect(services.find((entry) => entry.name === "icon")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining([{ label: "Code (brackets)", value: "code" }]),
    })
    const site = fieldsOf("site.json")
    // A year, whose digits the preview pane would group ("2,025"), stays out of it.
    expect(site.find((entry) => entry.name === "copyrightYear")).toMatchObject({ widget: "number", preview: false })
    // The brand colour: a picker with a box to type it in, which refuses anything but #RRGGBB.
    const brand = site.find((entry) => entry.name === "brandColour")!
    expect(brand).toMatchObject({ widget: "color", allowInput: true })
    expect(
      ["#14b8a6", "#14B8A6", "teal", "#14b8a"].map((value) => new RegExp((brand.pattern as string[])[0]!).test(value)),
    ).toEqual([true, true, false, false])
    const hero = site.find((entry) => entry.name === "hero")!.fields as CmsField[]
    expect(hero.find((entry) => entry.name === "primaryCta")).toMatchObject({
      widget: "object",
      label: "Main button",
      fields: [
        { name: "label", label: "Button text", maxlength: 24 },
        // By the section's name, as the check's messages name it.
        {
          name: "href",
          widget: "select",
          options: expect.arrayContaining([{ label: SECTION_LABELS.contact, value: anchor("contact") }]),
        },
      ],
    })
  })

  it("marks in the link picker each section the live site hides, keeping every section a choice", () => {
    // Said where sections are hidden: the marks follow once the change is published.
    const sections = fieldsOf("site.json").find((field) => field.name === "sections")!
    expect(sections.hint).toContain(`"${HIDDEN_MARK}" once the change is published`)
    const arranged = ["services", "contact"] // the hero and these shown; the others hidden
    const marked = cmsConfig(schemas, markHiddenSections(definitions, arranged), settings) as typeof config
    const menu = marked.collections[0]!.files.find(({ file }) => file === "content/navigation.json")!.fields
    const options = (menu[0]!.fields as CmsField[]).find(({ name }) => name === "href")!.options as {
      label: string
      value: string
    }[]
    expect(options).toContainEqual({ label: SECTION_LABELS.services, value: anchor("services") })
    expect(options).toContainEqual({ label: `${SECTION_LABELS.portfolio} ${HIDDEN_MARK}`, value: anchor("portfolio") })
    expect(options).toHaveLength(SECTION_LINKS.length)
  })

  it("signs in with a token unless an OAuth client is configured", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "serendib/site",
      branch: "main",
      auth_methods: ["token"],
    })
    const withOauth = cmsConfig(schemas, definitions, { ...settings, oauthUrl: "https://auth.example.lk" })
    expect(withOauth.backend).toMatchObject({ base_url: "https://auth.example.lk" })
    expect(withOauth.backend).not.toHaveProperty("auth_methods")
  })

  it("names the field when a schema gives one no title", () => {
    const broken = structuredClone(schemas)
    delete broken["testimonials.schema.json"]!.items!.properties!.review!.title
    expect(() => cmsConfig(broken, definitions, settings)).toThrow('the schema gives the field "review" no title')
  })
})

describe("files laid out as the editor writes them", () => {
  const testimonialFields = fieldsForFile(
    CONTENT_FILES.find((spec) => spec.file === "testimonials.json")!,
    schemas["testimonials.schema.json"]!,
    definitions,
  )
  const projectFields = fieldsForFile(
    CONTENT_FILES.find((spec) => spec.file === "projects.json")!,
    schemas["projects.schema.json"]!,
    definitions,
  )

  it("orders keys as the form does, drops optional fields left empty, and keeps unknown keys last", () => {
    const written = asEditorWrites(
      [{ tags: ["React"], stray: 1, githubUrl: "", title: "T", client: { url: "u", name: "n" }, id: 3 }],
      projectFields,
    )
    expect(JSON.parse(written)).toEqual([
      { id: 3, title: "T", client: { name: "n", url: "u" }, tags: ["React"], stray: 1 },
    ])
    expect(Object.keys(JSON.parse(written)[0])).toEqual(["id", "title", "client", "tags", "stray"])
    expect(written).toBe(`${JSON.stringify(JSON.parse(written), null, 2)}\n`)
  })

  it("keeps required fields even when empty, so the check can name them", () => {
    expect(JSON.parse(asEditorWrites([{ id: 1, name: "" }], testimonialFields))).toEqual([{ id: 1, name: "" }])
  })

  it("warns about a file laid out differently, and content:format lays it out", async () => {
    const sandbox = contentSandbox()
    try {
      // What the content set is warned about already (a picture no entry uses, say) stays as it was.
      const before = (await validateContent(sandbox.dir)).warnings
      const compact = JSON.stringify(JSON.parse(sandbox.read("navigation.json")))
      sandbox.write("navigation.json", compact)
      const { warnings } = await validateContent(sandbox.dir)
      const said = (warning: { file: string; message: string }) => `${warning.file}: ${warning.message}`
      expect(warnings.filter((warning) => !before.map(said).includes(said(warning)))).toEqual([
        expect.objectContaining({
          file: "content/navigation.json",
          line: 1,
          message: expect.stringContaining("laid out differently from how the content editor (/admin/) writes it"),
        }),
      ])
      expect(formatContent(sandbox.dir)).toEqual(["content/navigation.json"])
      expect(sandbox.read("navigation.json")).toBe(readFileSync(path.join(CONTENT_DIR, "navigation.json"), "utf8"))
      expect((await validateContent(sandbox.dir)).warnings).toEqual(before)
    } finally {
      sandbox.dispose()
    }
  })
})

describe("the editor's words", () => {
  /** Words of the files and the code, which an editor working in the browser never needs. */
  const NOT_EDITORS_WORDS = [
    /\bJSON\b/,
    /\barrays?\b/i,
    /\bintegers?\b/i,
    /\bstrings?\b/i,
    /\bboolean\b/i,
    /\bnull\b/,
    /\bschemas?\b/i,
    /\bslugs?\b/i,
    /\d\s*px\b/,
    /2147483647/,
    /\bas text\b/,
    /\[\s*"/,
  ]
  const jargon = (text: string) => NOT_EDITORS_WORDS.filter((word) => word.test(text)).map(String)

  /** Every text the form shows: labels, hints, the messages of its patterns. */
  function shown(value: unknown): string[] {
    if (Array.isArray(value)) return value.flatMap(shown)
    if (!value || typeof value !== "object") return []
    return Object.entries(value).flatMap(([key, item]) => {
      if (["label", "label_singular", "hint", "app_title"].includes(key) && typeof item === "string") return [item]
      if (key === "pattern" && Array.isArray(item)) return [String(item[1])]
      return shown(item)
    })
  }

  it("fills the form with labels, hints and messages free of the files' and the code's words", () => {
    const texts = shown(config)
    expect(texts.length).toBeGreaterThan(100)
    expect(texts.filter((text) => jargon(text).length)).toEqual([])
  })
})

describe("the editor of a site in more than one language", () => {
  const inLanguages = cmsConfig(schemas, definitions, { ...settings, languages: ["en", "si", "ta"] }) as {
    i18n?: Record<string, unknown>
    collections: { i18n?: boolean; files: { name: string; file: string; i18n?: boolean; fields: CmsField[] }[] }[]
  }
  const [collection] = inLanguages.collections
  const file = (name: string) => collection!.files.find((entry) => entry.name === name)!

  it("shows the languages side by side, each other's texts in a file beside the first's, as the build reads them", () => {
    expect(inLanguages.i18n).toEqual({
      structure: "multiple_files",
      locales: ["en", "si", "ta"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
    })
    expect(collection!.i18n).toBe(true)
    expect(file("site")).toMatchObject({ file: "content/site.{{locale}}.json", i18n: true })
  })

  it("asks for the texts in each language, and the pictures, addresses and years once", () => {
    const [list] = file("projects").fields
    const fields = list!.fields as CmsField[]
    const named = (name: string) => fields.find((field) => field.name === name)!
    expect(list!.i18n).toBe(true)
    expect(named("title").i18n).toBe(true)
    expect(named("caseStudy").i18n).toBe(true)
    for (const shared of ["image", "year", "liveUrl"]) expect(named(shared).i18n).toBeUndefined()
  })

  it("is the one-language editor's, unchanged, on a site of one language", () => {
    expect(config).not.toHaveProperty("i18n")
    expect(fieldsOf("site.json")).toBeDefined()
  })
})
