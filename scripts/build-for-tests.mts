// The build the browser tests serve: `gatsby build` with the test settings (scripts/lib/test-build.ts).
import { spawnSync } from "node:child_process"
import { TEST_BUILD_ENV } from "./lib/test-build"

const { status } = spawnSync("npx", ["gatsby", "build"], {
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...TEST_BUILD_ENV },
})
process.exit(status ?? 1)
