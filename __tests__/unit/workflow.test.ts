/** @jest-environment node */
// The workflows in .github/workflows, read as data: which code each job runs, which secrets it can
// see, what it deploys and under which name. docs/publishing.md says the same in words.
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { previewAddress, previewStatus } from "../../scripts/lib/preview-status"
import { PREVIEW_CONTEXT } from "../../node/content/cms-config"
import {
  evaluate,
  job,
  jobs,
  steps,
  stepEnv,
  stepRuns,
  workflows,
  WORKFLOWS_DIR as DIR,
  type Entry,
  type Step,
} from "../workflows"
import { owners } from "../codeowners"
import { DEPLOY_JOB, guardedChanges, releaseEnvironment } from "../../scripts/lib/release"
import { writeFileSync } from "node:fs"
import { scratchRepository } from "../scratch-repository"
import path from "node:path"
import { isEditorsFile } from "../../shared/content-files"

const runs = (entry: Entry) => steps(entry).flatMap((step) => (step.run ? [step.run] : []))
const environment = ({ job }: Entry) => (typeof job.environment === "string" ? job.environment : job.environment?.name)
const ON_MAIN = "github.event_name == 'push' && github.ref == 'refs/heads/main'"

/** The workflows whose jobs call `file` as a reusable workflow, with the calling job. */
const callers = (file: string) => jobs.filter(({ job }) => job.uses === `./${DIR}/${file}`)

/**
 * Whether a job can run code a pull request's branch chose: its workflow (or a caller's job) runs
 * for pull requests, and nothing limits it to pushes to main.
 */
function runsBranchCode(entry: Entry): boolean {
  const { workflow, job } = entry
  if (job.if === ON_MAIN) return false
  if ("pull_request" in workflow.on) return true
  // pull_request_target runs the default branch's files, unless a step checks out the branch's.
  if ("pull_request_target" in workflow.on)
    return steps(entry).some(
      (step) =>
        step.uses?.startsWith("actions/checkout@") &&
        Object.keys(step.with ?? {}).some((key) => key !== "persist-credentials"),
    )
  if ("workflow_call" in workflow.on) return callers(workflow.file).some(runsBranchCode)
  return false
}

/** Names of the secrets a job can read: those it names, and those passed to what it calls. */
function secrets({ job, workflow }: Entry): string[] {
  const text = JSON.stringify({ job, env: workflow.env })
  const named = [...text.matchAll(/secrets\.([A-Za-z_]+)/g)].map(([, name]) => name!)
  return [...new Set([...named, ...(job.secrets === "inherit" ? ["(every secret)"] : [])])]
}
const deploySecrets = (entry: Entry) => secrets(entry).filter((name) => name !== "GITHUB_TOKEN")
/** The production deploy's environment: the one the release job chose (scripts/release-environment.mts). */
const RELEASE = "${{ needs.release.outputs.environment }}"

/**
 * A command's `--branch` as GitHub would run it for a hostile pull request: one whose branch is
 * named main (and every other name it chooses is main too), number 123.
 */
function deployedBranch(entry: Entry, step: Step): string | undefined {
  const context = {
    github: {
      head_ref: "main",
      base_ref: "main",
      ref_name: "main",
      event: {
        pull_request: { number: 123, head: { ref: "main" } },
        workflow_run: { head_branch: "main", pull_requests: [{ number: 123 }] },
      },
    },
  }
  const argument = /--branch\s+("[^"]*"|\S+)/.exec(step.run ?? "")?.[1]?.replace(/^"|"$/g, "")
  if (argument === undefined) return undefined
  const env = stepEnv(entry, step, context)
  return evaluate(
    argument.replace(/\$\{?(\w+)\}?/g, (_, name: string) => env[name] ?? `<$${name}: unset>`),
    context,
  )
}

const deploys = jobs.filter((entry) => runs(entry).some((run) => run.includes("wrangler pages deploy")))
const withDeploySecret = jobs.filter((entry) => deploySecrets(entry).length > 0)
const builds = (run: string) => /gatsby build|npm (run )?build|npm test/.test(run)

