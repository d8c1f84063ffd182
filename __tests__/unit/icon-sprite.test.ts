/** @jest-environment node */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"

describe("the icon sprite", () => {
  it("is up to date with its source (run `npm run icons` if not)", () => {
    const generated = execFileSync("npx", ["tsx", "scripts/build-icon-sprite.mts", "--print"], { encoding: "utf8" })
    expect(readFileSync("static/icons.svg", "utf8")).toBe(generated)
  })
})
