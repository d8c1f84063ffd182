import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react"

/** The address's fragment while a picture is open, so Back closes it and the page stays. */
const fragment = (index: number) => `#picture-${index + 1}`
const openIn = (hash: string) => /^#picture-\d+$/.test(hash)

/**
 * A case study's pictures opened larger on the page: a link's click opens its picture in a modal
 * <dialog> (which keeps focus inside and gives it back on closing), with an entry in the history,
 * so Back closes it, as Escape and its close button do. A click with a modifier key (a new tab) is
 * the browser's, and without JavaScript the link opens the picture itself.
 */
export function usePictureViewer(count: number) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [shown, setShown] = useState<number | null>(null)

  const open = useCallback((index: number, event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    history.pushState(history.state, "", fragment(index))
    setShown(index)
  }, [])
  // Leaving the entry the picture opened (Back, or close below) closes it: the router never hears
  // a fragment's change (lib/in-page-jumps.ts), so the page stays where it was.
  useEffect(() => {
    const follow = () => openIn(location.hash) || setShown(null)
    addEventListener("hashchange", follow)
    return () => removeEventListener("hashchange", follow)
  }, [])
  useEffect(() => {
    const element = dialog.current
    if (shown === null) {
      if (element?.open) element.close()
    } else if (element && !element.open) element.showModal()
  }, [shown])

  /** Closed by its button or Escape: the history entry it opened goes too. */
  const closed = useCallback(() => {
    if (openIn(location.hash)) history.back()
    else setShown(null)
  }, [])
  const step = useCallback(
    (by: number) =>
      setShown((index) => {
        if (index === null) return null
        const next = (index + by + count) % count
        history.replaceState(history.state, "", fragment(next))
        return next
      }),
    [count],
  )
  // The arrow keys show the picture before and after, as the buttons do.
  const showing = shown !== null
  useEffect(() => {
    const element = dialog.current
    if (!showing || !element || count < 2) return
    const arrows = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") step(event.key === "ArrowLeft" ? -1 : 1)
    }
    element.addEventListener("keydown", arrows)
    return () => element.removeEventListener("keydown", arrows)
  }, [showing, count, step])
  return { dialog, shown, open, closed, step }
}
