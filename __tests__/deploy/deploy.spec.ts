// The deploy jobs' steps, run as the workflows write them, with the real wrangler from the
// lockfile, against a stand-in of Cloudflare's API (cloudflare-stand-in.ts): a built site holding
// server code is refused before wrangler starts; a static one is deployed under its own name; a
// closed pull request's preview is deleted, and nothing else is. And, against a stand-in of
// GitHub's API, the release job skips the review only for the editors' files, whatever deployment
// records say, and the deploy job refuses a re-run that would put an older commit live.
import { test, expect } from "@playwright/test"
import { spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { job, steps, stepEnv, type Entry } from "../workflows"
import { scratchRepository } from "../scratch-repository"
import { startCloudflareStandIn, type Deployment } from "./cloudflare-stand-in"

const TOKEN = `cf-token-${process.pid}-${Date.now()}`
const ACCOUNT = "0123456789abcdef0123456789abcdef"
const PROJECT = "serendib-site"
const DEPLOYS = ["publish-preview.yml publish", "site.yml deploy"]

type StandIn = Awaited<ReturnType<typeof startCloudflareStandIn>>
let standIn: StandIn
let temp: string
test.beforeEach(async () => {
  standIn = await startCloudflareStandIn({ project: PROJECT, account: ACCOUNT })
  temp = mkdtempSync(path.join(tmpdir(), "runner-temp-"))
})
test.afterEach(async () => {
  await standIn.close()
  rmSync(temp, { recursive: true, force: true })
})

/** What GitHub would put in the expressions of these jobs. */
const context = () => ({
  secrets: { CLOUDFLARE_API_TOKEN: TOKEN },
  vars: { CLOUDFLARE_ACCOUNT_ID: ACCOUNT, CLOUDFLARE_PAGES_PROJECT: PROJECT },
  runner: { temp },
  github: {
    event: {
      workflow_run: { head_sha: "a".repeat(40), pull_requests: [{ number: 123 }] },
      pull_request: { number: 123 },
    },
  },
})

/**
 * Runs `entry`'s steps from the one after `after` through the first that holds the token, each as
 * GitHub runs a `run` (bash -e, pipefail), stopping at the first that fails.
 */
async function runSteps(entry: Entry, after: (step: { uses?: string; run?: string }) => boolean) {
  const all = steps(entry)
  const from = all.findIndex(after) + 1
  const to = all.findIndex((step) => JSON.stringify(step.env ?? {}).includes("secrets.CLOUDFLARE_API_TOKEN"))
  expect(from).toBeGreaterThan(0)
  expect(to).toBeGreaterThanOrEqual(from)
  const outside = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("CLOUDFLARE")))
  let output = ""
  for (const step of all.slice(from, to + 1)) {
    expect(step.if, `${entry.id}: "${step.name ?? step.run}" runs only sometimes`).toBeUndefined()
    // Not spawnSync: the stand-in answers from this process.
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run!], {
      env: {
        ...outside,
        ...stepEnv(entry, step, context()),
        CI: "true",
        GITHUB_ACTIONS: "true",
        GITHUB_SHA: "b".repeat(40),
        RUNNER_TEMP: temp,
        CLOUDFLARE_API_BASE_URL: standIn.baseUrl,
        WRANGLER_SEND_METRICS: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve))
    if (status !== 0) return { status, output }
  }
  return { status: 0, output }
}

const afterDownload = (step: { uses?: string }) => Boolean(step.uses?.startsWith("actions/download-artifact@"))

