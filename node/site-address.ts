import { readFileSync } from "node:fs"
import path from "node:path"
import { contentDir } from "./hooks/content"

/**
 * Where the site lives, for every absolute address the build writes (canonical link, Open Graph,
 * JSON-LD, sitemap, robots.txt, the editor's "View on Live Site"): the agency's own, from
 * site.json's `siteAddress`, which the content check holds to `https://` and a name before the
 * build writes anything; `SITE_URL` overrides it for a build served elsewhere (a preview, a test).
 */
export function siteAddress(env: NodeJS.ProcessEnv = process.env, dir = contentDir()): string {
  let own: unknown
  try {
    own = (JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8")) as { siteAddress?: unknown }).siteAddress
  } catch {
    // the content check names what is wrong with the file
  }
  return (env.SITE_URL || (typeof own === "string" ? own : "")).replace(/\/$/, "")
}
