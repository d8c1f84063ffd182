// Waits and reads that the engines' journeys share, written against the Visitor alone.
import { expect } from "@playwright/test"
import type { Visitor } from "./visitor"

/** Polls `read` in the page until it returns, or settles with, `expected` (compared as JSON). */
export async function until<A extends unknown[], R>(
  visitor: Visitor,
  expected: NoInfer<Awaited<R>>,
  read: (...args: A) => R,
  ...args: A
) {
  await expect.poll(() => visitor.run(read, ...args), { timeout: 15_000 }).toEqual(expected)
}

/** Opens the page and waits until it has hydrated (gatsby-browser marks the root), so the header acts. */
export async function visit(visitor: Visitor, path = "/") {
  await visitor.open(path)
  await until(visitor, true, () => document.documentElement.hasAttribute("data-hydrated"))
}

/** Brings `selector` on screen, as a visitor scrolling would, once the page has hydrated. */
export async function reach(visitor: Visitor, selector: string) {
  await visitor.run(
    (selector) => document.querySelector(selector)!.scrollIntoView({ block: "center", behavior: "instant" }),
    selector,
  )
  await until(visitor, true, () => document.documentElement.hasAttribute("data-hydrated"))
}

/** Whether the first element `selector` matches is rendered and has a size. */
export const shown = (visitor: Visitor, selector: string) =>
  visitor.run((selector) => {
    const element = document.querySelector(selector)
    const box = element?.getBoundingClientRect()
    return Boolean(
      element?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      box &&
      box.width > 0 &&
      box.height > 0,
    )
  }, selector)

/** The page's widest overflow past the viewport's right edge, in CSS pixels (0 when it fits). */
export const sidewaysOverflow = (visitor: Visitor) =>
  visitor.run(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth))

/**
 * A reply-to address of this run's own, so the shared e-mail stand-in tells its sends apart: the
 * engine, the width, the journey and the moment, so that a retry does not read the first try's sends.
 */
export const addressFor = (visitor: Visitor, journey: string) =>
  `visitor+${visitor.engine}-${visitor.width}-${journey.replace(/\W+/g, "-").toLowerCase()}-${Date.now().toString(36)}@example.lk`