/** The artifact the build uploaded, as the download step leaves it. */
function artifact(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(temp, "site", name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
}
const SITE = {
  "index.html": "<!doctype html><title>Site</title><p>Hello</p>",
  "app-0123456789abcdef.js": "console.log('hello')",
  _headers: "/*\n  X-Content-Type-Options: nosniff\n",
}
// What a branch would add to read the runner's environment, the token included, into its preview.
const STEAL = `import env from "../../../../../../../../../../proc/self/environ?x.txt"\nexport default { fetch: () => new Response(env) }\n`

for (const id of DEPLOYS) {
  for (const [what, files] of [
    ["_worker.js", { "_worker.js": STEAL }],
    ["a _worker.js folder", { "_worker.js/index.js": STEAL }],
    ["functions/", { "functions/index.js": `export const onRequest = () => new Response("server code")` }],
    ["_routes.json", { "_routes.json": '{"version":1,"include":["/*"],"exclude":[]}' }],
  ] as const) {
    test(`${id}: an artifact holding ${what} is refused, naming it, before wrangler starts`, async () => {
      artifact({ ...SITE, ...files })
      const { status, output } = await runSteps(job(id), afterDownload)
      expect(status, output).not.toBe(0)
      expect(output).toContain(`${path.join(temp, "site")}/${Object.keys(files)[0]!.split("/")[0]}:`)
      expect(standIn.requests).toEqual([])
    })
  }

  // Whether wrangler takes the command as the workflow writes it, under the right name; what it
  // uploads is wrangler's own business.
  test(`${id}: a static artifact is deployed under its own name`, async () => {
    test.setTimeout(120_000)
    artifact(SITE)
    const { status, output } = await runSteps(job(id), afterDownload)
    expect(status, output).toBe(0)
    expect(standIn.deployments.map(({ branch }) => branch)).toEqual([id.startsWith("site.yml") ? "main" : "pr-123"])
  })
}

test("a closed pull request's preview is deleted, every deployment of it, and no other", async () => {
  const seed = (branch: string, environment: Deployment["environment"]) =>
    standIn.deployments.push({
      id: `${branch}-${standIn.deployments.length}`,
      url: "",
      environment,
      branch,
    })
  seed("main", "production")
  for (let push = 0; push < 30; push++) seed(push % 3 ? "pr-123" : "pr-7", "preview")
  const entry = job("remove-preview.yml remove")
  const { status, output } = await runSteps(entry, (step) => step.run === "npm ci")
  expect(status, output).toBe(0)
  expect(output).toContain("pr-123: 20 deployments deleted")
  expect(standIn.deployments.map(({ branch }) => branch).sort()).toEqual(["main", ...Array(10).fill("pr-7")])
})

/** GitHub's API as the release and deploy jobs ask it, answered by `answer` (undefined: 404). */
async function githubStandIn(answer: (url: string) => unknown) {
  const server = createServer((request, response) => {
    const body = answer(request.url ?? "")
    response.writeHead(body ? 200 : 404, { "content-type": "application/json" }).end(JSON.stringify(body ?? {}))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

/** The site workflow's runs on main, newest first, and which of them deployed. */
const siteRuns = (url: string, runs: { id: number; head_sha: string; deployed: boolean }[]) =>
  url.includes("/actions/workflows/site.yml/runs?")
    ? { workflow_runs: runs }
    : /\/actions\/runs\/\d+\/jobs/.test(url)
      ? {
          jobs: [
            {
              name: "deploy",
              conclusion: runs.find(({ id }) => url.includes(`/runs/${id}/`))?.deployed ? "success" : "skipped",
            },
          ],
        }
      : undefined

/** Runs site.yml's step `id` of job `jobName` in `dir`, as GitHub would for `env`. */
async function siteStep(jobName: string, id: string, dir: string, env: Record<string, string>) {
  const entry = job(`site.yml ${jobName}`)
  const step = steps(entry).find((candidate) => candidate.id === id || candidate.name === id)!
  let output = ""
  const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run!], {
    cwd: dir,
    env: {
      ...process.env,
      ...stepEnv(entry, step, {
        secrets: { GITHUB_TOKEN: "read-only" },
        needs: { release: { outputs: { environment: env["RELEASE_ENVIRONMENT"] ?? "" } } },
      }),
      GITHUB_REPOSITORY: "serendib/site",
      GITHUB_WORKFLOW_REF: "serendib/site/.github/workflows/site.yml@refs/heads/main",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve))
  return { status, output }
}

test("a push to main is released without review only when everything since the last release is the editors'", async () => {
  // A repository of its own: the last release, then a content edit, then code, then a stray file.
  const repo = scratchRepository("release-")
  const commit = (file: string) => repo.commit({ [file]: String(Math.random()) })
  const released = commit("content/site.json")
  const contentOnly = commit("content/images/logos/new.png")
  const code = commit("gatsby-node.ts")
  repo.git("reset", "-q", "--hard", contentOnly)
  const stray = commit("content/package.json")

  // The site workflow's runs on main, where only the oldest deployed; and deployment records, the
  // newest forged by a write token: production-content, at the head commit. The job must not believe them.
  const heads = [code, stray]
  const github = await githubStandIn(
    (url) =>
      siteRuns(url, [
        { id: 2, head_sha: contentOnly, deployed: false },
        { id: 1, head_sha: released, deployed: true },
      ]) ??
      (url.includes("/deployments")
        ? heads.map((sha, id) => ({ id, sha, environment: "production-content" }))
        : undefined),
  )
  const chosen = async (sha: string) => {
    const output = path.join(temp, `output-${sha}`)
    const { status, output: printed } = await siteStep("release", "environment", repo.dir, {
      GITHUB_SHA: sha,
      GITHUB_OUTPUT: output,
      GITHUB_API_URL: github.url,
    })
    expect(status, printed).toBe(0)
    return readFileSync(output, "utf8")
  }
  try {
    expect(await chosen(contentOnly)).toBe("environment=production-content\n")
    expect(await chosen(code)).toBe("environment=production\n")
    expect(await chosen(stray)).toBe("environment=production\n")
  } finally {
    github.close()
    repo.dispose()
  }
})

test("a re-run of an older release's deploy is refused, naming why; main's head is published", async () => {
  // Content released through production-content (run 1), then a fix released with approval (run 2),
  // then main's head, an edit whose run (3) is deploying now.
  const repo = scratchRepository("replay-")
  const commit = (file: string) => repo.commit({ [file]: String(Math.random()) })
  const content = commit("content/site.json")
  const fix = commit("gatsby-node.ts")
  const head = commit("content/words.json")
  let runs = [
    { id: 3, head_sha: head, deployed: false },
    { id: 2, head_sha: fix, deployed: true },
    { id: 1, head_sha: content, deployed: true },
  ]
  const github = await githubStandIn(
    (url) => siteRuns(url, runs) ?? (url.endsWith("/git/ref/heads/main") ? { object: { sha: head } } : undefined),
  )
  const deploy = (sha: string, run: number, attempt: number, environment: string) =>
    siteStep("deploy", "Refuse a commit older than the site's", repo.dir, {
      GITHUB_SHA: sha,
      GITHUB_RUN_ID: String(run),
      GITHUB_RUN_ATTEMPT: String(attempt),
      RELEASE_ENVIRONMENT: environment,
      GITHUB_API_URL: github.url,
    })
  try {
    // An editor re-runs the first run's deploy: it kept production-content, which no one approves.
    const replay = await deploy(content, 1, 2, "production-content")
    expect(replay.status).not.toBe(0)
    expect(replay.output).toContain(
      `${content} is older than what the site holds: ${fix}, released by run 2. Publish main's head (${head}) instead`,
    )
    // With nothing released since, an older commit still never goes out again without review.
    runs = runs.filter(({ id }) => id !== 2)
    const unreviewed = await deploy(content, 1, 2, "production-content")
    expect(unreviewed.status).not.toBe(0)
    expect(unreviewed.output).toContain(`attempt 2 of a run for ${content}, which is no longer main's head (${head})`)
    // Main's head is published, first time or again.
    for (const attempt of [1, 2]) {
      const { status, output } = await deploy(head, 3, attempt, "production-content")
      expect(status, output).toBe(0)
    }
  } finally {
    github.close()
    repo.dispose()
  }
})
