// site.yml's release job: which environment publishes this push to main, written to $GITHUB_OUTPUT.
// `production`, where a developer approves each release (docs/publishing.md), unless every file
// changed since the last release is the editors' (shared/content-files.ts): then
// `production-content`, which publishes at once, as an editor's Publish always has.
// The last release is the newest push to main whose deploy job succeeded in this workflow: runs
// and jobs are written by Actions alone, where a deployment record can be made by any token with
// `repo_deployment` scope. GITHUB_REPOSITORY, GITHUB_TOKEN (actions: read), GITHUB_SHA and
// GITHUB_WORKFLOW_REF come from the workflow.
import { appendFileSync } from "node:fs"
import path from "node:path"
import { changedSince, DEPLOY_JOB, releaseEnvironment } from "./lib/release"

const {
  GITHUB_REPOSITORY,
  GITHUB_TOKEN,
  GITHUB_SHA,
  GITHUB_OUTPUT,
  GITHUB_WORKFLOW_REF,
  GITHUB_API_URL = "https://api.github.com",
} = process.env
if (!GITHUB_REPOSITORY || !GITHUB_TOKEN || !GITHUB_SHA || !GITHUB_OUTPUT || !GITHUB_WORKFLOW_REF)
  throw new Error("GITHUB_REPOSITORY, GITHUB_TOKEN, GITHUB_SHA, GITHUB_OUTPUT and GITHUB_WORKFLOW_REF are needed")

const github = async <T,>(request: string): Promise<T> => {
  const response = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/${request}`, {
    headers: { authorization: `Bearer ${GITHUB_TOKEN}`, accept: "application/vnd.github+json" },
  })
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${request}: ${await response.text()}`)
  return (await response.json()) as T
}

/** The commit of the newest release: a push to main whose deploy job succeeded (newest first). */
async function lastRelease(): Promise<string | undefined> {
  // "owner/repo/.github/workflows/site.yml@refs/heads/main" → site.yml
  const workflow = path.basename(String(GITHUB_WORKFLOW_REF).replace(/@.*$/, ""))
  const { workflow_runs: runs } = await github<{ workflow_runs: { id: number; head_sha: string }[] }>(
    `actions/workflows/${workflow}/runs?branch=main&event=push&status=success&per_page=30`,
  )
  for (const run of runs) {
    const { jobs } = await github<{ jobs: { name: string; conclusion: string | null }[] }>(
      `actions/runs/${run.id}/jobs?filter=latest&per_page=100`,
    )
    if (jobs.some((job) => job.name === DEPLOY_JOB && job.conclusion === "success")) return run.head_sha
  }
  return undefined
}

const since = await lastRelease()
// A release that is not in this push's history (main was rewritten) compares with nothing.
const { environment, reason } = releaseEnvironment(changedSince(since, GITHUB_SHA))
console.log(`${environment}: ${reason}`)
appendFileSync(GITHUB_OUTPUT, `environment=${environment}\n`)
