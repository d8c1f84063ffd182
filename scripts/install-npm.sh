#!/usr/bin/env bash
# CI's npm: the version package.json's `packageManager` names (corepack's form, npm@X+sha512.HEX),
# installed only if the registry's tarball has exactly that SHA-512, so a republished or altered
# npm never runs in a job (.github/workflows). To move to another npm: `npm pack npm@X`, then
# `sha512sum` of the tarball, into packageManager.
set -euo pipefail
spec=$(node -p 'require("./package.json").packageManager')
package=${spec%%+*}
expected=${spec#*+sha512.}
if [ "$package" = "$spec" ] || [ -z "$expected" ]; then
  echo "install-npm: packageManager is \"$spec\"; it must read npm@VERSION+sha512.HEX" >&2
  exit 1
fi
dir=$(mktemp -d)
tarball=$(cd "$dir" && npm pack "$package" --silent)
actual=$(sha512sum "$dir/$tarball" | cut -d' ' -f1)
if [ "$actual" != "$expected" ]; then
  echo "install-npm: $package from the registry has SHA-512 $actual; package.json pins $expected. Not installed." >&2
  exit 1
fi
npm install --global --no-audit --no-fund "$dir/$tarball"
rm -rf "$dir"
