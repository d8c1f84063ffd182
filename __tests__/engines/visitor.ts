// What a journey asks of a browser, whichever engine and driver: Chromium and Firefox through
// Puppeteer (puppeteer.ts), WebKit through WebdriverIO over classic WebDriver (webkit.ts). A
// journey is written once against this, and runs in each.

export type Engine = "chromium" | "firefox" | "webkit"
export type Key = "Tab" | "Enter" | "Escape" | "ArrowLeft" | "ArrowRight"

export interface Visitor {
  readonly engine: Engine
  /** The viewport's width in CSS pixels. */
  readonly width: number
  /**
   * Opens `path` of the site at `origin` (the host, or a journey's slow network) and waits for the
   * document's load event; with `waitForLoad: false`, only until the document has begun to arrive.
   */
  open(path: string, options?: { origin?: string; waitForLoad?: boolean }): Promise<void>
  reload(): Promise<void>
  /** Does `act` (a link clicked, Enter on one), which leads to another page, and waits for its load event. */
  leaveBy(act: () => Promise<void>): Promise<void>
  /** The browser's Back, to the page before (from the browser's cache of pages or not), loaded. */
  back(): Promise<void>
  /** Runs `fn` in the page with JSON `args`; `fn` is sent as source, so it uses nothing from here. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** A pointer click at the middle of the first element `selector` matches, scrolled into view. */
  click(selector: string): Promise<void>
  /** Types `text` into the field `selector` matches, key by key. */
  type(selector: string, text: string): Promise<void>
  /** Gives the page a new width (at least: WebKit's window has a toolbar), as a phone turned or a window widened. */
  resize(width: number, height: number): Promise<void>
  /** One key, pressed and released where the focus is. */
  press(key: Key): Promise<void>
  /** Saves what the viewport shows as a PNG. */
  screenshot(file: string): Promise<void>
  /**
   * Every console error, page error, failed load and policy violation the engine has reported since
   * the visitor arrived, in the engine's own words.
   */
  problems(): Promise<string[]>
  close(): Promise<void>
}

/**
 * Listens in the page for what every engine reports there alike: uncaught errors and rejections,
 * resources that fail to load, `console.error`, and Content-Security-Policy violations. Firefox's
 * driver runs it before the page's own scripts. Classic WebDriver cannot, and MiniBrowser keeps its
 * console to itself under automation (its setting to print it is ignored then), so WebKit's runs it
 * as soon as the new document exists, tens of milliseconds into the parse: what the head's inline
 * script does before then is heard only in Chromium and Firefox. (WebKit's ReportingObserver,
 * whose buffer would reach back, delivers no policy reports without a `report-to` endpoint.)
 */
export function listenForProblems() {
  const page = window as unknown as { __problems?: string[] }
  if (page.__problems) return
  const seen: string[] = (page.__problems = [])
  addEventListener(
    "error",
    (event) => {
      const target = event.target
      if (target instanceof Element) {
        const { src, href } = target as Element & { src?: string; href?: string }
        seen.push(`failed to load: <${target.localName}> ${src || href || ""}`)
      } else seen.push(`page error: ${(event as ErrorEvent).message}`)
    },
    true,
  )
  addEventListener("unhandledrejection", (event) => seen.push(`unhandled rejection: ${String(event.reason)}`))
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`policy violation: ${event.effectiveDirective} ${event.blockedURI || event.sample || "inline"}`),
  )
  const error = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    seen.push(`console error: ${args.map(String).join(" ")}`)
    error(...args)
  }
}

/** What listenForProblems has heard in the current document. */
export const heardProblems = () => (window as unknown as { __problems?: string[] }).__problems ?? []
