import * as React from "react"
import { Section } from "../components/Section"
import { SectionHeading } from "../components/SectionHeading"
import { ProjectSlide } from "./ProjectSlide"
import { MAX_PROJECTS } from "../lib/content/files"

export function Portfolio({ projects }: { projects: readonly Queries.PortfolioProjectFragment[] }) {
  const slides = projects.slice(0, MAX_PROJECTS)
  return (
    <Section id="portfolio" className="bg-slate-50 dark:bg-slate-900/40">
      <SectionHeading
        sectionId="portfolio"
        eyebrow="Portfolio"
        title="Work we are proud of"
        intro="A selection of websites, web apps and mobile apps we have designed and built for clients in Sri Lanka and beyond."
      />
      <div role="region" aria-roledescription="carousel" aria-label="Portfolio projects" className="mt-14">
        <ul className="relative -mx-5 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-smooth px-5 pb-4 [scrollbar-width:thin] sm:mx-0 sm:px-0 motion-reduce:scroll-auto">
          {slides.map((project, index) => (
            <li
              key={project.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="w-[92%] shrink-0 snap-center sm:w-full"
            >
              <ProjectSlide project={project} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
