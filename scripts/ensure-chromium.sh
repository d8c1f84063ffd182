# Sourced by test-all.sh: finds Chromium for the browser tests, installs Debian's package where it
# can (root with apt), and otherwise stops with one line saying how to get one. Exports CHROME_PATH.
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
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium not found: installing Debian's chromium package for the browser tests..."
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  if ! CHROME_PATH=$(find_chromium); then
    echo "npm test needs Chromium: run 'sudo apt-get install chromium' (Debian/Ubuntu) or set CHROME_PATH to a Chromium binary." >&2
    exit 1
  fi
fi
export CHROME_PATH
