// site.yml's release job: which environment publishes this push to main, written to $GITHUB_OUTPUT.
// `production`, where a developer approves each release (docs/publishing.md), unless every file
// changed since the last release is the editors' (shared/content-files.ts), and the site's address
// (GUARDED_FIELDS) is as it was: then
// `production-content`, which publishes at once, as an editor's Publish always has.
// The last release is read from this workflow's runs (lib/release.ts). GITHUB_REPOSITORY,
// GITHUB_TOKEN (actions: read), GITHUB_SHA and GITHUB_WORKFLOW_REF come from the workflow.
import { appendFileSync } from "node:fs"
import { printable } from "../node/content/problem"
import { changedSince, githubApi, guardedChanges, lastRelease, releaseEnvironment } from "./lib/release"

const { GITHUB_SHA, GITHUB_OUTPUT, GITHUB_WORKFLOW_REF } = process.env
if (!GITHUB_SHA || !GITHUB_OUTPUT || !GITHUB_WORKFLOW_REF)
  throw new Error("GITHUB_SHA, GITHUB_OUTPUT and GITHUB_WORKFLOW_REF are needed")

const since = await lastRelease(githubApi(process.env), GITHUB_WORKFLOW_REF)
// A release that is not in this push's history (main was rewritten) compares with nothing.
const changed = changedSince(since?.sha, GITHUB_SHA)
const { environment, reason } = releaseEnvironment(
  changed,
  changed && since ? guardedChanges(since.sha, GITHUB_SHA) : [],
)
console.log(printable(`${environment}: ${reason}`)) // file names are the editors'
appendFileSync(GITHUB_OUTPUT, `environment=${environment}\n`)
