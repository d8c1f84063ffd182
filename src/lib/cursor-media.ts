// Apart from lib/cursor.ts: the page's first chunk needs only this line, the ring's motion only
// comes with the cursor's own chunk.

/** A fine pointer that can hover (a mouse or trackpad), and a visitor who does not ask for less motion. */
export const CURSOR_MEDIA = "(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)"
