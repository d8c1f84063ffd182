import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react"
import {
  clampIndex,
  controlsFor,
  indexFromScroll,
  scrollLeftFor,
  stepForKey,
  TYPING_TARGETS,
  type CarouselControls,
} from "../lib/carousel"

const SCROLL_SETTLE_MS = 120

function geometry(track: HTMLElement) {
  const slides = [...track.children].map((child) => {
    const slide = child as HTMLElement
    return { left: slide.offsetLeft, width: slide.offsetWidth }
  })
  return {
    scrollLeft: track.scrollLeft,
    viewportWidth: track.clientWidth,
    maxScroll: track.scrollWidth - track.clientWidth,
    slides,
  }
}

/** Moves focus into `slide`, to its first link or control (the slide itself if it has none), without a jump. */
function focusIn(slide: HTMLElement) {
  slide.inert = false // ahead of the render that makes it the current slide
  const first = slide.querySelector<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")
  if (!first) slide.tabIndex = -1
  ;(first ?? slide).focus({ preventScroll: true })
}

export interface Carousel extends CarouselControls {
  index: number
  goTo: (index: number) => void
  /** For the carousel's region: arrow keys move one slide while focus is inside it. */
  onKeyDown: (event: KeyboardEvent) => void
  /** Polite announcement of a change made with the controls. */
  announcement: string
}

/**
 * Wires the pure carousel logic to a scroll-snapping track: controls scroll the track, and the index
 * follows the track once a scroll (swipe, trackpad, or ours) settles, so it never flickers through
 * the slides in between.
 */
export function useCarousel(
  track: RefObject<HTMLElement | null>,
  count: number,
  describe: (index: number) => string,
): Carousel {
  const [index, setIndex] = useState(0)
  const [announcement, setAnnouncement] = useState("")
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  /** The slide a control sent the track to, and where, until it is there or the visitor scrolls the track. */
  const heading = useRef<{ index: number; left: number }>(undefined)

  useEffect(() => {
    const element = track.current
    if (!element) return
    // Not while a control's scroll is on its way: an end reported early (an earlier scroll's, under
    // load) or a pause mid-way would take the index back, and the next arrow key would start there.
    const settle = () => {
      const at = indexFromScroll(geometry(element))
      if (heading.current !== undefined && heading.current.index !== at) return
      heading.current = undefined
      setIndex(at)
    }
    const yours = () => (heading.current = undefined)
    const supportsScrollEnd = "onscrollend" in window
    const onScroll = () => {
      // Arrived where a control sent it: its end may have been reported early and not again (Firefox,
      // under load), which would leave the index deaf to a screen reader's scroll.
      if (heading.current && Math.abs(element.scrollLeft - heading.current.left) < 1) settle()
      if (supportsScrollEnd) return
      clearTimeout(settleTimer.current)
      settleTimer.current = setTimeout(settle, SCROLL_SETTLE_MS)
    }
    const listeners = [
      ["scroll", onScroll],
      ...(supportsScrollEnd ? [["scrollend", settle] as const] : []),
      ...["pointerdown", "touchstart", "wheel"].map((type) => [type, yours] as const),
    ] as const
    for (const [type, listener] of listeners) element.addEventListener(type, listener, { passive: true })
    // An address naming a slide (#slide-…, which a slide's case-study link leaves, so that Back
    // finds it) starts there: a page loaded again on Back has its scroll back, but not the track's.
    const named = [...element.children].findIndex((slide) => slide.id && `#${slide.id}` === window.location.hash)
    const slide = geometry(element).slides[named]
    if (slide) element.scrollTo({ left: scrollLeftFor(slide, element.clientWidth), behavior: "instant" })
    settle() // the track may have been swiped before this code arrived
    return () => {
      clearTimeout(settleTimer.current)
      for (const [type, listener] of listeners) element.removeEventListener(type, listener)
    }
  }, [track])

  // Only the slide shown can be tabbed into or read: otherwise the slides' links all come before the
  // controls. Set after hydration, so without script every slide stays reachable by scrolling. Never
  // the slide focus is in, which a swipe can leave (that would drop focus to the page) until focus
  // lands elsewhere.
  useEffect(() => {
    const element = track.current
    if (!element) return
    const apply = () => {
      for (const [at, slide] of [...element.children].entries())
        (slide as HTMLElement).inert = at !== index && !slide.contains(document.activeElement)
    }
    apply()
    document.addEventListener("focusin", apply)
    return () => document.removeEventListener("focusin", apply)
  }, [track, index])

  const goTo = useCallback(
    (target: number) => {
      const element = track.current
      const next = clampIndex(target, count)
      setIndex(next)
      setAnnouncement(describe(next))
      const now = element ? geometry(element) : undefined
      const slide = now?.slides[next]
      if (!element || !now || !slide) return
      // Where the browser will stop (it clamps at the ends). Already there (an end's arrow key, the
      // current dot), no scroll would come to clear the heading.
      const left = Math.min(Math.max(scrollLeftFor(slide, now.viewportWidth), 0), now.maxScroll)
      heading.current = Math.abs(now.scrollLeft - left) < 1 ? undefined : { index: next, left }
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches
      element.scrollTo({ left, behavior: reduceMotion ? "auto" : "smooth" })
    },
    [track, count, describe],
  )

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const step = stepForKey(event.key)
      const target = event.target as HTMLElement
      if (step === 0 || event.altKey || event.ctrlKey || event.metaKey || target.closest(TYPING_TARGETS)) return
      event.preventDefault()
      const next = clampIndex(index + step, count)
      goTo(next)
      // Focus on a link in a slide goes with the slide: left behind, it would sit out of sight, and
      // Enter would open the project no longer shown. Focus on a control stays on it.
      const slides = track.current?.children
      if (slides?.[index]?.contains(target) && next !== index) focusIn(slides[next] as HTMLElement)
    },
    [goTo, index, count, track],
  )

  return { index, goTo, onKeyDown, announcement, ...controlsFor(index, count) }
}
