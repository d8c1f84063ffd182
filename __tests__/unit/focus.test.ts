import { nextTrappedFocus } from "../../src/lib/focus"

describe("focus trap", () => {
  const items = ["close", "home", "services", "contact"]

  it("wraps from the last item to the first on Tab, and back on Shift+Tab", () => {
    expect(nextTrappedFocus(items, "contact", false)).toBe("close")
    expect(nextTrappedFocus(items, "close", true)).toBe("contact")
  })

  it("lets the browser move focus between inner items", () => {
    expect(nextTrappedFocus(items, "home", false)).toBeNull()
    expect(nextTrappedFocus(items, "services", true)).toBeNull()
  })

  it("pulls focus back in when it is outside the panel", () => {
    expect(nextTrappedFocus(items, "somewhere else", false)).toBe("close")
    expect(nextTrappedFocus(items, null, true)).toBe("contact")
  })

  it("does nothing when the panel has nothing focusable", () => {
    expect(nextTrappedFocus([], null, false)).toBeNull()
  })
})
