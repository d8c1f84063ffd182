/** A picture's shape that no field can use: the content check's rule, and the editor's preview's. */

/**
 * How much longer than the other a picture's one side may be. No field shows a shape past it (a
 * wordmark logo is about 8:1), and sharp cannot cut one far past it to a field's shape ("affine:
 * output coordinates out of range" for a 1×30,000 share image), which would pass the check and
 * stop the build. Within it, every cut the build makes fits sharp's coordinates (1200 × 20 at most).
 */
const MOST_ELONGATION = 20

/** Why a picture's shape is one no field can use, or undefined; an SVG is drawn as it is, never cut. */
export function shapeProblem(file: string, { width, height }: { width: number; height: number }): string | undefined {
  if (/\.svg$/i.test(file)) return undefined
  const [long, short, way] =
    width >= height ? [width, height, "wide as it is tall"] : [height, width, "tall as it is wide"]
  if (long <= MOST_ELONGATION * short) return undefined
  return `is ${width}×${height} pixels, ${Math.round(long / short).toLocaleString("en")} times as ${way}: no field shows so long a shape (at most ${MOST_ELONGATION} times), and the build cannot cut it to the field's: crop it to the shape the field asks for`
}
