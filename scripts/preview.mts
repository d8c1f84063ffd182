// `npm run preview`: the build as Cloudflare Pages would serve it (scripts/lib/pages-dev.ts), until
// Ctrl-C. The browser tests' web server (playwright.config.ts) runs it with a fixed --port and
// --snapshot: it then serves a copy of public/, which `gatsby develop` in the develop tests may
// rewrite meanwhile, and keeps a copy of the same build's records beside it.
import { cpSync, existsSync, rmSync } from "node:fs"
import { parseArgs } from "node:util"
import { startPagesDev } from "./lib/pages-dev"
import { SITE_RECORDS_DIR, SITE_SNAPSHOT_DIR } from "./lib/builds"
import { BUILD_RECORDS } from "../node/hooks/internal-files"

const { values } = parseArgs({ options: { port: { type: "string" }, snapshot: { type: "boolean" } } })
let dir = "public"
if (values.snapshot) {
  rmSync(SITE_SNAPSHOT_DIR, { recursive: true, force: true })
  cpSync(dir, SITE_SNAPSHOT_DIR, { recursive: true })
  rmSync(SITE_RECORDS_DIR, { recursive: true, force: true })
  // A build from before the records moved out of public/ has none; the tests that need them say so.
  if (existsSync(BUILD_RECORDS)) cpSync(BUILD_RECORDS, SITE_RECORDS_DIR, { recursive: true })
  dir = SITE_SNAPSHOT_DIR
}
const host = await startPagesDev({ dir, port: Number(values.port ?? 0) })
console.log(`${dir}/ served by Cloudflare Pages' runtime at ${host.url} (Ctrl-C to stop)`)
// wrangler runs in its own process group: end it with us, on Ctrl-C or the test runner's SIGTERM.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => host.close().then(() => process.exit(0)))
