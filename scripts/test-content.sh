#!/usr/bin/env bash
# `npm run test:content`: the content gate, for a change of the editors' files alone
# (shared/content-files.ts; site.yml runs it when scripts/change-scope.mts says so). The content
# check, the build, and the page's tests that content can break, in Chromium at a desktop's and a
# phone's width: every word, every width, accessibility (axe, contrast included) and the page's
# sections, pictures and layout. Colours, behaviour and other engines are code's: `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
source scripts/ensure-tools.sh
started=$SECONDS
# The build checks the content first (onPreInit) and stops on a problem, naming it.
npx tsx scripts/build-for-tests.mts
status=0
npx playwright test --reporter=line --project='1280 light' --project='375 light' \
  __tests__/site/every-word.spec.ts __tests__/site/every-width.spec.ts __tests__/site/accessibility.spec.ts \
  __tests__/site/page.spec.ts \
  --grep 'every word|fits|header control|once every section|sections in order|renders all|every picture|no layout' ||
  status=$?
printf '\nThe content gate took %d s.\n' $((SECONDS - started))
exit "$status"
