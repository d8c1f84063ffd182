// What programs read that follows from the schemas and the closed list of the editors' files
// (shared/content-files.ts), each made by its own module in scripts/lib/from-schemas/: the choices
// and picture paths the schemas allow (definitions.schema.json), the words the page's query asks
// for (src/lib/words.ts), .github/CODEOWNERS, and VS Code's schema for each file. `npm run
// content:limits` rewrites them; with --check (in npm test) it fails when one is out of date. The
// limits themselves are the schemas': the editor shows each under its field.
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import prettier from "prettier"
import { CONTENT_FILES, SCHEMA_DIR } from "../shared/content-files"
import type { JsonSchema } from "../shared/json-schema"
import { withChoices } from "./lib/from-schemas/choices"
import { codeowners } from "./lib/from-schemas/codeowners"
import { wordsQuery } from "./lib/from-schemas/words-query"

const read = (file: string) => readFileSync(file, "utf8")
/** Formatted as `npm run format` would, so the two never fight. */
const formatted = async (file: string, text: string) =>
  prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file })

const DEFINITIONS = path.relative(process.cwd(), path.join(SCHEMA_DIR, "definitions.schema.json"))
const WORDS = path.relative(process.cwd(), path.join(SCHEMA_DIR, "words.schema.json"))
const made: Record<string, (before: string) => string | Promise<string>> = {
  [DEFINITIONS]: (before) => formatted(DEFINITIONS, JSON.stringify(withChoices(JSON.parse(before)))),
  "src/lib/words.ts": (before) => wordsQuery(before, JSON.parse(read(WORDS)) as JsonSchema),
  ".github/CODEOWNERS": codeowners,
  ".vscode/settings.json": () =>
    formatted(
      ".vscode/settings.json",
      JSON.stringify({
        "json.schemas": CONTENT_FILES.map(({ file, schema }) => ({
          fileMatch: [`content/${file}`],
          url: `./schemas/${schema}`,
        })),
      }),
    ),
}
for (const [file, make] of Object.entries(made)) {
  const before = read(file)
  const after = await make(before)
  if (!process.argv.includes("--check")) writeFileSync(file, after)
  else if (before !== after) {
    console.error(`${file} is out of date with schemas/ and shared/content-files.ts: run npm run content:limits`)
    process.exit(1)
  }
}
console.log(`The schemas' choices, the words query, VS Code and CODEOWNERS follow all ${CONTENT_FILES.length} files.`)
