// `npm run serve:host`: the build as Cloudflare Pages would serve it (scripts/lib/pages-dev.ts), until
// Ctrl-C. The browser tests' web server (playwright.config.ts) runs it with a fixed --port and
// --snapshot: it then serves a copy of public/, which `gatsby develop` in the develop tests may
// rewrite meanwhile, and keeps a copy of the same build's records beside it.
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { parseArgs } from "node:util"
import { startPagesDev } from "./lib/pages-dev"
import { CHECKOUT_MARK, SITE_RECORDS_DIR, SITE_SNAPSHOT_DIR } from "./lib/builds"
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
  writeFileSync(`${dir}/${CHECKOUT_MARK}`, `${process.cwd()}\n`)
}
const port = Number(values.port ?? 0)
const taken = await new Promise<boolean>((resolve) => {
  const probe = createServer().once("error", () => resolve(true))
  probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(false)))
})
if (port && taken) {
  console.error(`Port ${port} is taken by another server (another checkout's tests?): stop it, then run again.`)
  process.exit(1)
}
const host = await startPagesDev({ dir, port })
console.log(`${dir}/ served by Cloudflare Pages' runtime at ${host.url} (Ctrl-C to stop)`)
// wrangler runs in its own process group: end it with us, on Ctrl-C or the test runner's SIGTERM.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => host.close().then(() => process.exit(0)))
