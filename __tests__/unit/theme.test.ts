import { applyTheme, oppositeTheme, PRE_PAINT_SCRIPT, resolveTheme, THEME_STORAGE_KEY } from "../../src/lib/theme"

function mockMedia(matches: Record<string, boolean>) {
  window.matchMedia = ((query: string) => ({
    matches: matches[query] ?? false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}

describe("theme choice", () => {
  it("keeps a stored choice whatever the system prefers", () => {
    expect(resolveTheme("dark", false)).toBe("dark")
    expect(resolveTheme("light", true)).toBe("light")
  })

  it("follows the system when nothing valid is stored", () => {
    expect(resolveTheme(null, true)).toBe("dark")
    expect(resolveTheme(null, false)).toBe("light")
    expect(resolveTheme("purple", true)).toBe("dark")
  })

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

describe("the pre-paint script", () => {
  afterEach(() => {
    localStorage.clear()
    document.documentElement.className = ""
    document.documentElement.removeAttribute("style")
  })

  // Every combination of stored value and system preference must give what resolveTheme gives.
  for (const stored of [null, "light", "dark", "junk"]) {
    for (const systemDark of [false, true]) {
      it(`agrees with resolveTheme for stored=${stored} and a ${systemDark ? "dark" : "light"} system`, () => {
        if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored)
        mockMedia({ "(prefers-color-scheme: dark)": systemDark })
        new Function(PRE_PAINT_SCRIPT)()
        const expected = resolveTheme(stored, systemDark)
        expect(document.documentElement.classList.contains("dark")).toBe(expected === "dark")
        expect(document.documentElement.style.colorScheme).toBe(expected)
      })
    }
  }

  it("still applies the system theme when storage is blocked", () => {
    mockMedia({ "(prefers-color-scheme: dark)": true })
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError")
    })
    new Function(PRE_PAINT_SCRIPT)()
    getItem.mockRestore()
    expect(document.documentElement.classList.contains("dark")).toBe(true)
  })
})
