# Sourced by test-all.sh: finds what the tests need beyond npm packages (Chromium for the browser
# tests, Poppler's pdftotext for the print test, Java for the HTML checker), installs Debian's packages where it can (root with apt), and
# otherwise stops with one line saying how to get them. Exports CHROME_PATH.
apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's $* for the tests..."
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  fi
}

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

if ! CHROME_PATH=$(find_chromium); then
  apt_install chromium
  if ! CHROME_PATH=$(find_chromium); then
    echo "npm test needs Chromium: run 'sudo apt-get install chromium' (Debian/Ubuntu) or set CHROME_PATH to a Chromium binary." >&2
    exit 1
  fi
fi
export CHROME_PATH

# needs COMMAND PACKAGE WHY: installs Debian's PACKAGE when COMMAND is missing, or stops saying how.
needs() {
  command -v "$1" >/dev/null 2>&1 && return 0
  apt_install "$2"
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "npm test needs $1 $3: run 'sudo apt-get install $2'." >&2
    exit 1
  fi
}
needs pdftotext poppler-utils "(Poppler) for the print test, which reads the PDF it saves"
needs java default-jre-headless "11+ for the HTML checker"
