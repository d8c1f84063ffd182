// Browser and build tests (`npm run test:browser`; `npm test` runs them after building). The site's
// tests run against the build served by Cloudflare Pages' own runtime, in Debian's Chromium.
import { defineConfig, type Project } from "@playwright/test"
import { chromiumPath, CHROMIUM_ARGS } from "./scripts/lib/chromium"
import { MAIL_SERVICE_PORT, SITE_ORIGIN } from "./scripts/lib/test-build"
import { CHECKOUT_MARK } from "./scripts/lib/builds"
import type { Engine } from "./__tests__/engines/visitor"

// A fixed address, so every worker finds the one server (tests read it as `baseURL`).
const baseURL = SITE_ORIGIN

// Every site test runs at 1280 px in light; its tags add the rest of the matrix it needs:
// @widths also at 375 px, @phone at 375 px only, @schemes also in dark (at each of its widths).
const onlyPhone = /@phone\b/
const site = (name: string, width: number, colorScheme: "light" | "dark", grep?: RegExp): Project => ({
  name,
  testDir: "__tests__/site",
  use: { baseURL, viewport: { width, height: width < 600 ? 800 : 900 }, colorScheme },
  ...(grep ? { grep } : {}),
  ...(width > 600 ? { grepInvert: onlyPhone } : {}),
})
const [desktopLight, ...otherSiteProjects] = [
  site("1280 light", 1280, "light"),
  site("375 light", 375, "light", /@phone\b|@widths\b/),
  site("1280 dark", 1280, "dark", /@schemes\b/),
  site("375 dark", 375, "dark", /^(?=.*@schemes\b)(?=.*(@phone|@widths)\b)/),
]

// The journeys a visitor makes, in Chromium, Firefox and WebKit (Safari's engine):
// __tests__/engines/, written once against drivers all three engines have here (fixtures.ts):
// Playwright cannot drive Debian's Firefox or WebKit. Where the width is not a journey's subject,
// it runs in Firefox at a desktop's width and in WebKit at a phone's (Safari's most common); one
// tagged @phone (the menu) runs at a phone's width in each, and one tagged @widths (the carousel,
// whose layouts differ) at both in both. Chromium runs every journey at a phone's width (its own
// tests load every page at 1280) but one tagged @not-chromium, which a site test already proves in
// Chromium, with more.
const onlyWidths = /@widths\b/
const engine = (name: Engine, width: number, grep?: RegExp, grepInvert: RegExp[] = []): Project => ({
  name: `${name} ${width}`,
  testDir: "__tests__/engines",
  use: { engine: name, width } as Project["use"],
  ...(grep ? { grep } : {}),
  grepInvert: [...(width > 600 ? [onlyPhone] : []), ...grepInvert],
})
const engineProjects = [
  engine("chromium", 375, undefined, [/@not-chromium\b/]),
  engine("firefox", 375, /@phone\b|@widths\b/),
  engine("firefox", 1280),
  engine("webkit", 375),
  engine("webkit", 1280, onlyWidths),
]

export default defineConfig({
  fullyParallel: true,
  // Two cores: Chromium, the host's runtime and the runner share them. A third worker fills the
  // moments when a test waits (a held script, a slow answer) or develop starts.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // Recording a trace costs a fifth of the run, so only a failed test's second run records one,
  // for the report; a test that passes only the second time still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  // A send chains four downloads (its code, the e-mail client, the dialog's code and stylesheet);
  // with both cores busy that can take longer than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/results.json" }],
    ["html", { open: "never", outputFolder: "test-results/report" }],
  ],
  outputDir: "test-results/artifacts",
  use: {
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    // gatsby develop, a build of broken content (and content:check), and the build of an agency's
    // month through the content editor (under a path prefix): each writes .cache and public/ in the
    // project, so they take turns, in one worker beside the rest. First, so the run does not end
    // waiting for them. The site's tests are served a copy of the build (scripts/serve-as-host.mts --snapshot).
    {
      name: "gatsby",
      testDir: "__tests__",
      testMatch: /\/(dev|content|editor)\/[^/]+\.spec\.ts$/,
      workers: 1,
      use: { baseURL },
    },
    desktopLight,
    // The deploy jobs' steps against a stand-in of Cloudflare's API: no browser, no site server.
    { name: "deploy", testDir: "__tests__/deploy" },
    ...otherSiteProjects,
    ...engineProjects,
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve-as-host.mts --snapshot --port ${new URL(SITE_ORIGIN).port}`,
      // Reused only when it is this checkout's: another's answers 404 here, and this one's start
      // then stops on the busy port, saying so.
      url: `${baseURL}/${CHECKOUT_MARK}`,
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      timeout: 60_000,
    },
    // The e-mail service the test build sends to, for the engines whose drivers cannot intercept;
    // reused, like the site's, only when it is this checkout's.
    {
      command: "npx tsx __tests__/engines/serve-mail.mts",
      url: `http://127.0.0.1:${MAIL_SERVICE_PORT}/${CHECKOUT_MARK}`,
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
})
