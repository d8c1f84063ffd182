import { useEffect, type RefObject } from "react"
import { easeToward, INTERACTIVE, isSettled, type Point } from "../lib/cursor"

const place = (element: HTMLElement, { x, y }: Point) => {
  element.style.transform = `translate3d(${x}px, ${y}px, 0)`
}

/**
 * Moves the dot with the pointer and eases the ring after it, writing transforms directly so React
 * does not re-render on every frame. The frame loop runs only while the ring is catching up.
 */
export function useCursor(
  enabled: boolean,
  dot: RefObject<HTMLElement | null>,
  ring: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const dotElement = dot.current
    const ringElement = ring.current
    if (!enabled || !dotElement || !ringElement) return
    let target: Point = { x: -100, y: -100 }
    let current: Point = { ...target }
    let frame = 0
    const root = document.documentElement

    const step = () => {
      current = easeToward(current, target)
      if (isSettled(current, target)) current = { ...target }
      place(ringElement, current)
      frame = isSettled(current, target) ? 0 : requestAnimationFrame(step)
    }
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" && event.pointerType !== "pen") return
      const first = !root.hasAttribute("data-cursor")
      target = { x: event.clientX, y: event.clientY }
      if (first) current = { ...target }
      root.setAttribute("data-cursor", "visible")
      place(dotElement, target)
      const over = event.target instanceof Element && event.target.closest(INTERACTIVE)
      ringElement.toggleAttribute("data-over-interactive", Boolean(over))
      if (!frame) frame = requestAnimationFrame(step)
    }
    const onLeave = () => root.setAttribute("data-cursor", "hidden")

    window.addEventListener("pointermove", onMove, { passive: true })
    document.addEventListener("pointerleave", onLeave)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener("pointermove", onMove)
      document.removeEventListener("pointerleave", onLeave)
      root.removeAttribute("data-cursor")
    }
  }, [enabled, dot, ring])
}
