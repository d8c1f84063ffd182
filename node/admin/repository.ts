import { execFileSync } from "node:child_process"

/** The GitHub repository (owner/name) a save commits to: set for CI, else read from the clone. */
export function githubRepository(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env.CMS_GITHUB_REPO ?? env.GITHUB_REPOSITORY
  if (named) return named
  try {
    const origin = execFileSync("git", ["remote", "get-url", "origin"], { encoding: "utf8", stdio: "pipe" })
    return /github\.com[:/]([^/\s]+\/[^/\s]+?)(?:\.git)?\s*$/.exec(origin)?.[1]
  } catch {
    return undefined
  }
}
