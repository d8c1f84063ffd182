// Serves a build with Cloudflare Pages' own runtime (`wrangler pages dev`, workerd), offline, on
// loopback: the host the site is deployed to, so its `_headers`, 404 page, redirects and 405 for a
// POST are the host's behaviour rather than ours. Used by the browser tests.
import { spawn } from "node:child_process"
import { createServer, type AddressInfo } from "node:net"
import { existsSync } from "node:fs"
import path from "node:path"

// workerd refuses compatibility dates after its own build date; without one wrangler uses today's.
const COMPATIBILITY_DATE = "2026-04-01"

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Starts `wrangler pages dev dir`; resolves with its URL once it answers, and a close(). */
export async function startPagesDev({ dir = "public", port = 0, timeoutMs = 60_000 } = {}) {
  if (!existsSync(path.join(dir, "index.html")))
    throw new Error(`No build in ${dir}/: run \`npm run build\` first (npm test does)`)
  port ||= await freePort()
  const wrangler = path.join(process.cwd(), "node_modules", ".bin", "wrangler")
  // An inspector port of its own too, so that two hosts (a bench comparing builds) can run at once.
  const args = [
    "pages",
    "dev",
    dir,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(await freePort()),
  ]
  const child = spawn(wrangler, [...args, "--compatibility-date", COMPATIBILITY_DATE], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so close() also ends workerd
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  let closing = false
  // A host that stops on its own fails every test after it with "connection refused": say why, once.
  child.once("exit", (code, signal) => {
    if (!closing)
      console.error(
        `wrangler pages dev stopped (${signal ?? `exit ${code}`}); its last output:\n${output.slice(-4000)}`,
      )
  })
  const close = () =>
    new Promise<void>((resolve) => {
      closing = true
      if (child.exitCode !== null) return resolve()
      child.once("exit", () => resolve())
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM")
      } catch {
        resolve()
      }
    })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${output}`)
    if (/Ready on/.test(output)) {
      try {
        await fetch(url, { method: "HEAD" })
        return { url, close, output: () => output }
      } catch {
        // not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await close()
  throw new Error(`wrangler pages dev did not start within ${timeoutMs / 1000} s:\n${output}`)
}
