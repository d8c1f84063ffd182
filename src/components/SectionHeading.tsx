import * as React from "react"

interface SectionHeadingProps {
  /** The section's key; the heading gets `${sectionId}-heading` so the section is labelled by it. */
  sectionId: string
  /** The section's words (content/words.json): the label above the heading, the heading, an introduction. */
  words: { label: string; heading: string; intro: string }
  align?: "center" | "left"
}

export function SectionHeading({ sectionId, words, align = "center" }: SectionHeadingProps) {
  const centered = align === "center"
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-xl"}>
      <p className="text-sm font-semibold tracking-wider text-brand uppercase">{words.label}</p>
      <h2
        id={`${sectionId}-heading`}
        className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white"
      >
        {words.heading}
      </h2>
      <p className="mt-4 text-lg text-pretty">{words.intro}</p>
    </div>
  )
}
