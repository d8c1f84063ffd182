/**
 * What Gatsby leaves in public/ for itself, which the host would otherwise serve to anyone who asks:
 * webpack's statistics and chunk map (every module path in the source), source maps from builds
 * before they were turned off (node/hooks/webpack.ts), and Partytown's files, which no page loads.
 * After every build the statistics and chunk map move to BUILD_RECORDS (the browser tests read the
 * chunks' names there) and the rest is removed; the next build writes what it needs again.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs"
import path from "node:path"

/** Where the last build's records are kept: in Gatsby's cache folder, which is never served. */
export const BUILD_RECORDS = path.join(".cache", "build-records")

const RECORDS = ["webpack.stats.json", "chunk-map.json"]
const UNUSED = ["~partytown"]

/** Moves the build's records out of `publicDir` into `recordsDir`, and removes what nothing uses. */
export function keepInternalsOut(publicDir: string, recordsDir: string): void {
  mkdirSync(recordsDir, { recursive: true })
  for (const name of RECORDS)
    if (existsSync(path.join(publicDir, name))) renameSync(path.join(publicDir, name), path.join(recordsDir, name))
  for (const name of readdirSync(publicDir).filter((name) => UNUSED.includes(name) || name.endsWith(".map")))
    rmSync(path.join(publicDir, name), { recursive: true, force: true })
}
