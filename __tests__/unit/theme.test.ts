import {
  applyPreferredTheme,
  applyTheme,
  oppositeTheme,
  PRE_PAINT_SCRIPT,
  THEME_STORAGE_KEY,
} from "../../src/lib/theme"

function mockMedia(matches: Record<string, boolean>) {
  window.matchMedia = ((query: string) => ({
    matches: matches[query] ?? false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}

describe("theme choice", () => {
  it("switches to the other theme", () => {
    expect(oppositeTheme("light")).toBe("dark")
    expect(oppositeTheme("dark")).toBe("light")
  })

  it("applies the dark class and the matching color-scheme", () => {
    const root = document.createElement("html")
    applyTheme(root, "dark")
    expect(root.classList.contains("dark")).toBe(true)
    expect(root.style.colorScheme).toBe("dark")
    applyTheme(root, "light")
    expect(root.classList.contains("dark")).toBe(false)
    expect(root.style.colorScheme).toBe("light")
  })
})

describe("the visitor's theme, as the pre-paint script and useTheme apply it", () => {
  afterEach(() => {
    localStorage.clear()
    document.documentElement.className = ""
    document.documentElement.removeAttribute("style")
  })

  // [stored choice, system prefers dark, theme]: a stored choice wins, else the system decides.
  const cases: [string | null, boolean, "light" | "dark"][] = [
    [null, false, "light"],
    [null, true, "dark"],
    ["light", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["dark", true, "dark"],
    ["junk", true, "dark"],
    ["junk", false, "light"],
  ]
  for (const [stored, systemDark, theme] of cases) {
    it(`is ${theme} with ${stored ?? "nothing"} stored and a ${systemDark ? "dark" : "light"} system, run from its own source`, () => {
      if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored)
      mockMedia({ "(prefers-color-scheme: dark)": systemDark })
      // What <head> runs: the function's source, with nothing from outside it.
      new Function(PRE_PAINT_SCRIPT)()
      expect(document.documentElement.classList.contains("dark")).toBe(theme === "dark")
      expect(document.documentElement.style.colorScheme).toBe(theme)
    })
  }

  it("still applies the system theme when storage is blocked", () => {
    mockMedia({ "(prefers-color-scheme: dark)": true })
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError")
    })
    applyPreferredTheme(THEME_STORAGE_KEY)
    getItem.mockRestore()
    expect(document.documentElement.classList.contains("dark")).toBe(true)
  })
})
