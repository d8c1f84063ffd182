/** @jest-environment node */
import { readFileSync } from "node:fs"
import { load } from "js-yaml"

interface Step {
  uses?: string
  run?: string
  with?: Record<string, string>
  env?: Record<string, string>
}
interface Workflow {
  on: { pull_request: unknown; push: { branches: string[] } }
  jobs: Record<string, { if?: string; needs?: string; steps: Step[] }>
}

const workflow = load(readFileSync(".github/workflows/site.yml", "utf8")) as Workflow
const readmeTestCommand = /^npm test\s/m.test(readFileSync("README.md", "utf8"))
  ? "npm test"
  : "(README has no npm test)"

/** Installs the npm that package.json names, before anything else is installed. */
const INSTALL_NPM = `npm install --global "$(node -p 'require("./package.json").packageManager')"`

describe("the CI workflow", () => {
  it("runs on pull requests and on pushes to main", () => {
    expect(workflow.on.pull_request).toBeDefined()
    expect(workflow.on.push.branches).toEqual(["main"])
  })

  it("installs with npm ci, checks content, and runs the README's test command", () => {
    const runs = workflow.jobs.test!.steps.map((step) => step.run).filter(Boolean)
    expect(runs).toEqual([INSTALL_NPM, "npm ci", "npm run content:check", readmeTestCommand])
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
})
