/** @jest-environment node */
// The project's .npmrc makes an install script that allowScripts does not approve fail `npm ci`,
// rather than run (npm 10) or be skipped with a warning (npm 11 alone). A local tarball stands in
// for a dependency that gained a postinstall.
import { spawnSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

// npm, when it runs jest, hands its settings (this project's .npmrc among them) to its children as
// npm_config_* variables: without them, each install reads only its own folder's .npmrc.
const ownEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_config_/i.test(name)))

const npm = (cwd: string, ...args: string[]) =>
  spawnSync("npm", [...args, "--no-audit", "--no-fund"], {
    cwd,
    encoding: "utf8",
    timeout: 60_000,
    // Only the tarball is installed; nothing is asked of the registry.
    env: { ...ownEnv, npm_config_offline: "true", npm_config_update_notifier: "false" },
  })

describe("an install script allowScripts does not approve", () => {
  let dir = ""
  let app = ""
  const marker = () => path.join(dir, "postinstall-ran")

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "install-scripts-"))
    const dependency = path.join(dir, "dependency")
    mkdirSync(dependency)
    writeFileSync(
      path.join(dependency, "package.json"),
      JSON.stringify({
        name: "gains-a-postinstall",
        version: "1.0.0",
        scripts: { postinstall: `node -e "require('fs').writeFileSync('${marker()}', 'ran')"` },
      }),
    )
    const packed = npm(dependency, "pack", "--silent")
    expect(packed.status).toBe(0)
    app = path.join(dir, "app")
    mkdirSync(app)
    writeFileSync(
      path.join(app, "package.json"),
      JSON.stringify({
        name: "app",
        private: true,
        dependencies: { "gains-a-postinstall": `file:../dependency/${packed.stdout.trim()}` },
      }),
    )
    // The lockfile alone, as a committed one would be: writing it runs no script.
    const locked = npm(app, "install", "--package-lock-only")
    expect(locked.stderr).toBe(locked.status === 0 ? locked.stderr : "(npm failed)")
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  beforeEach(() => {
    rmSync(marker(), { force: true })
    rmSync(path.join(app, "node_modules"), { recursive: true, force: true })
  })

  it("fails npm ci under the project's .npmrc, naming the package, and does not run", () => {
    copyFileSync(".npmrc", path.join(app, ".npmrc"))
    const result = npm(app, "ci")
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain("gains-a-postinstall@1.0.0")
    expect(existsSync(marker())).toBe(false)
  }, 60_000)

  it("runs, with npm's defaults, which is what the .npmrc guards against", () => {
    rmSync(path.join(app, ".npmrc"), { force: true })
    const result = npm(app, "ci")
    expect(result.stderr).toBe(result.status === 0 ? result.stderr : "(npm failed)")
    expect(existsSync(marker())).toBe(true)
  }, 60_000)
})
