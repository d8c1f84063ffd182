/** @jest-environment node */
import { placeholderPattern, placeholderProblem } from "../../shared/placeholders"
import { SCHEMA_DIR } from "../../shared/content-files"
import { readFileSync } from "node:fs"

const shown = (
  JSON.parse(readFileSync(`${SCHEMA_DIR}/definitions.schema.json`, "utf8")) as {
    definitions: { text: { pattern: string } }
  }
).definitions.text.pattern

describe("a text's placeholders", () => {
  it.each([
    ["We reply within {hours} hours.", ["hours"], undefined],
    ["{hours} hours, {hours} at most.", ["hours"], undefined],
    ["© {year} {name}", ["year", "name"], undefined],
    ["Plain words.", [], undefined],
    ["We reply within {hour} hours.", ["hours"], "has {hour}, which the page fills only {hours} here"],
    ["© 2026 {name}", ["year", "name"], "has lost {year}, which the page fills in: put it back"],
    ["© 2026 Serendib", ["year", "name"], "has lost {year} and {name}, which the page fills in: put them back"],
    ["Hello {name}", [], "has {name}, which the page fills nothing in here"],
    ["Hello { name }", ["name"], "has { name }, which the page fills only {name} here"],
    ["Only {hours hours", ["hours"], "has lost {hours}"],
    ["{hours} hours }", ["hours"], "has a brace ({ or }) of its own"],
    ["Smile :}", [], "has a brace ({ or }) of its own"],
  ])("%j with %j: %s", (text, declared, problem) => {
    const found = placeholderProblem(text, declared)
    if (problem === undefined) expect(found).toBeUndefined()
    else expect(found).toContain(problem)
    // The editor's one pattern agrees with the check on every case.
    expect(new RegExp(placeholderPattern(declared, shown), "u").test(text)).toBe(problem === undefined)
  })

  it("is refused in the editor when empty or invisible, as any shown text is", () => {
    for (const text of ["", "   ", "\u200b"])
      expect(new RegExp(placeholderPattern([], shown), "u").test(text)).toBe(false)
  })
})
