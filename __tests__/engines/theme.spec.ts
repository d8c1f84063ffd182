// The theme: the toggle switches the page, its logos and the browser's bar; the choice is stored
// and survives a reload. The toggle and the logos are the same at every width: a phone's is enough.
import { test, expect } from "./fixtures"
import { until, visit } from "./helpers"
import { SITE } from "../content"
import { brandColours } from "../../shared/brand"

/** The browser's bar takes the brand's shade in each theme. */
const BAR = brandColours(SITE.brandColour)

/** The theme as a visitor sees it: the root's class, the browser bar's colour, and the logos shown. */
const theme = (name: string) => ({
  dark: document.documentElement.classList.contains("dark"),
  bar: document.querySelector('meta[name="theme-color"]')!.getAttribute("content"),
  logos: [...document.querySelectorAll<HTMLImageElement>(`img[alt="${name}"]`)]
    .filter((img) => img.offsetParent !== null)
    .map((img) => img.currentSrc || img.src), // a lazy one not yet loaded has no currentSrc
})

test("switches the page, its logos and the browser's bar to dark and back, and keeps the choice across a reload", async ({
  visitor,
  shoot,
}) => {
  await visit(visitor)
  const light = await visitor.run(theme, SITE.name)
  expect(light).toMatchObject({ dark: false, bar: BAR.light.value, logos: [expect.any(String), expect.any(String)] })
  await visitor.click("[data-theme-toggle]")
  await until(visitor, true, () => document.documentElement.classList.contains("dark"))
  const dark = await visitor.run(theme, SITE.name)
  expect(dark).toMatchObject({ bar: BAR.dark.value, logos: [expect.any(String), expect.any(String)] })
  expect(dark.logos).not.toEqual(light.logos)
  expect(
    await visitor.run(() => [localStorage.getItem("theme"), getComputedStyle(document.documentElement).colorScheme]),
  ).toEqual(["dark", "dark"])
  await shoot("dark")
  await visitor.reload()
  await until(visitor, true, () => document.documentElement.hasAttribute("data-hydrated"))
  expect(await visitor.run(theme, SITE.name)).toMatchObject({ dark: true, bar: dark.bar })
  await visitor.click("[data-theme-toggle]")
  await until(visitor, false, () => document.documentElement.classList.contains("dark"))
  expect(await visitor.run(() => localStorage.getItem("theme"))).toBe("light")
})
