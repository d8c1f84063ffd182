import * as React from "react"
import { Section } from "../components/Section"
import { SectionHeading } from "../components/SectionHeading"
import { Carousel } from "../components/Carousel"
import { ProjectSlide } from "./ProjectSlide"
import { MAX_PROJECTS } from "../../shared/content-files"

type Project = Queries.PortfolioProjectFragment
const titleOf = (project: Project) => project.title

export function Portfolio({ projects }: { projects: readonly Project[] }) {
  return (
    <Section id="portfolio" className="bg-slate-50 dark:bg-slate-900/40">
      <SectionHeading
        sectionId="portfolio"
        eyebrow="Portfolio"
        title="Work we are proud of"
        intro="A selection of websites, web apps and mobile apps we have designed and built for clients in Sri Lanka and beyond."
      />
      <div className="mt-14">
        <Carousel
          label="Portfolio projects"
          items={projects.slice(0, MAX_PROJECTS)}
          keyOf={titleOf}
          titleOf={titleOf}
          renderSlide={(project) => <ProjectSlide project={project} />}
          controlLabels={{ previous: "Previous project", next: "Next project", choose: "Choose a project" }}
        />
      </div>
    </Section>
  )
}
