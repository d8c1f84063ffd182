import { useCallback, useEffect } from "react"
import { applyTheme, currentTheme, oppositeTheme, parseTheme, resolveTheme, THEME_STORAGE_KEY } from "../lib/theme"

const SYSTEM_DARK = "(prefers-color-scheme: dark)"

function readStored(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY)
  } catch {
    return null // storage can be blocked; the theme then lasts for this page only
  }
}

/**
 * The root's `dark` class is the single source of truth (set before paint by PRE_PAINT_SCRIPT), so
 * there is no React state to disagree with it. Other tabs and system changes are followed.
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
    const root = document.documentElement
    const system = window.matchMedia(SYSTEM_DARK)
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null)
        applyTheme(root, resolveTheme(event.newValue, system.matches))
    }
    const onSystemChange = () => {
      if (!parseTheme(readStored())) applyTheme(root, system.matches ? "dark" : "light")
    }
    window.addEventListener("storage", onStorage)
    system.addEventListener("change", onSystemChange)
    return () => {
      window.removeEventListener("storage", onStorage)
      system.removeEventListener("change", onSystemChange)
    }
  }, [])

  return { toggle }
}
