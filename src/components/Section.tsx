import * as React from "react"
import { anchorOf, type SectionKey } from "../../shared/content-files"

interface SectionProps {
  /** Which section: its anchor, and the other name links may use for it, are in SECTIONS. */
  name: SectionKey
  className?: string
  children: React.ReactNode
}

/**
 * A landmark section labelled by its heading (`${name}-heading`, see SectionHeading). `data-reveal`
 * marks it for the once-only entrance animation. A jump to it (or to its alias) lands its content,
 * the heading first, just under the sticky header (the root's scroll-padding): the section's own
 * top padding is taken back by an equal negative scroll margin. Every second section of the page
 * is shaded, whatever their order (shared/content-files.ts).
 */
export function Section({ name, className = "", children }: SectionProps) {
  const { id, alias } = anchorOf(name)
  return (
    <section
      id={id}
      aria-labelledby={`${name}-heading`}
      className={`-scroll-mt-20 py-20 even:bg-slate-50 sm:-scroll-mt-28 sm:py-28 dark:even:bg-slate-900/40 ${className}`}
    >
      <div id={alias} className="mx-auto max-w-6xl px-5 sm:px-8" data-reveal="">
        {children}
      </div>
    </section>
  )
}
