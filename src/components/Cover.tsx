import * as React from "react"
import { Picture } from "./Picture"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"

interface CoverProps {
  project: { readonly title: string; readonly image: Parameters<typeof Picture>[0]["image"] }
  /** Where the layout knows the cover's width better than the picture does. */
  sizes: string
  priority?: boolean
  className?: string
}

/**
 * A project's cover, 16:10 as the guide asks of it at every width, whatever the height of what is
 * beside it, on a neutral ground until it arrives: the slide's and the case study's.
 */
export function Cover({ project, sizes, priority, className = "" }: CoverProps) {
  const words = useWords()
  return (
    <Picture
      image={project.image}
      alt={fill(words.portfolio.coverAlt, { title: project.title })}
      priority={priority}
      sizes={sizes}
      className={`block bg-slate-100 dark:bg-slate-800 ${className}`}
      imgClassName="aspect-[16/10] w-full object-cover"
    />
  )
}
