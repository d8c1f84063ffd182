import { useEffect, type RefObject } from "react"
import { focusableIn, nextTrappedFocus } from "../lib/focus"

/**
 * Modal behaviour for a panel while `open`: focus moves in and stays in, Escape closes, the page
 * behind does not scroll, and focus returns to `returnTo` when it closes.
 */
export function useModalPanel(
  open: boolean,
  onClose: () => void,
  panel: RefObject<HTMLElement | null>,
  returnTo: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = panel.current
    if (!open || !element) return
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = "hidden"
    focusableIn(element)[0]?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        onClose()
      } else if (event.key === "Tab") {
        const target = nextTrappedFocus(
          focusableIn(element),
          document.activeElement as HTMLElement | null,
          event.shiftKey,
        )
        if (target) {
          event.preventDefault()
          target.focus()
        }
      }
    }
    document.addEventListener("keydown", onKeyDown)
    const returnFocus = returnTo.current
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      root.style.overflow = previousOverflow
      // After the click that closed it has finished: a link's jump to its section would otherwise
      // take focus away again. preventScroll keeps the page at that section.
      setTimeout(() => returnFocus?.focus({ preventScroll: true }))
    }
  }, [open, onClose, panel, returnTo])
}
