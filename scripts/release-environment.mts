// site.yml's release job: which environment publishes this push to main, written to $GITHUB_OUTPUT.
// `production`, where a developer approves each release (docs/publishing.md), unless every file
// changed since the last release is the editors' (no owner in CODEOWNERS): then
// `production-content`, which publishes at once, as an editor's Publish always has.
// GITHUB_REPOSITORY, GITHUB_TOKEN (deployments: read) and GITHUB_SHA come from the workflow.
import { execFileSync } from "node:child_process"
import { appendFileSync } from "node:fs"
import { owners } from "./lib/owners"
import { RELEASE_ENVIRONMENTS, releaseEnvironment } from "./lib/release"

const {
  GITHUB_REPOSITORY,
  GITHUB_TOKEN,
  GITHUB_SHA,
  GITHUB_OUTPUT,
  GITHUB_API_URL = "https://api.github.com",
} = process.env
if (!GITHUB_REPOSITORY || !GITHUB_TOKEN || !GITHUB_SHA || !GITHUB_OUTPUT)
  throw new Error("GITHUB_REPOSITORY, GITHUB_TOKEN, GITHUB_SHA and GITHUB_OUTPUT are needed")

const github = async <T,>(path: string): Promise<T> => {
  const response = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/${path}`, {
    headers: { authorization: `Bearer ${GITHUB_TOKEN}`, accept: "application/vnd.github+json" },
  })
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${path}: ${await response.text()}`)
  return (await response.json()) as T
}

/** The commit of the newest release that succeeded, in either environment (GitHub lists newest first). */
async function lastRelease(): Promise<string | undefined> {
  const deployments = await github<{ id: number; sha: string; environment: string }[]>("deployments?per_page=100")
  for (const { id, sha, environment } of deployments) {
    if (!RELEASE_ENVIRONMENTS.includes(environment)) continue
    const [status] = await github<{ state: string }[]>(`deployments/${id}/statuses?per_page=1`)
    if (status?.state === "success") return sha
  }
  return undefined
}

const since = await lastRelease()
const changed = since
  ? execFileSync("git", ["diff", "--name-only", "--no-renames", since, GITHUB_SHA], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
  : undefined
const { environment, reason } = releaseEnvironment(changed, owners())
console.log(`${environment}: ${reason}`)
appendFileSync(GITHUB_OUTPUT, `environment=${environment}\n`)
