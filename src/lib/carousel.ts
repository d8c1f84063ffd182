/** Index arithmetic of the portfolio carousel, free of the DOM so it can be tested directly. */

export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return Math.min(Math.max(Math.round(index), 0), count - 1)
}

export interface CarouselControls {
  canGoPrevious: boolean
  canGoNext: boolean
}

/** Previous is disabled on the first slide, next on the last. */
export function controlsFor(index: number, count: number): CarouselControls {
  return { canGoPrevious: index > 0, canGoNext: index < count - 1 }
}

/** Where an arrow key moves the caret in text, and never the carousel. */
export const TYPING_TARGETS = "input, textarea, select, [contenteditable]"

/** How many slides a key moves: ← back one, → on one, any other key none. */
export function stepForKey(key: string): -1 | 0 | 1 {
  return key === "ArrowLeft" ? -1 : key === "ArrowRight" ? 1 : 0
}

export interface TrackGeometry {
  scrollLeft: number
  /** The track's visible width. */
  viewportWidth: number
  /** scrollWidth − viewportWidth: the furthest the track can scroll. */
  maxScroll: number
  /** Each slide's left edge (in the track's scroll coordinates) and width. */
  slides: readonly { left: number; width: number }[]
}

/**
 * The slide a scroll position shows: the one whose centre is nearest the track's centre. At either
 * end of the track the end slide counts, since it may not be able to reach the centre.
 */
export function indexFromScroll({ scrollLeft, viewportWidth, maxScroll, slides }: TrackGeometry): number {
  if (slides.length === 0) return 0
  if (scrollLeft <= 1) return 0
  if (scrollLeft >= maxScroll - 1) return slides.length - 1
  const centre = scrollLeft + viewportWidth / 2
  let best = 0
  slides.forEach((slide, index) => {
    const bestSlide = slides[best] as { left: number; width: number }
    if (Math.abs(slide.left + slide.width / 2 - centre) < Math.abs(bestSlide.left + bestSlide.width / 2 - centre))
      best = index
  })
  return best
}

/** Where to scroll the track so a slide sits in the centre (the browser clamps at the ends). */
export function scrollLeftFor(slide: { left: number; width: number }, viewportWidth: number): number {
  return slide.left + slide.width / 2 - viewportWidth / 2
}
