// Finds and launches Debian's Chromium for playwright-core. Browser downloads do not work on
// these machines, so we never ask Playwright for its own build.
import { existsSync } from "node:fs"
import { chromium, type LaunchOptions } from "playwright-core"

// Debian's headless shell (chromium-headless-shell): the same engine without the browser's window
// machinery, as Playwright's own headless runs use. The browser tests take about a third less time
// in it (docs/development.md); `shell: false` is for measuring real loads (npm run bench).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"

export function chromiumPath({ shell = true } = {}): string {
  const candidates = [process.env.CHROME_PATH, HEADLESS_SHELL, "/usr/bin/chromium", "/usr/bin/chromium-browser"]
  const found = candidates.find(
    (candidate): candidate is string =>
      !!candidate && (shell || !candidate.endsWith("chromium-headless-shell")) && existsSync(candidate),
  )
  if (!found)
    throw new Error("No Chromium found: set CHROME_PATH, or install Debian's package: apt-get install chromium")
  return found
}

// Without the background-networking flags Chromium floods the closed network with requests.
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export function launchChromium(options: LaunchOptions = {}) {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true, ...options })
}
