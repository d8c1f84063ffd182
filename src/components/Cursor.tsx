import * as React from "react"
import { useEffect, useRef, useState, type RefObject } from "react"
import { CURSOR_MEDIA } from "../lib/cursor-media"
import type { Point } from "../lib/cursor"
import { useCursor } from "../hooks/useCursor"

/**
 * The decorative cursor: a dot on the pointer and a ring that follows with easing. Only for a mouse
 * or trackpad and without a reduced-motion preference; the system cursor stays, so pointer size and
 * contrast settings keep working. `startAt` holds where the mouse was last seen, if anywhere, so
 * the cursor can be drawn there before the next move.
 */
export function Cursor({ startAt }: { startAt?: RefObject<Point | null> }) {
  // Whether the pointer and the visitor's settings still call for it, following changes.
  const [enabled, setEnabled] = useState(false)
  useEffect(() => {
    const media = window.matchMedia(CURSOR_MEDIA)
    const update = () => setEnabled(media.matches)
    update()
    media.addEventListener("change", update)
    return () => media.removeEventListener("change", update)
  }, [])
  const dot = useRef<HTMLDivElement>(null)
  const ring = useRef<HTMLDivElement>(null)
  useCursor(enabled, dot, ring, startAt)
  if (!enabled) return null
  return (
    // Above sweetalert2's dialogs (z-index 1060), and not on paper.
    <div aria-hidden="true" className="cursor pointer-events-none fixed inset-0 z-[1070] overflow-hidden print:hidden">
      <div ref={ring} className="cursor-ring absolute top-0 left-0 will-change-transform">
        <div className="-mt-5 -ml-5 size-10 rounded-full border-2 border-brand/60" />
      </div>
      <div ref={dot} className="cursor-dot absolute top-0 left-0 will-change-transform">
        <div className="-mt-1 -ml-1 size-2 rounded-full bg-brand" />
      </div>
    </div>
  )
}
