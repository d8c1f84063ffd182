// site.yml's deploy job, before it publishes: refuses a commit that would put older code or
// content live (lib/release.ts, replayRefusal), naming why. A re-run job keeps its run's commit
// and the release job's old choice of environment, so this asks GitHub what is true now: main's
// head, and the newest release by any other run. GITHUB_REPOSITORY, GITHUB_TOKEN (contents and
// actions: read), GITHUB_SHA, GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT and GITHUB_WORKFLOW_REF come from
// the workflow; RELEASE_ENVIRONMENT from the release job.
import { githubApi, lastRelease, replayRefusal } from "./lib/release"

const { GITHUB_SHA, GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT = "1", GITHUB_WORKFLOW_REF, RELEASE_ENVIRONMENT } = process.env
if (!GITHUB_SHA || !GITHUB_RUN_ID || !GITHUB_WORKFLOW_REF || !RELEASE_ENVIRONMENT)
  throw new Error("GITHUB_SHA, GITHUB_RUN_ID, GITHUB_WORKFLOW_REF and RELEASE_ENVIRONMENT are needed")

const github = githubApi(process.env)
const { object } = await github<{ object: { sha: string } }>("git/ref/heads/main")
const refusal = replayRefusal({
  sha: GITHUB_SHA,
  head: object.sha,
  released: await lastRelease(github, GITHUB_WORKFLOW_REF, GITHUB_RUN_ID),
  attempt: Number(GITHUB_RUN_ATTEMPT),
  environment: RELEASE_ENVIRONMENT,
})
if (refusal) {
  console.log(`::error title=Not published::${refusal}`)
  process.exit(1)
}
console.log(`${GITHUB_SHA} may be published (main's head is ${object.sha})`)
