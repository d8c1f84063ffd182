# Sourced by test-all.sh: finds what the tests need beyond npm packages, installs Debian's packages
# where it can (root with apt), in one go, and otherwise stops with one line saying how to get them.
# Exports CHROME_PATH.
#   chromium            the browser tests (Playwright)
#   firefox-esr         the engines' journeys in Firefox (Puppeteer over WebDriver BiDi), unless FIREFOX_PATH names one
#   webkit2gtk-driver   the engines' journeys in WebKit (WebKitWebDriver starts MiniBrowser)
#   xvfb                a screen for MiniBrowser, which has no headless mode (xvfb-run)
#   poppler-utils       the print test reads the PDF it saves (pdftotext)
#   default-jre-headless  the HTML checker (Java 11+)
find_chromium() {
  local candidate
  for candidate in "${CHROME_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
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
if [ -n "$missing" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $missing for the tests..."
  # shellcheck disable=SC2086 # one word per package
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  missing=$(missing_packages "${tools[@]}" | tr '\n' ' ')
fi
if [ -n "$missing" ]; then
  echo "npm test needs Debian's ${missing% }: run 'sudo apt-get install ${missing% }' (or set CHROME_PATH to a Chromium binary)." >&2
  exit 1
fi
CHROME_PATH=$(find_chromium)
export CHROME_PATH
