import { useEffect } from "react"

/**
 * The once-only section reveals (lib/reveals.ts), fetched with react-spring on the first scroll:
 * until then every section below the fold is out of sight anyway, so neither is part of the first
 * load. Sections that are on screen by the time they arrive are left alone.
 */
export function useReveals(): void {
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    const start = () => {
      import("../lib/reveals")
        .then(({ revealBelowTheFold }) => {
          if (!unmounted) stop = revealBelowTheFold()
        })
        .catch(() => undefined) // no reveal is fine: every section simply stays visible
    }
    window.addEventListener("scroll", start, { once: true, passive: true })
    return () => {
      unmounted = true
      window.removeEventListener("scroll", start)
      stop?.()
    }
  }, [])
}