describe("the workflows", () => {
  it("give no job that runs a pull request's code any secret, or any write permission", () => {
    const branchJobs = jobs.filter(runsBranchCode)
    for (const entry of branchJobs) {
      expect({ job: entry.id, secrets: secrets(entry) }).toEqual({ job: entry.id, secrets: [] })
      const permissions = entry.job.permissions ?? entry.workflow.permissions
      expect({ job: entry.id, permissions }).toEqual({ job: entry.id, permissions: { contents: "read" } })
    }
    expect(branchJobs.map(({ id }) => id)).toEqual(
      expect.arrayContaining(["site.yml test", "preview.yml build", "build.yml build"]),
    )
  })

  it("hold the deploy token only in jobs that run the default branch's code and build nothing", () => {
    for (const entry of withDeploySecret) {
      const { job, workflow, id } = entry
      expect({ id, branchCode: runsBranchCode(entry) }).toEqual({ id, branchCode: false })
      // What starts it: a push to main, another workflow's run or a pull request closing (whose
      // files come from main).
      if (job.if === ON_MAIN) expect(workflow.on.push?.branches).toEqual(["main"])
      else expect([["workflow_run"], ["pull_request_target"]]).toContainEqual(Object.keys(workflow.on))
      // The checkout is the commit that started it: no ref or repository a pull request names.
      const checkouts = steps(entry).filter((step) => step.uses?.startsWith("actions/checkout@"))
      expect(checkouts).toHaveLength(1)
      expect(Object.keys(checkouts[0]!.with ?? {}).filter((key) => key !== "fetch-depth")).toEqual([
        "persist-credentials",
      ])
      expect(runs(entry).filter(builds)).toEqual([])
      // wrangler comes from that commit's lockfile, installed before any file another job made is here.
      const install = steps(entry).findIndex((step) => step.run === "npm ci")
      expect(install).toBeGreaterThan(-1)
      // The token is in one step, which deploys or removes a preview, and in no job or workflow env.
      const holding = steps(entry).filter((step) => JSON.stringify(step).includes("secrets.CLOUDFLARE"))
      expect(holding.map((step) => step.run)).toEqual([
        expect.stringMatching(/^npx wrangler pages deploy |^npx tsx scripts\/remove-preview\.mts "pr-\$PULL_REQUEST"$/),
      ])
      expect(JSON.stringify({ jobEnv: job.env, workflowEnv: workflow.env })).not.toContain("secrets.")
    }
    expect(withDeploySecret.map(({ id }) => id).sort()).toEqual([
      "publish-preview.yml publish",
      "remove-preview.yml remove",
      "site.yml deploy",
    ])
  })

  it("deploy the downloaded files, and only once the step before has found them static files only", () => {
    expect(deploys.map(({ id }) => id).sort()).toEqual(["publish-preview.yml publish", "site.yml deploy"])
    for (const entry of deploys) {
      const all = steps(entry)
      const install = all.findIndex((step) => step.run === "npm ci")
      const download = all.findIndex((step) => step.uses?.startsWith("actions/download-artifact@"))
      const deploy = all.findIndex((step) => step.run?.startsWith("npx wrangler pages deploy "))
      expect(download).toBeGreaterThan(install)
      const downloaded = String(all[download]!.with?.path)
      expect(downloaded).toMatch(/^\$\{\{ runner\.temp \}\}\//) // outside the checkout
      const folder = `"${downloaded.replace("${{ runner.temp }}", "$RUNNER_TEMP")}"`
      expect(all[deploy]!.run).toContain(folder)
      expect(all[deploy - 1]).toMatchObject({ run: `npx tsx scripts/check-static-only.mts ${folder}` })
      expect(all[deploy - 1]!.if).toBeUndefined()
    }
  })

  it("keep the production token in the release environments, for pushes to main after the tests", () => {
    const production = jobs.filter((entry) => environment(entry) === RELEASE)
    expect(production.map(({ id }) => id)).toEqual(["site.yml deploy"])
    expect(production[0]!.job.if).toBe(ON_MAIN)
    expect(production[0]!.job.needs).toEqual(expect.arrayContaining(["test", "build", "release"]))
    for (const entry of withDeploySecret) expect([RELEASE, "preview"]).toContain(environment(entry))
    // The release job chooses between them, with main's code and no secret but its read-only token.
    const release = jobs.find(({ id }) => id === "site.yml release")!
    expect(release.job.if).toBe(ON_MAIN)
    expect(release.job.outputs).toEqual({ environment: "${{ steps.environment.outputs.environment }}" })
    expect(steps(release).find((step) => step.id === "environment")?.run).toBe(
      "npx tsx scripts/release-environment.mts",
    )
    expect(deploySecrets(release)).toEqual([])
  })

  it("release to production-content only what is the editors' alone since the last release", () => {
    const content = ["content/projects.json", "content/images/covers/shop.webp"]
    expect(releaseEnvironment(content).environment).toBe("production-content")
    expect(releaseEnvironment([...content, "schemas/projects.schema.json"])).toEqual({
      environment: "production",
      reason: "a developer reviews schemas/projects.schema.json",
    })
    expect(releaseEnvironment(["content/package.json", "content/images/pwn"]).environment).toBe("production")
    expect(releaseEnvironment(undefined).environment).toBe("production")
    // The job whose success makes a release is the one that deploys.
    expect(jobs.find(({ id }) => id === `site.yml ${DEPLOY_JOB}`)).toBe(
      deploys.find(({ id }) => id === "site.yml deploy"),
    )
  })

  it("release a change of the site's address, the editors' file alone, only with a developer's approval", () => {
    const repo = scratchRepository("guarded-")
    const site = (address: string, name = "Serendib Studio") => JSON.stringify({ name, siteAddress: address })
    try {
      const first = repo.commit({ "content/site.json": site("https://serendibstudio.lk") })
      const renamed = repo.commit({ "content/site.json": site("https://serendibstudio.lk", "Serendib") })
      const moved = repo.commit({ "content/site.json": site("https://serendibstud1o.lk", "Serendib") })
      const inRepo = <T>(run: () => T) => {
        const cwd = process.cwd()
        process.chdir(repo.dir)
        try {
          return run()
        } finally {
          process.chdir(cwd)
        }
      }
      const [name, address] = inRepo(() => [guardedChanges(first, renamed), guardedChanges(renamed, moved)])
      expect(name).toEqual([])
      expect(releaseEnvironment(["content/site.json"], name).environment).toBe("production-content")
      expect(address).toEqual(["content/site.json's siteAddress"])
      expect(releaseEnvironment(["content/site.json"], address)).toEqual({
        environment: "production",
        reason: "a developer reviews content/site.json's siteAddress",
      })
    } finally {
      repo.dispose()
    }
  })

  it("are required in the set-up by the names their checks report, a matrix job's with its value", () => {
    const test = jobs.find(({ id }) => id === "site.yml test")!
    const matrix = test.job.strategy?.matrix.content ?? []
    const reported = matrix.map((content) => evaluate(String(test.job.name), { matrix: { content } }))
    const setUp = readFileSync("docs/publishing.md", "utf8")
    const required = /checks as they report: ([\s\S]*?)\) and \*\*Require a pull request/.exec(setUp)?.[1] ?? ""
    expect([...required.matchAll(/`([^`]+)`/g)].map(([, name]) => name)).toEqual(reported)
  })

  it("name no deploy but production's after main, whatever branch a pull request names", () => {
    const named = deploys.flatMap((entry) =>
      steps(entry)
        .filter((step) => step.run?.includes("wrangler pages deploy"))
        .map((step) => ({ job: entry.id, environment: environment(entry), branch: deployedBranch(entry, step) })),
    )
    expect(named).toEqual([
      { job: "publish-preview.yml publish", environment: "preview", branch: "pr-123" },
      { job: "site.yml deploy", environment: RELEASE, branch: "main" },
    ])
  })

  it("publish a preview only for this repository's pull requests, from the Preview workflow's files", () => {
    const preview = workflows.find(({ file }) => file === "preview.yml")!
    expect(Object.keys(preview.on)).toEqual(["pull_request"])
    const publish = workflows.find(({ file }) => file === "publish-preview.yml")!
    expect(publish.on.workflow_run).toEqual({ workflows: [preview.name], types: ["requested", "completed"] })
    for (const job of Object.values(publish.jobs)) {
      expect(job.if).toContain("github.event.workflow_run.head_repository.full_name == github.repository")
      expect(job.if).toContain("github.event.workflow_run.pull_requests[0].number")
    }
    const entry = jobs.find(({ id }) => id === "publish-preview.yml publish")!
    const download = steps(entry).find((step) => step.uses?.startsWith("actions/download-artifact@"))!
    expect(download.with).toMatchObject({ "run-id": "${{ github.event.workflow_run.id }}" })
    // The same artifact the build uploads, which the production deploy takes too.
    const upload = jobs
      .filter(({ workflow }) => workflow.file === "build.yml")
      .flatMap(steps)
      .find((step) => step.uses?.startsWith("actions/upload-artifact@"))!
    expect(upload.with).toMatchObject({ name: download.with?.name, path: "public/" })
  })

  it("build what they deploy from a clean checkout: nothing restored from a cache into a build", () => {
    // A kept public/ keeps a file deleted from static/ (or a photo taken down) in every later deploy.
    const building = jobs.filter((entry) => runs(entry).some(builds))
    expect(building.length).toBeGreaterThan(0)
    for (const entry of building)
      expect({ job: entry.id, caches: steps(entry).filter((step) => step.uses?.startsWith("actions/cache")) }).toEqual({
        job: entry.id,
        caches: [],
      })
    // A job holding a token restores nothing another job could have saved, npm's downloads included.
    for (const entry of withDeploySecret) {
      const setup = steps(entry).find((step) => step.uses?.startsWith("actions/setup-node@"))!
      expect(setup.with).toMatchObject({ "package-manager-cache": false })
      expect(setup.with?.cache).toBeUndefined()
    }
  })

  it("publish no preview for a commit that heads two pull requests, before anything is downloaded", () => {
    const all = steps(jobs.find(({ id }) => id === "publish-preview.yml publish")!)
    const stop = all.findIndex((step) => step.if === "github.event.workflow_run.pull_requests[1]")
    expect(all[stop]?.run).toMatch(/\nexit 1\n?$/)
    expect(stop).toBeLessThan(all.findIndex((step) => step.uses?.startsWith("actions/download-artifact@")))
  })

  it("remove a preview when its pull request closes, from the default branch's files, by its number", () => {
    const remove = jobs.find(({ id }) => id === "remove-preview.yml remove")!
    expect(remove.workflow.on).toEqual({ pull_request_target: { types: ["closed"] } })
    expect(remove.workflow.permissions).toEqual({})
    expect(environment(remove)).toBe("preview")
    expect(runsBranchCode(remove)).toBe(false)
    expect(remove.job.env).toEqual({ PULL_REQUEST: "${{ github.event.pull_request.number }}" })
  })

  it("report the preview to the pull request: building, then its address from wrangler's output, or failed", () => {
    const building = jobs.find(({ id }) => id === "publish-preview.yml building")!
    const publish = jobs.find(({ id }) => id === "publish-preview.yml publish")!
    expect(building.job.if).toContain("github.event.action == 'requested'")
    expect(publish.job.if).toContain("github.event.action == 'completed'")
    expect(runs(building)).toContain("npx tsx scripts/report-preview.mts pending")
    const all = runs(publish)
    const deploy = steps(publish).find((step) => step.run?.startsWith("npx wrangler pages deploy"))!
    const output = String(deploy.env?.WRANGLER_OUTPUT_FILE_PATH).replace("${{ runner.temp }}", "$RUNNER_TEMP")
    expect(all.indexOf(`npx tsx scripts/report-preview.mts success "${output}"`)).toBeGreaterThan(
      all.indexOf(deploy.run!),
    )
    expect(steps(publish).find((step) => step.run === "npx tsx scripts/report-preview.mts failure")).toMatchObject({
      if: "failure()",
    })
    // The commit the editor's pull request shows, and the token only where a status is written.
    expect(publish.workflow.env).toMatchObject({ HEAD_SHA: "${{ github.event.workflow_run.head_sha }}" })
    for (const entry of [building, publish]) {
      const withToken = steps(entry).filter((step) => step.env?.GITHUB_TOKEN)
      expect(withToken.every((step) => step.run?.startsWith("npx tsx scripts/report-preview.mts"))).toBe(true)
      expect(entry.job.permissions).toMatchObject({ statuses: "write" })
    }
  })
})

describe("the preview's report", () => {
  const wranglerOutput = [
    { type: "wrangler-session", version: 1 },
    { type: "pages-deploy", url: "https://0a1b2c3d.serendib-site.pages.dev" },
    {
      type: "pages-deploy-detailed",
      url: "https://0a1b2c3d.serendib-site.pages.dev",
      alias: "https://pr-123.serendib-site.pages.dev",
      environment: "preview",
    },
  ]
    .map((entry) => JSON.stringify(entry))
    .join("\n")

  it("links the pull request's alias, which stays the same across pushes, in the context the editor reads", () => {
    expect(previewStatus("success", previewAddress(wranglerOutput))).toEqual({
      state: "success",
      context: PREVIEW_CONTEXT,
      description: expect.stringContaining("not indexed"),
      target_url: "https://pr-123.serendib-site.pages.dev",
    })
  })

  it("falls back to the deployment's own address, and refuses output with no address at all", () => {
    const noAlias = wranglerOutput.replace(/"alias":"[^"]+"/, '"alias":null')
    expect(previewAddress(noAlias)).toBe("https://0a1b2c3d.serendib-site.pages.dev")
    expect(() => previewAddress('{"type":"wrangler-session"}')).toThrow(/names no https:\/\/ address/)
  })
})

describe("CODEOWNERS", () => {
  it("leaves unowned exactly the editors' files: the content files by name and pictures under content/images/", () => {
    const ownersOf = owners()
    const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean)
    // And paths that do not exist yet: new code, new pictures, and what an editor's account might
    // plant (named so that no recipe in docs/code.md creates them).
    const more = [
      "src/sections/Imagined.tsx",
      "content/imagined.json",
      "schemas/imagined.schema.json",
      "content/images/imagined/step.webp",
      ".github/workflows/new.yml",
      "static/_worker.js",
      "content/package.json",
      "content/.prettierrc",
      "content/images/pwn",
      "content/images/pwn.js",
      "content/images/.prettierrc.png",
      "content/images/x.png/pwn.js",
      "content/images/covers/a.svg/b.png",
      "content/images/Shop.PNG",
      "content/Site.json",
      "content/site.json/x",
      "content/images/.hidden/a.png",
      "content/images/v1.2/a.png",
      "content/images/pwn.constructor",
    ]
    for (const file of [...tracked, ...more])
      expect({ file, owned: ownersOf(file).length > 0 }).toEqual({ file, owned: !isEditorsFile(file) })
    expect(tracked.filter(isEditorsFile).length).toBeGreaterThan(0)
    expect(more.filter(isEditorsFile)).toEqual(["content/images/imagined/step.webp"])
  })
})

describe("the test job", () => {
  const test = job("site.yml test")
  /** The commands the job runs for a change of this scope, in this matrix entry. */
  const commands = (scope: string, content: string) =>
    steps(test)
      .filter((step) => stepRuns(step, { steps: { scope: { outputs: { scope } } }, matrix: { content } }))
      .flatMap((step) => (step.run ? [step.run] : []))

  it("puts a change of the editors' files alone through the content gate, and any other through the whole suite", () => {
    expect(commands("code", "content")).toContain("npm test")
    expect(commands("code", "__tests__/second-agency")).toContain("npm test")
    expect(commands("code", "content")).not.toContain("npm run test:content")
    expect(commands("content", "content")).toContain("npm run test:content")
    expect(commands("content", "content")).not.toContain("npm test")
    expect(commands("content", "__tests__/second-agency").filter((run) => run.startsWith("npm test"))).toEqual([])
  })

  it("tells the two apart from the commits a push or pull request brings", () => {
    const scope = steps(test).find((step) => step.id === "scope")!
    const checkout = steps(test).find((step) => step.uses?.startsWith("actions/checkout@"))!
    expect(checkout.with?.["fetch-depth"]).toBe(0)
    const repo = scratchRepository("scope-")
    /** Commits `files` on top and returns the scope the step writes for that commit against `base`. */
    const scopeAfter = (base: string, files: Record<string, string>) => {
      const head = repo.commit(files)
      const output = path.join(repo.dir, ".output")
      writeFileSync(output, "")
      const env = stepEnv(test, scope, { github: { event: { before: base } } })
      const command = scope.run!.replace("$BASE", env.BASE!).replace("$GITHUB_SHA", head)
      execFileSync("bash", ["-c", `${command} >/dev/null`], {
        cwd: repo.dir,
        env: { ...process.env, GITHUB_OUTPUT: output },
      })
      return readFileSync(output, "utf8").trim()
    }
    try {
      expect(scopeAfter("", { "content/site.json": "{}" })).toBe("scope=code") // nothing to compare with
      let base = repo.git("rev-parse", "HEAD")
      expect(scopeAfter(base, { "content/projects.json": "[]", "content/images/covers/new.webp": "" })).toBe(
        "scope=content",
      )
      base = repo.git("rev-parse", "HEAD")
      expect(scopeAfter(base, { "content/projects.json": "[1]", "schemas/projects.schema.json": "{}" })).toBe(
        "scope=code",
      )
      base = repo.git("rev-parse", "HEAD")
      // A picture named with a letter outside ASCII, which git quotes unless asked not to: read
      // whole, and not the editors' (no picture field can point at it).
      expect(scopeAfter(base, { "content/images/covers/café.webp": "" })).toBe("scope=code")
      base = repo.git("rev-parse", "HEAD")
      expect(scopeAfter(base, { "content/package.json": "{}" })).toBe("scope=code")
      // A base outside the history (a force-push): the whole suite.
      expect(scopeAfter("0".repeat(40), { "content/site.json": "[]" })).toBe("scope=code")
    } finally {
      repo.dispose()
    }
  })
})
