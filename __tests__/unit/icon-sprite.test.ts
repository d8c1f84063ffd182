/** @jest-environment node */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { CONTENT_FILES, SCHEMA_DIR } from "../../shared/content-files"

const sprite = readFileSync("static/icons.svg", "utf8")

describe("the icon sprite", () => {
  it("is up to date with its source (run `npm run icons` if not)", () => {
    const generated = execFileSync("npx", ["tsx", "scripts/build-icon-sprite.mts", "--print"], { encoding: "utf8" })
    expect(sprite).toBe(generated)
  })

  it("draws every icon a content file may name, and names each for the editor's picker", () => {
    const offered = CONTENT_FILES.flatMap(({ schema }) => {
      const { items } = JSON.parse(readFileSync(`${SCHEMA_DIR}/${schema}`, "utf8")) as {
        items?: { properties?: Record<string, { enum?: string[]; enumDescriptions?: string[] }> }
      }
      const icon = items?.properties?.icon
      if (!icon) return []
      expect(icon.enumDescriptions).toHaveLength(icon.enum!.length)
      return icon.enum!
    })
    expect(offered.length).toBeGreaterThan(20)
    const drawn = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, name]) => name)
    expect(offered.filter((name) => !drawn.includes(name))).toEqual([])
  })
})
