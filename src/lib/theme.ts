/**
 * The light and dark themes, whole, as one inline script in <head> (THEME_SCRIPT): it puts the
 * visitor's theme on the root before the body is parsed, so nothing flashes, and the theme button
 * (`[data-theme-toggle]`, ThemeToggle) works from the first paint, with no React behind it: a tap
 * on a slow phone switches at once instead of waiting for the page's code (docs/performance.md).
 * React renders the button and never the theme, so no state can disagree with the root's class.
 */

/** localStorage key of the visitor's choice (the spec's name). */
export const THEME_STORAGE_KEY = "theme"

/** Marks the button that switches the theme. */
export const THEME_TOGGLE = "data-theme-toggle"

/**
 * Applies the visitor's theme and keeps it: a stored choice wins, else the system's preference
 * decides; other tabs and a change of the system's preference are followed; a click on the toggle
 * switches and stores. The `dark` class drives Tailwind's dark variant, color-scheme the form
 * controls and scrollbars; the browser's own bar (theme-color) takes the brand's shade in that
 * theme, read from the page's CSS (site.json's brandColour, shared/brand.ts) once the head is
 * parsed. Storage can be blocked: the page then still switches, for this visit.
 *
 * Sent as source, so it uses nothing from outside itself, and runs once per page.
 */
function theme(storageKey: string, toggleSelector: string): void {
  const root = document.documentElement
  const system = window.matchMedia("(prefers-color-scheme: dark)")
  // The brand's shades are written without spaces (shared/brand.ts), so the value is the colour.
  const bar = () => {
    const brand = getComputedStyle(root).getPropertyValue("--brand")
    const meta = document.querySelector<HTMLMetaElement>("meta[name=theme-color]")
    if (brand && meta) meta.content = brand
  }
  const apply = (dark: boolean) => {
    root.classList.toggle("dark", dark)
    root.style.colorScheme = dark ? "dark" : "light"
    bar()
  }
  const follow = () => {
    let stored: string | null = null
    try {
      stored = localStorage.getItem(storageKey)
    } catch {
      // blocked: the system decides
    }
    apply(stored === "dark" || (stored !== "light" && system.matches))
  }
  follow()
  // This runs before the rest of <head>: the brand's shades come after it.
  document.addEventListener("DOMContentLoaded", bar)
  window.addEventListener("storage", (event) => (event.key === storageKey || event.key === null) && follow())
  system.addEventListener?.("change", follow)
  document.addEventListener("click", (event) => {
    if (!(event.target as Element).closest?.(toggleSelector)) return
    const dark = !root.classList.contains("dark")
    apply(dark)
    try {
      localStorage.setItem(storageKey, dark ? "dark" : "light")
    } catch {
      // not stored, but the page still switches
    }
  })
}

export const THEME_SCRIPT = `(${theme.toString()})(${[THEME_STORAGE_KEY, `[${THEME_TOGGLE}]`].map((value) => JSON.stringify(value)).join(",")})`
