/**
 * What Gatsby leaves in public/ for itself, which the host would otherwise serve to anyone who asks:
 * webpack's statistics and chunk map (every module path in the source), source maps from builds
 * before they were turned off (src/build/webpack.ts), and Partytown's files, which no page loads.
 * Removed after every build; the next build writes what it needs again.
 */
import { readdirSync, rmSync } from "node:fs"
import path from "node:path"

const BOOKKEEPING = ["webpack.stats.json", "chunk-map.json", "~partytown"]

/** Whether a file or folder at the top of public/ is the build's own and not the site's. */
const isInternal = (name: string): boolean => BOOKKEEPING.includes(name) || name.endsWith(".map")

/** Removes the build's internals from `publicDir`, and returns their names. */
export function removeInternalFiles(publicDir: string): string[] {
  const internal = readdirSync(publicDir).filter(isInternal)
  for (const name of internal) rmSync(path.join(publicDir, name), { recursive: true, force: true })
  return internal
}
