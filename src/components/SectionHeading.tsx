import * as React from "react"

interface SectionHeadingProps {
  /** The section's id; the heading gets `${sectionId}-heading` so the section is labelled by it. */
  sectionId: string
  eyebrow: string
  title: string
  intro?: string
  align?: "center" | "left"
}

export function SectionHeading({ sectionId, eyebrow, title, intro, align = "center" }: SectionHeadingProps) {
  const centered = align === "center"
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-xl"}>
      <p className="text-sm font-semibold tracking-wider text-indigo-600 uppercase dark:text-indigo-400">{eyebrow}</p>
      <h2
        id={`${sectionId}-heading`}
        className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-pretty">{intro}</p>}
    </div>
  )
}
