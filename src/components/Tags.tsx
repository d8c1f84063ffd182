import * as React from "react"

/** A project's technologies as chips, one row after another as they fit. */
export function Tags({ tags, label, className = "" }: { tags: readonly string[]; label?: string; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={label}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}
