// Finds and launches Debian's Chromium for playwright-core. Browser downloads do not work on
// these machines, so we never ask Playwright for its own build.
import { existsSync } from "node:fs"
import { chromium, type LaunchOptions } from "playwright-core"

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean)
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate))
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
