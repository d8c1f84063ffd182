// .github/CODEOWNERS read as GitHub reads it (its documented rules, which differ from .gitignore's):
// case-sensitive; `*` and `?` never cross a `/`; a pattern with a `/` at its start or middle is
// anchored at the root; one ending in `/` owns everything under that folder; one whose last part has
// a wildcard matches files only (`docs/*` owns docs/a.md, not docs/b/c.md), one without also owns a
// folder of that name and what is in it. The last matching line wins; one with no owner leaves the
// path unowned: the editors'.
import { readFileSync } from "node:fs"

const escape = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, "\\$&")

/** One CODEOWNERS pattern as a regular expression over "/"-separated paths from the root. */
function codeownersPattern(pattern: string): RegExp {
  const folder = pattern.endsWith("/")
  const body = pattern.replace(/^\//, "").replace(/\/$/, "")
  const anchored = pattern.startsWith("/") || body.includes("/")
  const parts = body.split("/")
  let source = ""
  parts.forEach((part, index) => {
    const last = index === parts.length - 1
    if (part === "**") source += last ? ".*" : "(?:.*/)?"
    else source += escape(part).replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]") + (last ? "" : "/")
  })
  const wildLast = /[*?]/.test(parts.at(-1) ?? "")
  const end = folder ? "/.*" : wildLast ? "" : "(?:/.*)?"
  return new RegExp(`^${anchored ? "" : "(?:.*/)?"}${source}${end}$`)
}

export function owners(codeowners = readFileSync(".github/CODEOWNERS", "utf8")): (file: string) => string[] {
  const rules = codeowners
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [pattern = "", ...names] = line.split(/\s+/)
      return { matches: codeownersPattern(pattern), names }
    })
    .reverse()
  return (file) => rules.find(({ matches }) => matches.test(file))?.names ?? []
}
