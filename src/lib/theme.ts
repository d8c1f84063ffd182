export type Theme = "light" | "dark"

/** localStorage key of the visitor's choice (the spec's name). */
export const THEME_STORAGE_KEY = "theme"

export function parseTheme(value: unknown): Theme | null {
  return value === "light" || value === "dark" ? value : null
}

/** A stored choice wins; with none, follow the system's colour-scheme preference. */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  return parseTheme(stored) ?? (systemPrefersDark ? "dark" : "light")
}

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
 * Runs in <head> before the body paints, so neither a stored nor a system dark theme flashes
 * light first. It repeats resolveTheme/applyTheme in plain ES5 (a test keeps the two in step).
 */
export const PRE_PAINT_SCRIPT = `(function(){var r=document.documentElement,s=null;try{s=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}try{var d=s==="dark"||(s!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"}catch(e){}})()`
