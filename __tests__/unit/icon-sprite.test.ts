/** @jest-environment node */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { ICON_NAMES } from "../../src/components/Icon"

describe("the icon sprite", () => {
  // The generator is an ES module script; ask Node for what it would write.
  const generated = JSON.parse(
    execFileSync(process.execPath, [
      "--input-type=module",
      "-e",
      'const m = await import("./scripts/build-icon-sprite.mjs"); process.stdout.write(JSON.stringify({ sprite: m.sprite(), names: Object.keys(m.ICONS) }))',
    ]).toString(),
  ) as { sprite: string; names: string[] }

  it("is up to date with its source (run `npm run icons` if not)", () => {
    expect(readFileSync("static/icons.svg", "utf8")).toBe(generated.sprite)
  })

  it("has a symbol for every icon name the components use, and no others", () => {
    expect([...generated.names].sort()).toEqual([...ICON_NAMES].sort())
  })
})
