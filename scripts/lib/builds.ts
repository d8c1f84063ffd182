import { createHash } from "node:crypto"
// Copies of the build the tests use, so that `gatsby develop` (which writes into public/) can run
// beside them, and the build under a path prefix can be tested after public/ is rebuilt.

/** The path prefix of a GitHub Pages project site, and where npm run build:prefix keeps that build. */
export const PREFIX = "/agency-site"
export const PREFIXED_DIR = "test-results/prefixed-build"

/** Where the browser tests' web server copies public/ before serving it (scripts/serve-as-host.mts --snapshot). */
export const SITE_SNAPSHOT_DIR = "test-results/site-build"

/**
 * A file only this checkout's snapshot holds (named after its folder): Playwright takes a server
 * already on the tests' port for its own only when it serves this file, never another checkout's.
 */
export const CHECKOUT_MARK = `checkout-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 16)}.txt`

/** Beside it, not served: the same build's records (webpack's statistics), which name its chunks. */
export const SITE_RECORDS_DIR = "test-results/site-build-records"
