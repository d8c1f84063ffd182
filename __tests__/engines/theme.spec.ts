// The theme: the toggle switches it, the choice is stored and survives a reload.
import { test, expect } from "./fixtures"
import { until, visit } from "./helpers"

const dark = () => document.documentElement.classList.contains("dark")

test("switches to dark and back, and keeps the choice across a reload", async ({ visitor, shoot }) => {
  await visit(visitor)
  expect(await visitor.run(dark)).toBe(false)
  await visitor.click("[data-theme-toggle]")
  await until(visitor, true, dark)
  expect(
    await visitor.run(() => [localStorage.getItem("theme"), getComputedStyle(document.documentElement).colorScheme]),
  ).toEqual(["dark", "dark"])
  await shoot("dark")
  await visitor.reload()
  await until(visitor, true, () => document.documentElement.hasAttribute("data-hydrated"))
  expect(await visitor.run(dark)).toBe(true)
  await visitor.click("[data-theme-toggle]")
  await until(visitor, false, dark)
  expect(await visitor.run(() => localStorage.getItem("theme"))).toBe("light")
})
