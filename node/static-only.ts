/**
 * The site deploys static files only. Cloudflare Pages runs or routes a few names at the top of
 * what it is given instead of serving them, and `wrangler pages deploy` bundles the code among
 * them on the machine that deploys, which holds the token. The build refuses them in static/ and
 * public/; the deploy jobs refuse an artifact that holds one (scripts/check-static-only.mts).
 */
import { lstatSync, readdirSync, readlinkSync } from "node:fs"
import path from "node:path"

/** Names Cloudflare Pages' deploy treats as code or routing (wrangler's `pages deploy` and its docs). */
const SERVER_NAMES: Record<string, string> = {
  "_worker.js": "a Worker (as a file, or a folder of modules) that runs on every request",
  functions: "Pages Functions, code that runs on the server",
  "_routes.json": "which requests reach server code",
  _redirects: "redirects and rewrites",
}

/**
 * What in `dir` would not be served as a plain file, each as a sentence naming it: the names above
 * at its top (in any case: a host may not tell them apart), and links anywhere, which a deploy
 * would follow to whatever they point at on its own disk.
 */
function serverFiles(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const what = SERVER_NAMES[entry.name.toLowerCase()]
    if (what) found.push(`${entry.name}: ${what}`)
  }
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (lstatSync(full).isSymbolicLink()) found.push(`${path.relative(dir, full)}: a link (to ${readlinkSync(full)})`)
      else if (entry.isDirectory()) walk(full)
    }
  }
  walk(dir)
  return found
}

/** Throws, naming each file, when `dir` holds anything `serverFiles` finds; `label` is how to name the folder. */
export function refuseServerFiles(dir: string, label: string): void {
  const found = serverFiles(dir)
  if (found.length)
    throw new Error(
      `${label} holds what the host would run or route rather than serve, and the site deploys static files only:\n` +
        found.map((line) => `  ${label}/${line}`).join("\n") +
        "\nRemove it; a behaviour the site needs is built into its pages or public/_headers.",
    )
}
