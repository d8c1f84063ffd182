import { runInlineScript } from "../inline-script"
import { THEME_COLORS, THEME_SCRIPT, THEME_STORAGE_KEY, THEME_TOGGLE } from "../../src/lib/theme"

const root = document.documentElement
let systemChanged: () => void = () => undefined
// The system's dark preference, as matchMedia reports it (and later changes it).
const system = {
  matches: false,
  media: "(prefers-color-scheme: dark)",
  addEventListener: (_: string, listener: () => void) => (systemChanged = listener),
  removeEventListener: () => undefined,
}
function mockMedia(systemDark: boolean) {
  system.matches = systemDark
  window.matchMedia = (() => system) as unknown as typeof window.matchMedia
}

/** What <head> runs: the function's source, with nothing from outside it. */
const runThemeScript = () => runInlineScript(THEME_SCRIPT)
const dark = () => root.classList.contains("dark")
const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute("content")

let toggle: HTMLButtonElement
beforeEach(() => {
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}">`
  document.body.innerHTML = `<button type="button" ${THEME_TOGGLE}><span>icon</span></button>`
  toggle = document.querySelector("button")!
})
afterEach(() => {
  localStorage.clear()
  root.className = ""
  root.removeAttribute("style")
})

describe("the visitor's theme, as the inline script in <head> applies it", () => {
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
    it(`is ${theme} with ${stored ?? "nothing"} stored and a ${systemDark ? "dark" : "light"} system`, () => {
      if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored)
      mockMedia(systemDark)
      runThemeScript()
      expect(dark()).toBe(theme === "dark")
      expect(root.style.colorScheme).toBe(theme)
      expect(themeColor()).toBe(THEME_COLORS[theme])
    })
  }

  it("still applies the system theme when storage is blocked", () => {
    mockMedia(true)
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError")
    })
    runThemeScript()
    getItem.mockRestore()
    expect(dark()).toBe(true)
  })
})

describe("the theme button, before and without React", () => {
  it("switches for this visit when storage refuses the choice, and only on a click on the button", () => {
    mockMedia(false)
    runThemeScript()
    document.body.click()
    expect(dark()).toBe(false)
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError")
    })
    toggle.querySelector("span")!.click() // a tap lands on the icon inside
    setItem.mockRestore()
    expect(dark()).toBe(true)
    expect(themeColor()).toBe(THEME_COLORS.dark)
  })
})

describe("the system", () => {
  it("is followed when nothing is stored", () => {
    mockMedia(false)
    runThemeScript()
    system.matches = true
    systemChanged()
    expect(dark()).toBe(true)
  })
})
