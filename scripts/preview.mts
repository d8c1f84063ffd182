// `npm run preview`: the build as Cloudflare Pages would serve it (scripts/lib/pages-dev.ts), until
// Ctrl-C. The browser tests' web server (playwright.config.ts) runs it with a fixed --port.
import { parseArgs } from "node:util"
import { startPagesDev } from "./lib/pages-dev"

const { values } = parseArgs({ options: { port: { type: "string" }, dir: { type: "string" } } })
const host = await startPagesDev({ dir: values.dir, port: Number(values.port ?? 0) })
console.log(`${values.dir ?? "public"}/ served by Cloudflare Pages' runtime at ${host.url} (Ctrl-C to stop)`)
// wrangler runs in its own process group: end it with us, on Ctrl-C or the test runner's SIGTERM.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => host.close().then(() => process.exit(0)))
