import * as React from "react"
import { useEffect, useState } from "react"
import { CURSOR_MEDIA } from "../lib/cursor"
import { useReveals } from "../hooks/useReveals"

type CursorComponent = (typeof import("./Cursor"))["Cursor"]

/**
 * Page-wide behaviour that belongs to no one section: the section reveals, and the cursor. The
 * cursor is drawn only once a mouse moves, so its code is fetched then, not with the page.
 */
export function SiteBehaviours() {
  useReveals()
  const [Cursor, setCursor] = useState<CursorComponent | null>(null)
  useEffect(() => {
    if (!window.matchMedia(CURSOR_MEDIA).matches) return
    const load = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return
      window.removeEventListener("pointermove", load)
      import("./Cursor").then((module) => setCursor(() => module.Cursor)).catch(() => undefined) // no custom cursor is fine: the system one is still there
    }
    window.addEventListener("pointermove", load, { passive: true })
    return () => window.removeEventListener("pointermove", load)
  }, [])
  return Cursor ? <Cursor /> : null
}
