// WebKit (WebKitGTK, the engine of Safari) through WebdriverIO over classic WebDriver: Debian's
// WebKitWebDriver starts MiniBrowser, which has no headless mode, so the driver runs under
// xvfb-run. One driver per worker, and one browser (a session) its visitors share, each arriving with
// the site's storage emptied; a visitor that must find nothing cached (a slow first visit) gets a
// browser of its own.
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { remote, Key as Keys } from "webdriverio"
import { freePort } from "../../scripts/lib/pages-dev"
import { heardProblems, listenForProblems, type Key, type Visitor } from "./visitor"

const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"

/** A private GTK theme that shrinks MiniBrowser's toolbar, which otherwise keeps its window 447 px wide or more. */
function gtkConfig(dir: string) {
  mkdirSync(path.join(dir, "gtk-3.0"), { recursive: true })
  writeFileSync(
    path.join(dir, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; } entry { min-width: 0; }\n",
  )
  return dir
}

type Session = Awaited<ReturnType<typeof remote>>

export interface WebKitDriver {
  /** Where the driver listens now: a restart moves it. */
  readonly port: number
  /** The browser this worker's visitors share, started on first use. */
  shared(): Promise<Session>
  /** A browser of its own, nothing cached: the shared one ends first, as the driver runs one at a time. */
  fresh(): Promise<Session>
  /** Ends this driver, with its Xvfb and every MiniBrowser, and starts another. */
  restart(): Promise<void>
  close(): Promise<void>
}

