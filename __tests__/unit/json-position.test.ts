import { parseJsonWithPositions, positionAt, positionOfPath } from "../../node/content/json-position"

describe("json positions", () => {
  it("turns an offset into a 1-based line and column", () => {
    expect(positionAt("ab\ncd\nef", 0)).toEqual({ line: 1, column: 1 })
    expect(positionAt("ab\ncd\nef", 4)).toEqual({ line: 2, column: 2 })
  })

  it("rejects comments and trailing commas, which JSON does not allow", () => {
    expect(parseJsonWithPositions('{"a": 1, // note\n}').syntaxError?.message).toBe("comments are not allowed in JSON")
    expect(parseJsonWithPositions("[1, 2,]").syntaxError?.message).toBe(
      "a value is expected here (is there a comma too many?)",
    )
  })

  it("finds the line of a nested field, or of its nearest parent when the field is absent", () => {
    const text = '[\n  {\n    "client": {\n      "url": "x"\n    }\n  }\n]'
    const { tree } = parseJsonWithPositions(text)
    expect(positionOfPath(text, tree, [0, "client", "url"]).line).toBe(4)
    expect(positionOfPath(text, tree, [0, "client", "logo"]).line).toBe(3)
  })
})
