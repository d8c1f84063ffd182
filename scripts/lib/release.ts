// Which environment publishes a release (scripts/release-environment.mts, site.yml).

/** `production` waits for a developer's approval; `production-content` publishes at once. */
export const RELEASE_ENVIRONMENTS = ["production", "production-content"]

/**
 * `changed`: the files changed since the last release, or undefined when there is none to compare
 * with. Only a release of the editors' files alone (no owner) skips the review.
 */
export function releaseEnvironment(
  changed: string[] | undefined,
  ownersOf: (file: string) => string[],
): { environment: string; reason: string } {
  if (!changed) return { environment: "production", reason: "no earlier release to compare with" }
  const owned = changed.filter((file) => ownersOf(file).length > 0)
  return owned.length
    ? { environment: "production", reason: `a developer reviews ${owned.join(", ")}` }
    : { environment: "production-content", reason: `content only: ${changed.join(", ") || "nothing changed"}` }
}
