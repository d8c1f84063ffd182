// site.yml's test job: which suite this push or pull request needs, written to $GITHUB_OUTPUT as
// scope=content or scope=code (scripts/lib/release.ts). Arguments: the base commit (the pull
// request's base, or what the branch pointed at before the push) and the commit under test. A base
// outside that commit's history (a new branch, a force-push) compares with nothing: the whole suite.
import { appendFileSync } from "node:fs"
import { printable } from "../node/content/problem"
import { changedSince, changeScope } from "./lib/release"

const [base = "", head = "HEAD"] = process.argv.slice(2)
const { scope, reason } = changeScope(changedSince(/^[0-9a-f]{40}$/.test(base) ? base : undefined, head))
console.log(printable(`${scope}: ${reason}`)) // file names are the editors'
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `scope=${scope}\n`)
