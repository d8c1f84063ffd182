// site.yml's test job: which suite this push or pull request needs, written to $GITHUB_OUTPUT as
// scope=content or scope=code (scripts/lib/release.ts). Arguments: the base commit (the pull
// request's base, or what the branch pointed at before the push) and the commit under test. A base
// outside that commit's history (a new branch, a force-push) compares with nothing: the whole suite.
import { execFileSync, spawnSync } from "node:child_process"
import { appendFileSync } from "node:fs"
import { changeScope } from "./lib/release"

const [base = "", head = "HEAD"] = process.argv.slice(2)
const inHistory =
  /^[0-9a-f]{40}$/.test(base) && spawnSync("git", ["merge-base", "--is-ancestor", base, head]).status === 0
const changed = inHistory
  ? execFileSync("git", ["diff", "--name-only", "--no-renames", base, head], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
  : undefined
const { scope, reason } = changeScope(changed)
console.log(`${scope}: ${reason}`)
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `scope=${scope}\n`)
