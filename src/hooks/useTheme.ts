import { useCallback, useEffect } from "react"
import { applyPreferredTheme, applyTheme, currentTheme, oppositeTheme, THEME_STORAGE_KEY } from "../lib/theme"

const SYSTEM_DARK = "(prefers-color-scheme: dark)"

/**
 * The root's `dark` class is the single source of truth (set before paint by PRE_PAINT_SCRIPT), so
 * there is no React state to disagree with it. Other tabs and system changes are followed by the
 * same function as the pre-paint script: a stored choice wins, else the system decides.
 */
export function useTheme(): { toggle: () => void } {
  const toggle = useCallback(() => {
    const root = document.documentElement
    const next = oppositeTheme(currentTheme(root))
    applyTheme(root, next)
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Not stored, but the page still switches.
    }
  }, [])

  useEffect(() => {
    const system = window.matchMedia(SYSTEM_DARK)
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) applyPreferredTheme(THEME_STORAGE_KEY)
    }
    const onSystemChange = () => applyPreferredTheme(THEME_STORAGE_KEY)
    window.addEventListener("storage", onStorage)
    system.addEventListener("change", onSystemChange)
    return () => {
      window.removeEventListener("storage", onStorage)
      system.removeEventListener("change", onSystemChange)
    }
  }, [])

  return { toggle }
}
