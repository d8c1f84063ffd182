// A git repository of a test's own in a scratch folder, with the project's packages, scripts and
// shared code linked in (not committed), so a workflow's step runs there as in a checkout.
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

export function scratchRepository(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.test", ...args], {
      cwd: dir,
      encoding: "utf8",
    }).trim()
  for (const link of ["node_modules", "scripts", "shared"]) symlinkSync(path.resolve(link), path.join(dir, link))
  git("init", "-q")
  return {
    dir,
    git,
    /** Writes `files` (path: text), commits just them, and returns the commit. */
    commit(files: Record<string, string>) {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
        writeFileSync(path.join(dir, name), text)
      }
      git("add", ...Object.keys(files))
      git("commit", "-qm", Object.keys(files).join(", "))
      return git("rev-parse", "HEAD")
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  }
}
