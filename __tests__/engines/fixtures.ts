// The journeys run in Playwright's test runner, beside Chromium's own tests, with their own
// fixtures: a browser per worker (Chromium, Firefox) or a driver per worker (WebKit), a visitor per
// journey with nothing stored (WebKit's in the worker's browser, unless it asks for one of its own),
// and a slow network the journey can hold scripts on. Each journey ends by failing on any
// problem the engine reported that the journey did not expect.
import { test as base, expect } from "@playwright/test"
import { mkdirSync } from "node:fs"
import path from "node:path"
import type { Browser } from "puppeteer-core"
import { SITE_ORIGIN } from "../../scripts/lib/test-build"
import { launchPuppeteer, puppeteerVisitor } from "./puppeteer"
import { until } from "./helpers"
import { startNetwork, type Network } from "./network"
import type { Engine, Visitor } from "./visitor"
import { startWebKitDriver, webkitVisitor, type WebKitDriver } from "./webkit"

export { expect }

/**
 * Whether `problem` is a load the engine gave up that the site serves whole: a chunk asked for on
 * a scroll, then a link followed, is cut short by the page's leaving (Firefox and WebKit report it,
 * WebKit when the page comes back from its cache). A file missing or refused is still a problem.
 */
async function servedWhole(problem: string) {
  const address = /^failed to load: <\w+> (\S+)$/.exec(problem)?.[1]
  return (
    address !== undefined &&
    (await fetch(address).then(
      (answer) => answer.ok,
      () => false,
    ))
  )
}

/** Where the journeys' screenshots go, one name per engine, width and view. */
const SCREENSHOTS_DIR = "test-results/engines"

type WorkerFixtures = { engineBrowser: Browser | WebKitDriver; network: Network }

type TestFixtures = {
  visitor: Visitor
  shoot: (view: string) => Promise<void>
  expectedProblems: RegExp | undefined
  freshBrowser: boolean
}
type WorkerOptions = { engine: Engine; width: number }

export const test = base.extend<TestFixtures, WorkerOptions & WorkerFixtures>({
  engine: ["firefox", { option: true, scope: "worker" }],
  width: [1280, { option: true, scope: "worker" }],
  /** Problems a journey causes on purpose (a failed send logs its HTTP error), by pattern. */
  expectedProblems: [undefined, { option: true }],
  /**
   * A browser with nothing cached, for a journey that must be a first visit (scripts held on a slow
   * network). WebKit's visitors otherwise share their worker's browser; Chromium's and Firefox's are
   * each a new browser context, with nothing cached, whatever this says.
   */
  freshBrowser: [false, { option: true }],
  engineBrowser: [
    async ({ engine, width }, use, workerInfo) => {
      if (engine !== "webkit") {
        const browser = await launchPuppeteer(engine, { phone: width < 600 })
        await use(browser)
        await browser.close()
      } else {
        const driver = await startWebKitDriver(
          path.resolve(workerInfo.project.outputDir, `webkit-${workerInfo.workerIndex}`),
        )
        await use(driver)
        await driver.close()
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  network: [
    async ({}, use) => {
      const network = await startNetwork(SITE_ORIGIN)
      await use(network)
      await network.close()
    },
    { scope: "worker" },
  ],
  visitor: async ({ engine, engineBrowser, width, expectedProblems, freshBrowser }, use) => {
    const viewport = { width, height: width < 600 ? 800 : 900 }
    const visitor =
      engine !== "webkit"
        ? await puppeteerVisitor(engine, engineBrowser as Browser, SITE_ORIGIN, viewport)
        : await webkitVisitor(engineBrowser as WebKitDriver, SITE_ORIGIN, viewport, { fresh: freshBrowser })
    await use(visitor)
    const problems: string[] = []
    for (const problem of await visitor.problems())
      if (!expectedProblems?.test(problem) && !(await servedWhole(problem))) problems.push(problem)
    await visitor.close()
    expect(problems, `what ${engine} reported`).toEqual([])
  },
  /** Saves the viewport as SCREENSHOTS_DIR/<engine>-<width>-<view>.png once nothing on it moves. */
  shoot: async ({ visitor, engine, width }, use) => {
    mkdirSync(SCREENSHOTS_DIR, { recursive: true })
    await use(async (view) => {
      // Nothing finite still moving on screen (a fade, the menu's slide). The hero's badge pulses
      // for ever.
      await until(visitor, [], () =>
        document
          .getAnimations()
          .filter((animation) => {
            const box = ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.getBoundingClientRect()
            const onScreen = box && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
            return (
              onScreen &&
              animation.playState === "running" &&
              animation.effect?.getComputedTiming().endTime !== Infinity
            )
          })
          .map(
            (animation) => (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty,
          ),
      )
      // WebKit can hand over a frame from before the last change: give it a few to catch up.
      await new Promise((resolve) => setTimeout(resolve, 250))
      await visitor.screenshot(path.join(SCREENSHOTS_DIR, `${engine}-${width}-${view}.png`))
    })
  },
})
