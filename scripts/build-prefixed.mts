// `npm run build:prefix`: the site built as for a GitHub Pages project site, under PREFIX, kept in
// PREFIXED_DIR (scripts/lib/builds.ts) for the path-prefix tests (__tests__/prefix). Gatsby always builds into public/, so
// npm test runs this before the normal build, which then replaces public/.
import { execFileSync } from "node:child_process"
import { cpSync, rmSync } from "node:fs"

import { PREFIX, PREFIXED_DIR } from "./lib/builds"

execFileSync("npx", ["gatsby", "build", "--prefix-paths"], {
  stdio: "inherit",
  env: { ...process.env, PATH_PREFIX: PREFIX, GATSBY_TELEMETRY_DISABLED: "1" },
})
rmSync(PREFIXED_DIR, { recursive: true, force: true })
cpSync("public", PREFIXED_DIR, { recursive: true })
console.log(`The build under ${PREFIX} is in ${PREFIXED_DIR}/.`)
