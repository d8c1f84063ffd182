import { clampIndex, controlsFor, indexFromScroll, scrollLeftFor, stepForKey } from "../../src/lib/carousel"

// Ten 300 px slides with 20 px gaps in a 340 px track, as on a phone.
const slides = Array.from({ length: 10 }, (_, i) => ({ left: 20 + i * 320, width: 300 }))
const track = { viewportWidth: 340, maxScroll: 20 + 9 * 320 + 300 + 20 - 340, slides }

describe("carousel index", () => {
  it("clamps to the slides that exist", () => {
    expect(clampIndex(-1, 10)).toBe(0)
    expect(clampIndex(4, 10)).toBe(4)
    expect(clampIndex(10, 10)).toBe(9)
    expect(clampIndex(3, 0)).toBe(0)
  })

  it("disables previous on the first slide and next on the last", () => {
    expect(controlsFor(0, 10)).toEqual({ canGoPrevious: false, canGoNext: true })
    expect(controlsFor(5, 10)).toEqual({ canGoPrevious: true, canGoNext: true })
    expect(controlsFor(9, 10)).toEqual({ canGoPrevious: true, canGoNext: false })
    expect(controlsFor(0, 1)).toEqual({ canGoPrevious: false, canGoNext: false })
  })

  it("moves one slide for the left and right arrow keys only", () => {
    expect(stepForKey("ArrowLeft")).toBe(-1)
    expect(stepForKey("ArrowRight")).toBe(1)
    expect(stepForKey("ArrowUp")).toBe(0)
    expect(stepForKey("a")).toBe(0)
  })

  it("finds the slide nearest the centre of the track", () => {
    expect(indexFromScroll({ ...track, scrollLeft: scrollLeftFor(slides[3]!, 340) })).toBe(3)
    // Past half-way between slides 3 and 4, slide 4 is nearer the centre.
    expect(indexFromScroll({ ...track, scrollLeft: scrollLeftFor(slides[3]!, 340) + 170 })).toBe(4)
    expect(indexFromScroll({ ...track, scrollLeft: scrollLeftFor(slides[3]!, 340) + 150 })).toBe(3)
  })

  it("counts the end slides at the ends of the track", () => {
    expect(indexFromScroll({ ...track, scrollLeft: 0 })).toBe(0)
    expect(indexFromScroll({ ...track, scrollLeft: track.maxScroll })).toBe(9)
    expect(indexFromScroll({ ...track, scrollLeft: 0, slides: [] })).toBe(0)
  })

  it("scrolls a slide to the centre of the track", () => {
    expect(scrollLeftFor({ left: 660, width: 300 }, 340)).toBe(640)
  })
})
