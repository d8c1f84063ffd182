import * as React from "react"
import { Icon } from "./Icon"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"

const RATING = 5

/** The fixed five-star rating: drawn as stars, read out once as one image. */
export function Stars() {
  const words = useWords()
  return (
    <div
      role="img"
      aria-label={fill(words.testimonials.rating, { stars: RATING })}
      className="flex gap-0.5 text-amber-400"
    >
      {Array.from({ length: RATING }, (_, i) => (
        <Icon key={i} name="star" className="size-5" />
      ))}
    </div>
  )
}
