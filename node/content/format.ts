// `npm run content:format`: content files laid out as the content editor writes them.
import { existsSync, writeFileSync } from "node:fs"
import path from "node:path"
import { CONTENT_FILES, SCHEMA_DIR } from "../../shared/content-files"
import type { JsonSchema } from "../../shared/json-schema"
import { asEditorWrites, fieldsForFile } from "./cms-config"
import { readContentFile } from "./read"
import { loadSchema } from "./validate"

/**
 * Rewrites every content file that parses the way the content editor writes it (keys in the
 * form's order, optional fields left empty dropped, two spaces): `npm run content:format`.
 * Returns the files it changed; files that are not valid JSON are left for the check to name.
 */
export function formatContent(contentDir: string, label = "content"): string[] {
  const definitions = loadSchema(SCHEMA_DIR, "definitions.schema.json")
  if ("problem" in definitions) return []
  const changed: string[] = []
  for (const spec of CONTENT_FILES) {
    const schema = loadSchema(SCHEMA_DIR, spec.schema)
    const filePath = path.join(contentDir, spec.file)
    if ("problem" in schema || !existsSync(filePath)) continue
    const read = readContentFile(filePath)
    if ("problem" in read) continue
    let value: unknown
    try {
      value = JSON.parse(read.text)
    } catch {
      continue
    }
    const text = asEditorWrites(value, fieldsForFile(spec, schema.value as JsonSchema, definitions.value as JsonSchema))
    if (text === read.text) continue
    writeFileSync(filePath, text)
    changed.push(`${label}/${spec.file}`)
  }
  return changed
}
