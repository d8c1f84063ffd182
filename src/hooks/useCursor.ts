import { useEffect, type RefObject } from "react"
import { easeToward, INTERACTIVE, isSettled, type Point } from "../lib/cursor"
import { TYPING_TARGETS } from "../lib/carousel"

const place = (element: HTMLElement, { x, y }: Point) => {
  element.style.transform = `translate3d(${x}px, ${y}px, 0)`
}

/**
 * Moves the dot with the pointer and eases the ring after it, writing transforms directly so React
 * does not re-render on every frame. The frame loop runs only while the ring is catching up.
 * Given where the pointer was last seen (`startAt`), both are drawn there at once.
 */
export function useCursor(
  enabled: boolean,
  dot: RefObject<HTMLElement | null>,
  ring: RefObject<HTMLElement | null>,
  startAt?: RefObject<Point | null>,
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
    const moveTo = (point: Point, under: EventTarget | null) => {
      const first = !root.hasAttribute("data-cursor")
      target = point
      if (first) current = { ...target }
      root.setAttribute("data-cursor", "visible")
      place(dotElement, target)
      const over = under instanceof Element && under.closest(INTERACTIVE)
      ringElement.toggleAttribute("data-over-interactive", Boolean(over))
      if (!frame) frame = requestAnimationFrame(step)
    }
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" && event.pointerType !== "pen") return
      moveTo({ x: event.clientX, y: event.clientY }, event.target)
    }
    const start = startAt?.current
    if (start) moveTo({ ...start }, document.elementFromPoint(start.x, start.y))
    const onLeave = () => root.setAttribute("data-cursor", "hidden")
    // As systems hide the pointer while one types, so the dot does not sit over the first letters;
    // the next move brings it back.
    const onType = (event: KeyboardEvent) =>
      event.target instanceof Element && event.target.closest(TYPING_TARGETS) && onLeave()

    window.addEventListener("pointermove", onMove, { passive: true })
    document.addEventListener("pointerleave", onLeave)
    document.addEventListener("keydown", onType, true)
    return () => {
      document.removeEventListener("keydown", onType, true)
      cancelAnimationFrame(frame)
      window.removeEventListener("pointermove", onMove)
      document.removeEventListener("pointerleave", onLeave)
      root.removeAttribute("data-cursor")
    }
  }, [enabled, dot, ring, startAt])
}
