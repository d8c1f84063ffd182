// The preview's publishing reports to the pull request (.github/workflows/publish-preview.yml):
//   tsx scripts/report-preview.mts pending
//   tsx scripts/report-preview.mts success <wrangler output file>
//   tsx scripts/report-preview.mts failure
// GITHUB_REPOSITORY, GITHUB_TOKEN (with statuses: write) and HEAD_SHA come from the workflow.
import { readFileSync } from "node:fs"
import { previewAddress, previewStatus, type CommitStatus } from "./lib/preview-status"

const [state, outputFile] = process.argv.slice(2) as [CommitStatus["state"], string | undefined]
const { GITHUB_REPOSITORY, GITHUB_TOKEN, HEAD_SHA, GITHUB_API_URL = "https://api.github.com" } = process.env
if (!["pending", "success", "failure"].includes(state) || (state === "success" && !outputFile))
  throw new Error("usage: report-preview.mts pending | success <wrangler output file> | failure")
if (!GITHUB_REPOSITORY || !GITHUB_TOKEN || !HEAD_SHA)
  throw new Error("GITHUB_REPOSITORY, GITHUB_TOKEN and HEAD_SHA are needed")

const status = previewStatus(state, outputFile ? previewAddress(readFileSync(outputFile, "utf8")) : undefined)
const response = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/statuses/${HEAD_SHA}`, {
  method: "POST",
  headers: {
    authorization: `Bearer ${GITHUB_TOKEN}`,
    accept: "application/vnd.github+json",
    "content-type": "application/json",
  },
  body: JSON.stringify(status),
})
if (!response.ok) throw new Error(`GitHub answered ${response.status}: ${await response.text()}`)
console.log(`${status.context}: ${status.state}${status.target_url ? ` ${status.target_url}` : ""}`)
