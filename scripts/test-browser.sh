#!/usr/bin/env bash
# `npm run test:browser [-- files, --project NAME, -g TITLE …]`: the browser tests, or the part
# named, as npm test runs them last: Debian's browsers and Node 24 found (or installed), then the
# build they serve, made with the tests' settings, then Playwright with the arguments given.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
source scripts/ensure-tools.sh
npx tsx scripts/free-ports.mts
npx tsx scripts/build-for-tests.mts
exec npx playwright test "$@"
