// Which environment publishes a release (scripts/release-environment.mts, site.yml), and which
// suite a change needs (scripts/change-scope.mts).
import { execFileSync, spawnSync } from "node:child_process"
import { isEditorsFile } from "../../shared/content-files"

/**
 * The files changed from `base` to `head`, or undefined when `base` is not in `head`'s history
 * (none yet, a new branch, a rewritten main): then there is nothing to compare with.
 */
export function changedSince(base: string | undefined, head: string): string[] | undefined {
  if (!base || spawnSync("git", ["merge-base", "--is-ancestor", base, head]).status !== 0) return undefined
  // -z: names as they are; otherwise git quotes one with a letter outside ASCII ("caf\303\251.png"),
  // and an editor's picture would read as code.
  return execFileSync("git", ["diff", "--name-only", "-z", "--no-renames", base, head], { encoding: "utf8" })
    .split("\0")
    .filter(Boolean)
}

/** site.yml's job that publishes: a push whose run it succeeded in is a release. */
export const DEPLOY_JOB = "deploy"

/**
 * `production` waits for a developer's approval; `production-content` publishes at once.
 * `changed`: the files changed since the last release, or undefined when there is none to compare
 * with. Only a release of the editors' files alone (shared/content-files.ts) skips the review.
 */
export function releaseEnvironment(changed: string[] | undefined): { environment: string; reason: string } {
  if (!changed) return { environment: "production", reason: "no earlier release to compare with" }
  const code = changed.filter((file) => !isEditorsFile(file))
  return code.length
    ? { environment: "production", reason: `a developer reviews ${code.join(", ")}` }
    : { environment: "production-content", reason: `content only: ${changed.join(", ") || "nothing changed"}` }
}

/**
 * Which suite a change needs (scripts/change-scope.mts, site.yml's test job): `content` when every
 * changed file is the editors', proven by the content gate (npm run test:content); `code`, the
 * whole suite, for anything else, or when there is nothing to compare with.
 */
export function changeScope(changed: string[] | undefined): { scope: "content" | "code"; reason: string } {
  if (!changed?.length) return { scope: "code", reason: "no base to compare with" }
  const code = changed.filter((file) => !isEditorsFile(file))
  return code.length
    ? { scope: "code", reason: `code changed: ${code.join(", ")}` }
    : { scope: "content", reason: `the editors' files only: ${changed.join(", ")}` }
}
