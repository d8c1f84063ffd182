// .github/CODEOWNERS read as GitHub reads it: the last line whose pattern (gitignore's syntax)
// matches a path names its owners, and a line with none leaves the path unowned, the editors'.
import { readFileSync } from "node:fs"
import ignore from "ignore"

const CODEOWNERS = ".github/CODEOWNERS"

export function owners(codeowners: string = readFileSync(CODEOWNERS, "utf8")): (file: string) => string[] {
  const rules = codeowners
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [pattern = "", ...names] = line.split(/\s+/)
      return { matches: ignore().add(pattern), names }
    })
    .reverse()
  return (file) => rules.find(({ matches }) => matches.ignores(file))?.names ?? []
}
