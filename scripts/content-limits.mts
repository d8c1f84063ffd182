// What follows from the content files, their schemas and the closed list of the editors' files (the
// one source, shared/content-files.ts): CONTENT.md's limits by the form's labels, docs/content.md's
// table of the files and their keys, the words the page asks for (src/lib/words.ts), VS Code's schema for each file
// (.vscode/settings.json), the section links the schemas allow (definitions.schema.json) and
// .github/CODEOWNERS. `npm run content:limits` rewrites them; with --check (in npm test) it fails
// when one is out of date.
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import prettier from "prettier"
import {
  ARRANGED_SECTIONS,
  CONTENT_FILES,
  EDITORS_FOLDER,
  IMAGE_TYPES,
  IMAGES_FOLDER,
  SECTION_LABELS,
  SECTION_LINKS,
  picturePath,
  sectionOfLink,
} from "../shared/content-files"
import { TYPEFACES } from "../shared/fonts"
import { resolve, type JsonSchema } from "../shared/json-schema"

const START = "<!-- limits:start (npm run content:limits writes this table from schemas) -->"
const END = "<!-- limits:end -->"
const FILES_START = "<!-- files:start (npm run content:limits writes this table from schemas) -->"
const FILES_END = "<!-- files:end -->"

/** Rows of [file, field, limit, reason] for every maxLength and maxItems in one schema, named by the form's labels. */
type Schema = {
  title?: string
  enum?: readonly string[]
  maxLength?: number
  maxItems?: number
  description?: string
  properties?: Record<string, Schema>
  items?: Schema
  definitions?: Record<string, Schema>
  $ref?: string
}
type Row = [file: string, field: string, limit: string, reason: string]

function limitsOf(file: string, schema: Schema, root: Schema, at = ""): Row[] {
  const rows: Row[] = []
  const reason = (description = "") => description.replace(/^.*?At most \d+ characters: /, "").replace(/\.$/, "")
  if (schema.maxLength) rows.push([file, at, `${schema.maxLength} characters`, reason(schema.description)])
  if (schema.maxItems) rows.push([file, at, `${schema.maxItems} items`, schema.description?.split(": ").pop() ?? ""])
  // A field defined once for several (the hero's two buttons) is followed to its definition.
  const local = /^#\/definitions\/(\w+)$/.exec(schema.$ref ?? "")?.[1]
  const properties = schema.properties ?? (local ? root.definitions?.[local]?.properties : undefined) ?? {}
  for (const [key, value] of Object.entries(properties))
    if (!key.startsWith("$"))
      rows.push(...limitsOf(file, value, root, at ? `${at} → ${value.title ?? key}` : (value.title ?? key)))
  if (schema.items) rows.push(...limitsOf(file, schema.items, root, at))
  return rows
}

const schemas = path.resolve("schemas")
const rows = CONTENT_FILES.flatMap(({ file, schema }) => {
  const root = JSON.parse(readFileSync(path.join(schemas, schema), "utf8")) as Schema
  return limitsOf(root.title ?? file, root, root)
})
const table = [
  "| in | field | at most | why |",
  "| --- | --- | --- | --- |",
  ...rows.map(([file, field, limit, why]) => `| ${file} | ${field || "(the list)"} | ${limit} | ${why} |`),
].join("\n")

// The in-page links a content file may hold are the page's sections (shared/content-files.ts); the
// check's message lists them, and the editor offers them as choices.
const DEFINITIONS = "schemas/definitions.schema.json"
const definitionsFile = JSON.parse(readFileSync(DEFINITIONS, "utf8")) as JsonSchema & {
  definitions: Record<string, JsonSchema>
}
const links = [...SECTION_LINKS]
definitionsFile.definitions.sectionLink = {
  ...definitionsFile.definitions.sectionLink,
  enum: links,
  // By the section's name, as the check's messages name it.
  enumDescriptions: links.map((link) => {
    const key = sectionOfLink(link)
    if (!key) throw new Error(`${link} leads to no section`)
    return SECTION_LABELS[key]
  }),
  description: "a link to a section of the page",
}
// The sections an agency arranges in site.json, by key, named as the editor's picker shows them.
definitionsFile.definitions.section = {
  ...definitionsFile.definitions.section,
  type: "string",
  enum: ARRANGED_SECTIONS.map(({ key }) => key),
  enumDescriptions: ARRANGED_SECTIONS.map(({ key }) => SECTION_LABELS[key]),
  description: "a section of the page",
}
// The typefaces the site ships (shared/fonts.ts), by key, named as the editor's picker shows them.
definitionsFile.definitions.typeface = {
  ...definitionsFile.definitions.typeface,
  type: "string",
  enum: Object.keys(TYPEFACES),
  enumDescriptions: Object.values(TYPEFACES).map(({ name }) => name),
  description: "one of the typefaces the site ships",
}
// Pictures' paths as the closed list of the editors' files takes them (shared/content-files.ts);
// a logo may also be an SVG.
const endings = Object.keys(IMAGE_TYPES)
definitionsFile.definitions.imagePath = {
  ...definitionsFile.definitions.imagePath,
  pattern: picturePath(endings.filter((ending) => ending !== "svg")),
}
definitionsFile.definitions.logoPath = { ...definitionsFile.definitions.logoPath, pattern: picturePath(endings) }
const linked = await prettier.format(JSON.stringify(definitionsFile), {
  ...(await prettier.resolveConfig(DEFINITIONS)),
  filepath: DEFINITIONS,
})
/** Each field of an entry: its name and label, what it may be, whether it can be left out. */
const definitions = definitionsFile
function fieldsOf(schema: JsonSchema, root: JsonSchema, depth = 0): string {
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => !key.startsWith("$"))
    .map(([key, property]) => {
      const field = resolve(property, definitions, root)
      if (field["x-generated"]) return ""
      const optional = schema.required?.includes(key) ? "" : "optional "
      const inner = field.type === "object" && depth === 0 ? `: ${fieldsOf(field, root, 1)}` : ""
      const choices = field.enum ? `: one of ${field.enum.map((value) => `\`${value}\``).join(", ")}` : ""
      return depth ? `\`${key}\`` : `${optional}\`${key}\` (${field.title ?? key}${inner})${choices}`
    })
    .filter(Boolean)
    .join(", ")
}
const files = [
  "| file | what it holds | fields |",
  "| --- | --- | --- |",
  ...CONTENT_FILES.map(({ file, schema }) => {
    const root = JSON.parse(readFileSync(path.join(schemas, schema), "utf8")) as JsonSchema
    const list = root.type === "array"
    return `| \`${file}\` | ${root.title}${list ? ", a list" : ""} | ${fieldsOf(list ? (root.items ?? {}) : root, root)} |`
  }),
].join("\n")

