export type Theme = "light" | "dark"

/** localStorage key of the visitor's choice (the spec's name). */
export const THEME_STORAGE_KEY = "theme"

export function oppositeTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark"
}

export function currentTheme(root: HTMLElement): Theme {
  return root.classList.contains("dark") ? "dark" : "light"
}

/** The `dark` class drives Tailwind's dark variant; color-scheme makes form controls and scrollbars follow. */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.toggle("dark", theme === "dark")
  root.style.colorScheme = theme
}

/**
 * Puts the visitor's theme on the root: the stored choice, or else the system's preference. It
 * runs twice over: as the pre-paint script in <head> (PRE_PAINT_SCRIPT, its own source), so
 * neither a stored nor a system dark theme flashes light first, and from useTheme when another tab
 * or the system changes. Being sent as source, it uses nothing from outside itself, and its
 * comments stay out here: storage can be blocked, and the system's preference then decides.
 */
export function applyPreferredTheme(storageKey: string): void {
  const root = document.documentElement
  let stored: string | null
  try {
    stored = localStorage.getItem(storageKey)
  } catch {
    stored = null
  }
  const dark = stored === "dark" || (stored !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches)
  root.classList.toggle("dark", dark)
  root.style.colorScheme = dark ? "dark" : "light"
}

export const PRE_PAINT_SCRIPT = `(${applyPreferredTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)})`
