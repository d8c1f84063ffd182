// Arriving: the page loads, starts without any input, hydrates, fits the screen, and shows its
// sections, with nothing reported by the engine. In Chromium the site's tests prove each of these
// (every-width.spec.ts fits the phones' widths), so it runs in the other two.
import { test, expect } from "./fixtures"
import { sidewaysOverflow, visit, shown } from "./helpers"
import { SITE } from "../content"

test("loads, starts on its own and fits the screen", { tag: "@not-chromium" }, async ({ visitor, shoot }) => {
  await visit(visitor)
  expect(await visitor.run(() => document.title)).toContain(SITE.name)
  expect(await sidewaysOverflow(visitor)).toBe(0)
  expect(await shown(visitor, "header")).toBe(true)
  await shoot("light")
})
