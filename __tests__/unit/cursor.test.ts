import { easeToward, isSettled, RING_EASING } from "../../src/lib/cursor"

describe("cursor ring easing", () => {
  it("closes a tenth of the gap each frame", () => {
    expect(RING_EASING).toBe(0.1)
    expect(easeToward({ x: 0, y: 0 }, { x: 100, y: -50 })).toEqual({ x: 10, y: -5 })
    expect(easeToward({ x: 10, y: -5 }, { x: 100, y: -50 })).toEqual({ x: 19, y: -9.5 })
  })

  it("settles within a tenth of a pixel, so the frame loop can stop", () => {
    let ring = { x: 0, y: 0 }
    const pointer = { x: 400, y: 300 }
    let frames = 0
    while (!isSettled(ring, pointer)) {
      ring = easeToward(ring, pointer)
      frames++
    }
    // 0.9^n × 400 < 0.1 → n = 79 frames, about 1.3 s at 60 fps.
    expect(frames).toBe(79)
    expect(isSettled({ x: 1, y: 1 }, { x: 1.05, y: 0.95 })).toBe(true)
    expect(isSettled({ x: 1, y: 1 }, { x: 1.2, y: 1 })).toBe(false)
  })
})
