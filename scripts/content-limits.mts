// What follows from the content files and their schemas (the one source): CONTENT.md's table of
// length limits and VS Code's schema for each file (.vscode/settings.json). `npm run
// content:limits` rewrites both; with --check (in npm test) it fails when either is out of date.
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import prettier from "prettier"
import { CONTENT_FILES } from "../shared/content-files"

const START = "<!-- limits:start (npm run content:limits writes this table from content/schemas) -->"
const END = "<!-- limits:end -->"

/** Rows of [file, field, limit, reason] for every maxLength and maxItems in one schema. */
type Schema = {
  maxLength?: number
  maxItems?: number
  description?: string
  properties?: Record<string, Schema>
  items?: Schema
  definitions?: Record<string, Schema>
}
type Row = [file: string, field: string, limit: string, reason: string]

function limitsOf(file: string, schema: Schema, at = ""): Row[] {
  const rows: Row[] = []
  const reason = (description = "") => description.replace(/^.*?At most \d+ characters: /, "").replace(/\.$/, "")
  if (schema.maxLength) rows.push([file, at, `${schema.maxLength} characters`, reason(schema.description)])
  if (schema.maxItems) rows.push([file, at, `${schema.maxItems} items`, schema.description?.split(": ").pop() ?? ""])
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    rows.push(...limitsOf(file, value, at ? `${at}.${key}` : key))
  if (schema.items) rows.push(...limitsOf(file, schema.items, at ? `${at}[]` : ""))
  for (const [key, value] of Object.entries(schema.definitions ?? {}))
    if (key === "callToAction") rows.push(...limitsOf(file, value, "hero.primaryCta / secondaryCta"))
  return rows
}

const schemas = path.resolve("content/schemas")
const rows = CONTENT_FILES.flatMap(({ file, schema }) =>
  limitsOf(file, JSON.parse(readFileSync(path.join(schemas, schema), "utf8"))),
)
const table = [
  "| file | field | at most | why |",
  "| --- | --- | --- | --- |",
  ...rows.map(([file, field, limit, why]) => `| \`${file}\` | \`${field || "(each entry)"}\` | ${limit} | ${why} |`),
].join("\n")

const guide = readFileSync("CONTENT.md", "utf8")
const [before, rest] = guide.split(START)
const after = rest?.split(END)[1]
if (after === undefined) throw new Error(`CONTENT.md has no ${START} … ${END} markers`)
// Formatted as `npm run format` would, so the two never fight over the table.
const updated = await prettier.format(`${before}${START}\n\n${table}\n\n${END}${after}`, {
  ...(await prettier.resolveConfig("CONTENT.md")),
  filepath: "CONTENT.md",
})
const vscode = await prettier.format(
  JSON.stringify({
    "json.schemas": CONTENT_FILES.map(({ file, schema }) => ({
      fileMatch: [`content/${file}`],
      url: `./content/schemas/${schema}`,
    })),
  }),
  { ...(await prettier.resolveConfig(".vscode/settings.json")), filepath: ".vscode/settings.json" },
)
const written: [string, string, string][] = [
  ["CONTENT.md", guide, updated],
  [".vscode/settings.json", readFileSync(".vscode/settings.json", "utf8"), vscode],
]
for (const [file, before, after] of written) {
  if (process.argv.includes("--check")) {
    if (before === after) continue
    console.error(`${file} is out of date with content/schemas: run npm run content:limits`)
    process.exit(1)
  } else writeFileSync(file, after)
}
console.log(
  `CONTENT.md lists all ${rows.length} limits of content/schemas; VS Code knows all ${CONTENT_FILES.length} files.`,
)
