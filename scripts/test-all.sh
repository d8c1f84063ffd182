#!/usr/bin/env bash
# `npm test`: every check the project holds itself to, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
source scripts/ensure-tools.sh

passed=0
failed=0
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

step() {
  local name=$1
  shift
  printf '\n== %s\n' "$name"
  if ! "$@"; then
    printf '\nnpm test: "%s" failed\n' "$name" >&2
    exit 1
  fi
}

# Both counters return the runner's own exit status: inside `if`, set -e does not stop on failure.
count_jest() {
  local status=0
  npx jest --ci --json --outputFile="$results/jest.json" "$@" || status=$?
  read -r p f < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests, r.numFailedTests)' "$results/jest.json")
  passed=$((passed + p))
  failed=$((failed + f))
  return "$status"
}

count_node_tests() {
  node --test --test-concurrency=1 --test-reporter=spec "$@" | tee "$results/node.txt"
  local status=${PIPESTATUS[0]}
  passed=$((passed + $(sed -n 's/^ℹ pass \([0-9]*\)$/\1/p' "$results/node.txt")))
  failed=$((failed + $(sed -n 's/^ℹ fail \([0-9]*\)$/\1/p' "$results/node.txt")))
  return "$status"
}

step "Content check (npm run content:check)" node scripts/content-check.mjs
step "CONTENT.md lists the schemas' limits (npm run content:limits)" node scripts/content-limits.mjs --check
step "Type-check (tsc)" npx tsc --noEmit
step "Lint and format (eslint, prettier)" npm run --silent lint
step "Unit and component tests (jest)" count_jest
# Test keys: the browser tests intercept every request to the e-mail service and check it.
step "Build (gatsby build)" env GATSBY_EMAILJS_SERVICE_ID=service_test GATSBY_EMAILJS_TEMPLATE_ID=template_contact \
  GATSBY_EMAILJS_NEWSLETTER_TEMPLATE_ID=template_newsletter GATSBY_EMAILJS_PUBLIC_KEY=public_test npx gatsby build
step "First-load JavaScript budget (npm run check:budget)" node scripts/check-budget.mjs
step "HTML validation (npm run check:html)" node scripts/check-html.mjs
step "Browser and build tests (node --test, Chromium at $CHROME_PATH)" count_node_tests __tests__/e2e/
step "Development server tests (gatsby develop)" count_node_tests __tests__/dev/
step "Path prefix tests (gatsby build --prefix-paths)" count_node_tests __tests__/prefix/
# The prefix test replaced public/: leave a normal build behind for `npm run serve`.
step "Rebuild without the path prefix" npx gatsby build

printf '\n%s passed, %s failed\n' "$passed" "$failed"
