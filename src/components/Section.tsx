import * as React from "react"

interface SectionProps {
  id: string
  /** Extra anchor on the content wrapper, for links that use another name for this section. */
  alias?: string
  className?: string
  children: React.ReactNode
}

/**
 * A landmark section labelled by its heading (`${id}-heading`, see SectionHeading). `data-reveal`
 * marks it for the once-only entrance animation. A jump to it (or to its alias) lands its content,
 * the heading first, just under the sticky header (the root's scroll-padding): the section's own
 * top padding is taken back by an equal negative scroll margin. Every second section of the page
 * is shaded, whatever their order (shared/content-files.ts).
 */
export function Section({ id, alias, className = "", children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`-scroll-mt-20 py-20 even:bg-slate-50 sm:-scroll-mt-28 sm:py-28 dark:even:bg-slate-900/40 ${className}`}
    >
      <div id={alias} className="mx-auto max-w-6xl px-5 sm:px-8" data-reveal="">
        {children}
      </div>
    </section>
  )
}
