import * as React from "react"
import { Section } from "../components/Section"
import { SectionHeading } from "../components/SectionHeading"
import { useWords } from "../lib/words"
import { Carousel } from "../components/Carousel"
import { ProjectSlide } from "./ProjectSlide"

type Project = Queries.PortfolioProjectFragment
const titleOf = (project: Project) => project.title

export function Portfolio({ projects }: { projects: readonly Project[] }) {
  const words = useWords()
  return (
    <Section name="portfolio">
      <SectionHeading sectionId="portfolio" words={words.portfolio} />
      <div className="mt-14">
        <Carousel
          id="portfolio-slides"
          label={words.portfolio.carousel}
          items={projects}
          keyOf={titleOf}
          titleOf={titleOf}
          renderSlide={(project) => <ProjectSlide project={project} />}
          words={words.portfolio}
        />
      </div>
    </Section>
  )
}
