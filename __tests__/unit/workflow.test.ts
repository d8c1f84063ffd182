/** @jest-environment node */
import { readFileSync } from "node:fs"
import { load } from "js-yaml"
import { previewAddress, previewStatus } from "../../scripts/lib/preview-status"
import { PREVIEW_CONTEXT } from "../../node/content/cms-config"

interface Step {
  uses?: string
  run?: string
  with?: Record<string, string>
  env?: Record<string, string>
}
interface Workflow {
  on: { pull_request: unknown; push: { branches: string[] } }
  jobs: Record<
    string,
    {
      if?: string
      needs?: string
      permissions?: Record<string, string>
      environment?: { name: string }
      env?: Record<string, string>
      steps: Step[]
    }
  >
}

const workflow = load(readFileSync(".github/workflows/site.yml", "utf8")) as Workflow
const readmeTestCommand = /^npm test\s/m.test(readFileSync("README.md", "utf8"))
  ? "npm test"
  : "(README has no npm test)"

/** Installs the npm that package.json names, before anything else is installed. */
const INSTALL_NPM = `npm install --global "$(node -p 'require("./package.json").packageManager')"`

const WEBKIT_INSTALL = "sudo apt-get update -qq && sudo apt-get install -y -qq webkit2gtk-driver xvfb"

describe("the CI workflow", () => {
  it("runs on pull requests and on pushes to main", () => {
    expect(workflow.on.pull_request).toBeDefined()
    expect(workflow.on.push.branches).toEqual(["main"])
  })

  it("installs with npm ci and WebKit's driver, checks content, and runs the README's test command", () => {
    const runs = workflow.jobs.test!.steps.map((step) => step.run).filter(Boolean)
    // The runner is not root, so npm test cannot install WebKit's driver itself; Firefox and Chrome it ships.
    expect(runs).toEqual([INSTALL_NPM, "npm ci", WEBKIT_INSTALL, "npm run content:check", readmeTestCommand])
    expect(workflow.jobs.test!.env).toMatchObject({ CHROME_PATH: expect.any(String), FIREFOX_PATH: expect.any(String) })
  })

  it("installs, in every job, with the npm package.json names before npm ci", () => {
    const { packageManager } = JSON.parse(readFileSync("package.json", "utf8")) as { packageManager: string }
    expect(packageManager).toMatch(/^npm@\d+\.\d+\.\d+$/)
    for (const job of Object.values(workflow.jobs)) {
      const runs = job.steps.map((step) => step.run).filter(Boolean)
      expect(runs.indexOf(INSTALL_NPM)).toBe(runs.indexOf("npm ci") - 1)
    }
  })

  it("on main only, builds with Gatsby's caches restored, then publishes public/ to Cloudflare Pages", () => {
    const deploy = workflow.jobs.deploy!
    expect(deploy.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'")
    expect(deploy.needs).toBe("test")
    const cache = deploy.steps.find((step) => step.uses?.startsWith("actions/cache@"))
    expect(cache?.with?.path?.split("\n").filter(Boolean)).toEqual([".cache", "public"])
    const build = deploy.steps.find((step) => step.run?.includes("gatsby build"))
    expect(build?.run).toBe("npx gatsby build")
    // The host that reads public/_headers, so the policy the build computes reaches visitors.
    const publish = deploy.steps.at(-1)!
    expect(publish.run).toMatch(/^npx wrangler pages deploy public /)
    expect(Object.keys(publish.env ?? {})).toEqual(
      expect.arrayContaining(["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"]),
    )
    expect(JSON.stringify(deploy.steps)).not.toMatch(/deploy-pages|upload-pages-artifact/)
  })

  it("deploys each pull request from this repository, never a fork's, to a preview and never to production", () => {
    const preview = workflow.jobs.preview!
    expect(preview.if).toBe(
      "github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository",
    )
    // Beside the tests, not after them: a preview sooner; merging waits for the tests.
    expect(preview.needs).toBeUndefined()
    expect(preview.environment?.name).toBe("preview")
    expect(preview.permissions).toMatchObject({ contents: "read", statuses: "write" })
    const build = preview.steps.find((step) => step.run === "npx gatsby build")
    expect(build?.env?.SITE_PREVIEW).toBe("true")
    const deploy = preview.steps.find((step) => step.run?.startsWith("npx wrangler pages deploy"))!
    expect(deploy.run).toMatch(/^npx wrangler pages deploy public .*--branch "\$HEAD_REF"/)
    expect(deploy.env?.HEAD_REF).toBe("${{ github.head_ref }}")
    expect(deploy.env?.WRANGLER_OUTPUT_FILE_PATH).toBeDefined()
    // Production is the deploy job's alone, and only on main.
    expect(JSON.stringify(preview)).not.toMatch(/--branch main|environment.*production/)
  })

  it("reports the preview to the pull request: building, then its address from wrangler's output, or failed", () => {
    const runs = workflow.jobs.preview!.steps.map((step) => step.run ?? "")
    const report = (state: string) =>
      runs.findIndex((run) => run.startsWith(`npx tsx scripts/report-preview.mts ${state}`))
    const deploy = runs.findIndex((run) => run.startsWith("npx wrangler pages deploy"))
    expect(report("pending")).toBeLessThan(deploy)
    expect(report("success")).toBeGreaterThan(deploy)
    expect(runs[report("success")]).toContain(
      workflow.jobs.preview!.steps[deploy]!.env!.WRANGLER_OUTPUT_FILE_PATH!.replace(
        "${{ runner.temp }}",
        "$RUNNER_TEMP",
      ),
    )
    expect(workflow.jobs.preview!.steps[report("failure")]!).toMatchObject({ if: "failure()" })
    expect(workflow.jobs.preview!.env).toMatchObject({ HEAD_SHA: "${{ github.event.pull_request.head.sha }}" })
    // The token that can write statuses reaches the three reports and nothing else.
    const withToken = workflow.jobs.preview!.steps.filter((step) => step.env?.GITHUB_TOKEN).map((step) => step.run)
    expect(withToken).toEqual([runs[report("pending")], runs[report("success")], runs[report("failure")]])
    expect(workflow.jobs.preview!.env?.GITHUB_TOKEN).toBeUndefined()
  })
})

describe("the preview's report", () => {
  const wranglerOutput = [
    { type: "wrangler-session", version: 1 },
    { type: "pages-deploy", url: "https://0a1b2c3d.serendib-site.pages.dev" },
    {
      type: "pages-deploy-detailed",
      url: "https://0a1b2c3d.serendib-site.pages.dev",
      alias: "https://cms-content-projects.serendib-site.pages.dev",
      environment: "preview",
    },
  ]
    .map((entry) => JSON.stringify(entry))
    .join("\n")

  it("links the branch's alias, which stays the same across pushes, in the context the editor reads", () => {
    expect(previewStatus("success", previewAddress(wranglerOutput))).toEqual({
      state: "success",
      context: PREVIEW_CONTEXT,
      description: expect.stringContaining("not indexed"),
      target_url: "https://cms-content-projects.serendib-site.pages.dev",
    })
  })

  it("falls back to the deployment's own address, and refuses output with no address at all", () => {
    const noAlias = wranglerOutput.replace(/"alias":"[^"]+"/, '"alias":null')
    expect(previewAddress(noAlias)).toBe("https://0a1b2c3d.serendib-site.pages.dev")
    expect(() => previewAddress('{"type":"wrangler-session"}')).toThrow(/names no https:\/\/ address/)
  })
})
