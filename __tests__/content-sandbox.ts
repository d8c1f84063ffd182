import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { CONTENT_DIR } from "./content"
import { siteLanguages, translationOf } from "../shared/languages"

/** A complete content set of the tests' own, another agency's. */
export const SECOND_AGENCY = path.resolve("__tests__/second-agency")

/** A scratch copy of the content the suite runs on (CONTENT_DIR), or of another set, removed by `dispose`. */
export function contentSandbox(from = CONTENT_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  cpSync(from, dir, { recursive: true, dereference: true })
  return {
    dir,
    read: (file: string) => readFileSync(path.join(dir, file), "utf8"),
    write: (file: string, text: string) => writeFileSync(path.join(dir, file), text),
    // Into a folder the set may not have yet (the editor uploads covers to images/covers/).
    writeBytes: (file: string, bytes: Uint8Array) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), bytes)
    },
    copy: (from: string, to: string) => copyFileSync(path.join(dir, from), path.join(dir, to)),
    /** Parses a file, lets `change` edit the data, writes it back pretty-printed. */
    edit<T>(file: string, change: (data: T) => void) {
      const data = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as T
      change(data)
      writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`)
    },
    remove: (file: string) => rmSync(path.join(dir, file)),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/**
 * A scratch copy of the content in its first language alone, its translations and its list of them
 * taken out: for what a test proves of one language (an agency's month, develop's reloads), which
 * the site's other languages would otherwise ask to be done in each.
 */
export function firstLanguageSandbox(from = CONTENT_DIR) {
  const sandbox = contentSandbox(from)
  for (const file of readdirSync(sandbox.dir)) if (translationOf(file)) sandbox.remove(file)
  sandbox.edit<{ languages: string[] }>("site.json", (site) => {
    site.languages = siteLanguages(site).slice(0, 1)
  })
  return sandbox
}
