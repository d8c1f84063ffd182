export interface Point {
  x: number
  y: number
}

/** How far the ring closes the gap to the pointer each animation frame (the spec's 0.1). */
const RING_EASING = 0.1

/** Below this distance in px the ring is drawn on the pointer and the loop can rest. */
const SETTLE_DISTANCE = 0.1

/** One animation frame of the ring's easing toward the pointer. */
export function easeToward(current: Point, target: Point, factor = RING_EASING): Point {
  return { x: current.x + (target.x - current.x) * factor, y: current.y + (target.y - current.y) * factor }
}

export function isSettled(current: Point, target: Point, distance = SETTLE_DISTANCE): boolean {
  return Math.abs(target.x - current.x) < distance && Math.abs(target.y - current.y) < distance
}

/** Elements over which the ring grows, to show that they can be clicked. */
export const INTERACTIVE = 'a[href], button, input, textarea, select, label, [role="button"]'