/** WebKitWebDriver under its own Xvfb, answering on a free port. */
async function launchDriver(scratch: string) {
  const port = await freePort()
  const driver: ChildProcess = spawn("xvfb-run", ["-a", WEBKIT_DRIVER, `--port=${port}`, "--host=127.0.0.1"], {
    env: { ...process.env, XDG_CONFIG_HOME: gtkConfig(scratch) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: closing ends Xvfb, the driver and every MiniBrowser
  })
  const lines: string[] = []
  const read = (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean))
  driver.stdout!.on("data", read)
  driver.stderr!.on("data", read)
  const close = () => {
    try {
      process.kill(-driver.pid!, "SIGTERM")
    } catch {
      // already gone
    }
  }
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ready) break
    if (tries > 100 || driver.exitCode !== null) {
      close()
      throw new Error(`WebKitWebDriver did not start:\n${lines.join("\n")}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { port, close }
}

export async function startWebKitDriver(scratch: string): Promise<WebKitDriver> {
  let driver = await launchDriver(scratch)
  let shared: Promise<Session> | undefined
  const self: WebKitDriver = {
    get port() {
      return driver.port
    },
    shared: () => (shared ??= newSession(self)),
    fresh: async () => {
      const ending = shared
      shared = undefined
      await ending?.then((session) => session.deleteSession()).catch(() => undefined)
      return newSession(self)
    },
    restart: async () => {
      shared = undefined
      driver.close()
      driver = await launchDriver(scratch)
    },
    close: async () => driver.close(),
  }
  return self
}

const KEYS: Record<Key, string> = {
  Tab: Keys.Tab,
  Enter: Keys.Enter,
  Escape: Keys.Escape,
  ArrowLeft: Keys.ArrowLeft,
  ArrowRight: Keys.ArrowRight,
}

/**
 * A new session: a new MiniBrowser with empty storage. A MiniBrowser that never maps its window
 * (seen once in some hundred sessions here) hangs the command it is given: commands give up after
 * 15 s and ask again, and a session that never starts gets a new driver, as the driver holds the
 * hung one.
 */
async function newSession(driver: WebKitDriver, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await remote({
        hostname: "127.0.0.1",
        port: driver.port,
        logLevel: "error",
        connectionRetryTimeout: 15_000,
        connectionRetryCount: 2,
        capabilities: {
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
          "wdio:enforceWebDriverClassic": true,
          // Commands return at once rather than waiting for a load that held scripts can hold back;
          // open() and reload() wait for what the journey asks.
          pageLoadStrategy: "none",
        } as WebdriverIO.Capabilities,
      })
    } catch (error) {
      if (attempt === tries) throw error
      await driver.restart()
    }
  }
}

/** A visitor in the worker's shared browser, the site's storage emptied first, or, `fresh`, in a new one. */
export async function webkitVisitor(
  driver: WebKitDriver,
  host: string,
  viewport: { width: number; height: number },
  { fresh = false } = {},
): Promise<Visitor> {
  const browser = fresh ? await driver.fresh() : await driver.shared()
  if (!fresh) {
    // What an earlier visitor left: the site's storage and cookies. (Its cache stays, as a returning
    // visitor's would.) Commands do not wait for a load: the site's own document first, as storage
    // is the site's only there.
    const robots = new URL("/robots.txt", host).href
    await browser.url(robots)
    await browser.waitUntil(
      () => browser.execute((address) => location.href === address && document.readyState === "complete", robots),
      { timeout: 30_000, interval: 50, timeoutMsg: "robots.txt did not arrive" },
    )
    await browser.execute(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await browser.deleteAllCookies()
    await browser.url("about:blank")
  }
  // The window holds the toolbar as well as the page: size it, measure what the toolbar takes, and
  // size it again. A window not yet mapped or resized reports a size of no use (none, or the old
  // one): measure again after a moment rather than size the window by it.
  let outer = { width: viewport.width, height: viewport.height }
  for (let tries = 0; ; tries++) {
    await browser.setWindowSize(outer.width, outer.height)
    const [width = 0, height = 0] = await browser.execute(() => [innerWidth, innerHeight])
    if (width === viewport.width && height === viewport.height) break
    if (tries === 20)
      throw new Error(`MiniBrowser's page stays ${width} × ${height}, not ${viewport.width} × ${viewport.height}`)
    const toolbar = { width: outer.width - width, height: outer.height - height }
    if (toolbar.width >= 0 && toolbar.width < 200 && toolbar.height >= 0 && toolbar.height < 300)
      outer = { width: viewport.width + toolbar.width, height: viewport.height + toolbar.height }
    else await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // The document being left is marked, so that waiting for the next one cannot mistake it for it
  // (a window can outlive its document: the first navigation from about:blank keeps it).
  const leave = async () => {
    await harvest()
    await browser.execute(() => void ((document as { __left?: boolean }).__left = true))
  }
  const arrive = async (loaded: boolean) => {
    await browser.waitUntil(() => browser.execute(() => !(document as { __left?: boolean }).__left), {
      timeout: 30_000,
      interval: 20,
      timeoutMsg: "the next page did not begin",
    })
    await browser.execute(listenForProblems)
    await browser.waitUntil(
      () =>
        browser.execute(
          (loaded) =>
            !(document as { __left?: boolean }).__left &&
            document.readyState !== "loading" &&
            (!loaded || document.readyState === "complete"),
          loaded,
        ),
      { timeout: 30_000, interval: 50, timeoutMsg: "the page did not arrive" },
    )
  }
  let earlier: string[] = []
  const harvest = async () => {
    earlier = [...earlier, ...(await browser.execute(heardProblems).catch(() => []))]
  }
  return {
    engine: "webkit",
    width: viewport.width,
    async open(path, { origin = host, waitForLoad = true } = {}) {
      await leave()
      await browser.url(new URL(path, origin).href)
      await arrive(waitForLoad)
    },
    async reload() {
      await leave()
      await browser.refresh()
      await arrive(true)
    },
    async leaveBy(act) {
      await leave()
      await act()
      await arrive(true)
    },
    // A page the browser kept whole comes back as the same document, marked as left: waited for by
    // its address instead.
    async back() {
      const from = await browser.execute(() => location.href)
      await leave()
      await browser.back()
      await browser.waitUntil(
        () => browser.execute((from) => location.href !== from && document.readyState === "complete", from),
        { timeout: 30_000, interval: 50, timeoutMsg: "the page before did not come back" },
      )
      await browser.execute(() => void delete (document as { __left?: boolean }).__left)
      await browser.execute(listenForProblems)
    },
    run: (fn, ...args) => browser.execute(fn as never, ...(args as unknown as never[])) as never,
    async click(selector) {
      await browser.execute(
        (selector) => document.querySelector(selector)?.scrollIntoView({ block: "center", behavior: "instant" }),
        selector,
      )
      await browser.$(selector).click()
    },
    async type(selector, text) {
      await browser.$(selector).addValue(text)
    },
    resize: (width, height) => browser.setWindowSize(width, height),
    press: (key) => browser.keys(KEYS[key]),
    async screenshot(file) {
      await browser.saveScreenshot(file)
    },
    problems: async () => [...earlier, ...(await browser.execute(heardProblems))],
    close: async () => {
      if (fresh) await browser.deleteSession()
    },
  }
}
