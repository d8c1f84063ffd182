/**
 * What lies in the editors' folder beyond the closed list of what they may write
 * (shared/content-files.ts): a package.json, a file that is not a picture, a dotfile, a folder named
 * like a file, a link. Each is an error naming it, so the check and the build refuse it before any
 * tool meets it.
 */
import { lstatSync, readdirSync } from "node:fs"
import path from "node:path"
import { whyNotEditors } from "../../shared/content-files"
import type { ContentProblem } from "./problem"

export function strangers(contentDir: string, label: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(contentDir, folder)).sort()) {
      const inner = folder ? `${folder}/${name}` : name
      const stats = lstatSync(path.join(contentDir, inner))
      const shown = stats.isDirectory() ? `${inner}/` : inner
      const why = stats.isSymbolicLink()
        ? "is a link: put the file itself here, or remove it"
        : stats.isDirectory() || stats.isFile()
          ? whyNotEditors(shown)
          : "is not a file"
      if (why)
        problems.push({
          file: `${label}/${shown}`,
          line: 1,
          column: 1,
          message: why,
        })
      else if (stats.isDirectory()) walk(inner)
    }
  }
  walk("")
  return problems
}
