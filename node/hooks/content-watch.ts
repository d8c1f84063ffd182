/** `npm start`'s side of the content check (node/hooks/content.ts): again after each save. */
import { existsSync, readdirSync, watch } from "node:fs"
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { formatProblem } from "../content/problem"
import { SCHEMA_DIR, typeNameForFile } from "../../shared/content-files"
import { checkContent, contentDir, contentLabel, problemList } from "./content"

/**
 * `npm start`: each saved change to content/ runs the same check again and prints what it finds,
 * file and line first, where Gatsby alone says only "Unable to parse JSON".
 */
export const checkContentOnChange: GatsbyNode["onCreateDevServer"] = ({ reporter }) => {
  const dir = contentDir()
  let pending: NodeJS.Timeout | undefined
  let failing = false
  const recheck = async (log: Reporter) => {
    const { errors, warnings } = await checkContent(dir)
    for (const warning of warnings) log.warn(`Content: ${formatProblem(warning)}`)
    if (errors.length > 0) log.error(`${problemList(errors)}\nFix them and save again: the page follows the files.`)
    else if (failing) log.success(`Content check passed: ${contentLabel(dir)}/ is valid again.`)
    failing = errors.length > 0
  }
  // Gatsby reads the content's types when it starts: a schema changed, or a content file added,
  // reaches the page only after a fresh start, which the terminal says rather than show an empty section.
  const startedWith = new Set(readdirSync(dir).filter((name) => name.endsWith(".json")))
  // Said once a file: a save is often several writes, and an editor's temporary files are not schemas.
  const told = new Set<string>()
  const restart = (file: string) => {
    if (told.has(file)) return
    told.add(file)
    reporter.warn(
      `${file} is new or a schema: the page takes it only after a fresh start. Stop npm start (Ctrl-C), then run npm run clean && npm start.`,
    )
  }
  watch(SCHEMA_DIR, (_event, file) => file?.endsWith(".schema.json") && restart(`${SCHEMA_DIR}/${file}`)).unref()
  // An editor's save is often several writes: one check once they have settled. Any file: one
  // that is not the editors' is named by the check.
  watch(dir, { recursive: true }, (_event, file) => {
    if (!file) return
    if (!startedWith.has(file) && typeNameForFile(file.replace(/\.json$/, "")) && existsSync(path.join(dir, file))) {
      startedWith.add(file)
      restart(`${contentLabel(dir)}/${file}`)
    }
    clearTimeout(pending)
    pending = setTimeout(() => void recheck(reporter), 300)
  }).unref()
}
