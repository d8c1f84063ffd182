#!/usr/bin/env bash
# `npm test`: every check the project holds itself to, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
source scripts/ensure-tools.sh

started=$SECONDS

# Each part's time, for the summary at the end.
times=()
step() {
  local name=$1 begun=$SECONDS
  shift
  printf '\n== %s\n' "$name"
  if ! "$@"; then
    printf '\nnpm test: "%s" failed after %s\n' "$name" "$(elapsed)" >&2
    exit 1
  fi
  printf '(%s s)\n' $((SECONDS - begun))
  times+=("$((SECONDS - begun))|$name")
}
elapsed() { printf '%d min %02d s' $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

# One step at a time may run in the background, its output kept in a log and shown when it ends.
background_pid="" background_name="" background_begun=0 background_log=test-results/background-step.log
background() {
  background_name=$1 background_begun=$SECONDS
  shift
  printf '\n== %s: started, beside the next steps\n' "$background_name"
  # A session of its own, so that stopping it stops every process it started.
  setsid "$@" >"$background_log" 2>&1 &
  background_pid=$!
}
finish_background() {
  local status=0
  wait "$background_pid" || status=$?
  background_pid=""
  printf '\n== %s\n' "$background_name"
  cat "$background_log"
  if [ "$status" != 0 ]; then
    printf '\nnpm test: "%s" failed after %s\n' "$background_name" "$(elapsed)" >&2
    exit 1
  fi
  printf '(%s s, beside the steps before)\n' $((SECONDS - background_begun))
  times+=("$((SECONDS - background_begun))|$background_name (beside the steps after it)")
}
# A step that fails stops npm test; the background step goes with it.
# (Its process group exists once setsid has run; until then the process alone is all there is.)
trap '[ -z "$background_pid" ] || kill -- -"$background_pid" 2>/dev/null || kill "$background_pid" 2>/dev/null || true' EXIT

# Both runners write JSON reports; their counts make the last line. Inside `if`, set -e does not
# stop on a failure, so each step returns its runner's own exit status.
mkdir -p test-results
jest_tests() { npx jest --ci --json --outputFile=test-results/jest.json; }
browser_tests() { npx playwright test; }
count() {
  node -e '
    const { existsSync } = require("node:fs")
    const jest = require("./test-results/jest.json")
    // No report, or errors outside any test (a file that does not load): at least one failure.
    const report = existsSync("./test-results/results.json") ? require("./test-results/results.json") : { errors: ["no report"] }
    const stats = { expected: 0, flaky: 0, unexpected: 0, skipped: 0, ...report.stats }
    // A test that passed only on its retry (run to record a trace), or that Playwright did not run
    // (its dependencies failed), counts as failed: it proved nothing.
    const failed = stats.unexpected + stats.flaky + stats.skipped + (report.errors?.length ?? 0)
    console.log(`${jest.numPassedTests + stats.expected} passed, ${jest.numFailedTests + failed} failed`)'
}

# First, so that a server left by a run cut short stops this one at once, named, not minutes later.
step "The browser tests' ports are free (scripts/free-ports.mts)" npx tsx scripts/free-ports.mts
step "Content check (npm run content:check)" npx tsx scripts/content-check.mts
step "The schemas' choices, the words query, VS Code's schemas and CODEOWNERS follow schemas/ and the editors' list (npm run content:limits)" npx tsx scripts/content-limits.mts --check
# tsc and knip read gatsby-types.d.ts, which the builds rewrite: they run before the first build.
step "Type-check (tsc)" npx tsc --noEmit
step "Unused files, exports and dependencies (knip)" npx knip
# The build every browser test serves: test keys, and addresses on this machine for the e-mail
# service and the content editor's sign-in (scripts/lib/test-build.ts), which the tests answer. On a
# fresh clone sharp makes every image, and for long stretches it keeps only one core busy: lint and
# the unit tests run meanwhile. (The builds of broken content, of an editor's month and under a path
# prefix are the browser tests' own, in turn, with this one's cache.)
background "Build (gatsby build, with the tests' settings)" npx tsx scripts/build-for-tests.mts
step "Lint and format (eslint, prettier)" npm run --silent lint
step "Unit and component tests (jest)" jest_tests
finish_background
# The HTML checker (Java) and the budget (Chromium) each keep about one core busy.
background "HTML validation (npm run check:html)" npx tsx scripts/check-html.mts
step "First-load JavaScript budget (npm run check:budget)" npx tsx scripts/check-budget.mts
finish_background
browser_status=0
rm -f test-results/results.json
printf '\n== %s\n' "Browser, build and develop tests (Playwright, Chromium at $CHROME_PATH)"
browser_begun=$SECONDS
browser_tests || browser_status=$?
times+=("$((SECONDS - browser_begun))|Browser, build and develop tests (Playwright)")

# What each part took: the steps, then Playwright's projects by the seconds their tests ran (three
# at a time, so they add up to more than the run), and the slowest tests, so a slow one is seen the
# day it lands.
printf '\n== Times\n'
for entry in "${times[@]}"; do printf '%6s s  %s\n' "${entry%%|*}" "${entry#*|}"; done
node -e '
  const report = require("./test-results/results.json")
  const seconds = {}
  const tests = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests)
      for (const result of test.results) {
        seconds[test.projectName] = (seconds[test.projectName] ?? 0) + result.duration / 1000
        tests.push([result.duration / 1000, `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`])
      }
    for (const inner of suite.suites ?? []) walk(inner)
  }
  for (const suite of report.suites ?? []) walk(suite)
  console.log("Playwright test-seconds by project:")
  for (const [project, total] of Object.entries(seconds).sort((a, b) => b[1] - a[1]))
    console.log(`${total.toFixed(0).padStart(6)} s  ${project}`)
  console.log("The slowest tests:")
  for (const [time, name] of tests.sort((a, b) => b[0] - a[0]).slice(0, 5))
    console.log(`${time.toFixed(0).padStart(6)} s  ${name.length > 140 ? `${name.slice(0, 139)}…` : name}`)' 2>/dev/null || true

printf '\nnpm test took %s.\n' "$(elapsed)"
[ "$browser_status" = 0 ] || printf 'npm test: the browser tests failed; their report: npx playwright show-report test-results/report\n' >&2
count
exit "$browser_status"
