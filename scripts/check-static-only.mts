// The deploy jobs' last step before wrangler (.github/workflows): tsx scripts/check-static-only.mts <folder>
// Refuses a built site that holds anything Cloudflare Pages would run or route (node/static-only.ts),
// naming each file, so that wrangler never bundles a branch's code beside the token.
import { refuseServerFiles } from "../node/static-only"
import { printable } from "../node/content/problem"

const [dir] = process.argv.slice(2)
if (!dir) throw new Error("usage: check-static-only.mts <folder to deploy>")
try {
  refuseServerFiles(dir, dir)
} catch (error) {
  // In GitHub Actions the message is also an error annotation on the run.
  const message = (error as Error).message
  if (process.env.GITHUB_ACTIONS === "true") console.log(`::error title=Not deployed::${printable(message)}`)
  console.error(message)
  process.exit(1)
}
console.log(`${dir}: static files only`)
