import * as React from "react"
import { useEffect, useRef, useState } from "react"
import { CURSOR_MEDIA } from "../lib/cursor-media"
import type { Point } from "../lib/cursor"
import { useReveals } from "../hooks/useReveals"

type CursorComponent = (typeof import("./Cursor"))["Cursor"]

/**
 * Page-wide behaviour that belongs to no one section: the section reveals, and the cursor. The
 * cursor is drawn only once a mouse moves, so its code is fetched then, not with the page. Until
 * it arrives, the mouse's last position is kept, so the cursor appears under it at once even if
 * the mouse has stopped by then.
 */
export function SiteBehaviours() {
  useReveals()
  const [Cursor, setCursor] = useState<CursorComponent | null>(null)
  const lastPointer = useRef<Point | null>(null)
  useEffect(() => {
    if (Cursor || !window.matchMedia(CURSOR_MEDIA).matches) return
    let requested = false
    const track = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return
      lastPointer.current = { x: event.clientX, y: event.clientY }
      if (requested) return
      requested = true
      import("./Cursor").then((module) => setCursor(() => module.Cursor)).catch(() => undefined) // no custom cursor is fine: the system one is still there
    }
    window.addEventListener("pointermove", track, { passive: true })
    return () => window.removeEventListener("pointermove", track)
  }, [Cursor])
  return Cursor ? <Cursor startAt={lastPointer} /> : null
}
