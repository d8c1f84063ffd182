// Which environment publishes a release (scripts/release-environment.mts, site.yml), whether the
// deploy job may publish its commit (scripts/refuse-replay.mts), and which suite a change needs
// (scripts/change-scope.mts).
import { execFileSync, spawnSync } from "node:child_process"
import path from "node:path"
import { EDITORS_FOLDER, GUARDED_FIELDS, isEditorsFile } from "../../shared/content-files"

/**
 * The files changed from `base` to `head`, or undefined when `base` is not in `head`'s history
 * (none yet, a new branch, a rewritten main): then there is nothing to compare with.
 */
export function changedSince(base: string | undefined, head: string): string[] | undefined {
  if (!base || !isAncestor(base, head)) return undefined
  // -z: names as they are; otherwise git quotes one with a letter outside ASCII ("caf\303\251.png"),
  // and an editor's picture would read as code.
  return execFileSync("git", ["diff", "--name-only", "-z", "--no-renames", base, head], { encoding: "utf8" })
    .split("\0")
    .filter(Boolean)
}

/**
 * The facts in the editors' files that wait for a developer's approval as code does
 * (GUARDED_FIELDS: the site's address), changed from `base` to `head`, as "content/site.json's
 * siteAddress". A file that does not read as JSON on either side counts as changed.
 */
export function guardedChanges(base: string, head: string): string[] {
  const valueAt = (commit: string, file: string, field: string) => {
    const shown = spawnSync("git", ["show", `${commit}:${EDITORS_FOLDER}/${file}`], { encoding: "utf8" })
    if (shown.status !== 0) return undefined
    try {
      return JSON.stringify((JSON.parse(shown.stdout) as Record<string, unknown>)[field])
    } catch {
      return Symbol("unreadable") // never equal to the other side
    }
  }
  return GUARDED_FIELDS.filter(({ file, field }) => valueAt(base, file, field) !== valueAt(head, file, field)).map(
    ({ file, field }) => `${EDITORS_FOLDER}/${file}'s ${field}`,
  )
}

/** site.yml's job that publishes: a push whose run it succeeded in is a release. */
export const DEPLOY_JOB = "deploy"

/** Whether `ancestor` is `commit` or in its history. */
const isAncestor = (ancestor: string, commit: string): boolean =>
  spawnSync("git", ["merge-base", "--is-ancestor", ancestor, commit]).status === 0

/** A reader of this repository's GitHub API, from the workflow's environment. */
export function githubApi(env: NodeJS.ProcessEnv) {
  const { GITHUB_REPOSITORY, GITHUB_TOKEN, GITHUB_API_URL = "https://api.github.com" } = env
  if (!GITHUB_REPOSITORY || !GITHUB_TOKEN) throw new Error("GITHUB_REPOSITORY and GITHUB_TOKEN are needed")
  return async <T>(request: string): Promise<T> => {
    const response = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/${request}`, {
      headers: { authorization: `Bearer ${GITHUB_TOKEN}`, accept: "application/vnd.github+json" },
    })
    if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${request}: ${await response.text()}`)
    return (await response.json()) as T
  }
}

/**
 * The newest release: the newest push to main whose deploy job succeeded in `workflowRef`'s
 * workflow ("owner/repo/.github/workflows/site.yml@refs/heads/main"), leaving out the run `except`
 * (the one asking). Runs and jobs are written by Actions alone, where a deployment record can be
 * made by any token with `repo_deployment` scope.
 */
export async function lastRelease(
  github: ReturnType<typeof githubApi>,
  workflowRef: string,
  except?: string,
): Promise<{ sha: string; run: number } | undefined> {
  const workflow = path.basename(workflowRef.replace(/@.*$/, ""))
  const { workflow_runs: runs } = await github<{ workflow_runs: { id: number; head_sha: string }[] }>(
    `actions/workflows/${workflow}/runs?branch=main&event=push&status=success&per_page=30`,
  )
  for (const run of runs) {
    if (String(run.id) === except) continue
    const { jobs } = await github<{ jobs: { name: string; conclusion: string | null }[] }>(
      `actions/runs/${run.id}/jobs?filter=latest&per_page=100`,
    )
    if (jobs.some((job) => job.name === DEPLOY_JOB && job.conclusion === "success"))
      return { sha: run.head_sha, run: run.id }
  }
  return undefined
}

/**
 * Why the deploy job must not publish `sha`, or undefined when it may (scripts/refuse-replay.mts).
 * GitHub lets anyone with write access re-run a job, and a re-run keeps its run's commit and the
 * environment the release job chose then: so an older commit goes live only when nothing newer
 * has been released since, and never again through `production-content`, which no one approves.
 */
export function replayRefusal({
  sha,
  head,
  released,
  attempt,
  environment,
}: {
  sha: string
  /** main's head now. */
  head: string
  /** The newest release by another run, if any. */
  released: { sha: string; run: number } | undefined
  attempt: number
  environment: string
}): string | undefined {
  if (sha === head) return undefined
  if (released && released.sha !== sha && !isAncestor(released.sha, sha))
    return `${sha} is older than what the site holds: ${released.sha}, released by run ${released.run}. Publish main's head (${head}) instead, by re-running its own run`
  if (attempt > 1 && environment === "production-content")
    return `this is attempt ${attempt} of a run for ${sha}, which is no longer main's head (${head}), and ${environment} publishes without review: re-run main's newest run instead`
  return undefined
}

/**
 * `production` waits for a developer's approval; `production-content` publishes at once.
 * `changed`: the files changed since the last release, or undefined when there is none to compare
 * with. Only a release of the editors' files alone (shared/content-files.ts) skips the review, and
 * only if none of the facts they hold that a developer guards (the site's address) changed.
 */
export function releaseEnvironment(
  changed: string[] | undefined,
  /** What guardedChanges found: the editors' facts that wait for a developer all the same. */
  guarded: string[] = [],
): { environment: string; reason: string } {
  if (!changed) return { environment: "production", reason: "no earlier release to compare with" }
  const code = [...changed.filter((file) => !isEditorsFile(file)), ...guarded]
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