/** The guide with what lies between `start` and `end` replaced. */
function between(text: string, start: string, end: string, inner: string): string {
  const [before, rest] = text.split(start)
  const after = rest?.split(end)[1]
  if (after === undefined) throw new Error(`a guide has no ${start} … ${end} markers`)
  return `${before}${start}\n\n${inner}\n\n${end}${after}`
}
// Formatted as `npm run format` would, so the two never fight over the tables.
const withTable = async (file: string, start: string, end: string, inner: string) =>
  prettier.format(between(readFileSync(file, "utf8"), start, end, inner), {
    ...(await prettier.resolveConfig(file)),
    filepath: file,
  })
const DEVELOPERS_GUIDE = "docs/content.md"
const vscode = await prettier.format(
  JSON.stringify({
    "json.schemas": CONTENT_FILES.map(({ file, schema }) => ({
      fileMatch: [`content/${file}`],
      url: `./schemas/${schema}`,
    })),
  }),
  { ...(await prettier.resolveConfig(".vscode/settings.json")), filepath: ".vscode/settings.json" },
)
// CODEOWNERS from the closed list of the editors' files: everything is the developers' (the team
// named on the first rule, which the agency sets), but those. GitHub reads it case-sensitively, so
// the endings are the list's own (lower case). The lines with an owner after the first put back with
// the developers anything in a folder (as `site.json/`) but pictures under images/, a dotfile, and
// anything in a folder whose name has a dot (as `x.png/`).
const CODEOWNERS = ".github/CODEOWNERS"
const codeowners = readFileSync(CODEOWNERS, "utf8")
const team = /^\*\s+(\S+)/m.exec(codeowners)?.[1] ?? "@serendib-studio/developers"
const pictures = `/${EDITORS_FOLDER}/${IMAGES_FOLDER}/**`
const owners = `${[
  '# Who must review a change before it reaches main (branch protection: "Require review from Code',
  "# Owners\", docs/publishing.md). Everything is the developers', but the editors' content files and",
  "# pictures, which publish without a developer's review. The last matching line wins.",
  "# `npm run content:limits` writes this file from shared/content-files.ts: change the team's name",
  "# on the next line only.",
  `* ${team}`,
  ...CONTENT_FILES.map(({ file }) => `/${EDITORS_FOLDER}/${file}`),
  `/${EDITORS_FOLDER}/*/ ${team}`,
  ...Object.keys(IMAGE_TYPES).map((extension) => `${pictures}/*.${extension}`),
  `${pictures}/*.*/ ${team}`,
  `${pictures}/.* ${team}`,
].join("\n")}\n`
// The page's query asks for every word the schema has (GraphQL names each field it wants).
const WORDS_QUERY = "src/lib/words.ts"
const wordsSchema = JSON.parse(readFileSync(path.join(schemas, "words.schema.json"), "utf8")) as JsonSchema
const groups = Object.entries(wordsSchema.properties ?? {}).filter(([key]) => !key.startsWith("$"))
const wordFields = groups
  .map(
    ([group, { properties = {} }]) =>
      `    ${group} {\n${Object.keys(properties)
        .map((key) => `      ${key}\n`)
        .join("")}    }`,
  )
  .join("\n")
const wordsQueryBefore = readFileSync(WORDS_QUERY, "utf8")
const wordsQuery = wordsQueryBefore.replace(
  /(# words:start[^\n]*\n)[\s\S]*?(\n\s*# words:end)/,
  (_, start: string, end: string) => `${start}${wordFields}${end}`,
)
const written: [string, string, string][] = [
  [WORDS_QUERY, wordsQueryBefore, wordsQuery],
  [CODEOWNERS, codeowners, owners],
  ["CONTENT.md", readFileSync("CONTENT.md", "utf8"), await withTable("CONTENT.md", START, END, table)],
  [
    DEVELOPERS_GUIDE,
    readFileSync(DEVELOPERS_GUIDE, "utf8"),
    await withTable(DEVELOPERS_GUIDE, FILES_START, FILES_END, files),
  ],
  [".vscode/settings.json", readFileSync(".vscode/settings.json", "utf8"), vscode],
  [DEFINITIONS, readFileSync(DEFINITIONS, "utf8"), linked],
]
for (const [file, before, after] of written) {
  if (process.argv.includes("--check")) {
    if (before === after) continue
    console.error(`${file} is out of date with schemas/ and shared/content-files.ts: run npm run content:limits`)
    process.exit(1)
  } else writeFileSync(file, after)
}
console.log(
  `CONTENT.md lists all ${rows.length} limits of schemas/; VS Code and CODEOWNERS know all ${CONTENT_FILES.length} files.`,
)
