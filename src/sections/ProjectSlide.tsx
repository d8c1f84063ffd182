import * as React from "react"
import { graphql } from "gatsby"
import { Picture } from "../components/Picture"
import { Cover } from "../components/Cover"
import { ExternalLink } from "../components/ExternalLink"
import { Icon, type IconName } from "../components/Icon"
import { Tags } from "../components/Tags"
import { fill } from "../lib/fill"
import { useWords, type Words } from "../lib/words"
import { useLocalPath } from "../lib/page-language"
import { caseStudyPath, slideId } from "../../shared/case-studies"

const LINK = "inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:text-brand-hover"

interface ProjectSlideProps {
  project: Queries.PortfolioProjectFragment
}

const LINKS: { key: "liveUrl" | "githubUrl" | "caseStudyUrl"; label: keyof Words["portfolio"]; icon: IconName }[] = [
  { key: "liveUrl", label: "liveSite", icon: "external" },
  { key: "githubUrl", label: "sourceCode", icon: "github" },
  { key: "caseStudyUrl", label: "caseStudy", icon: "book" },
]

export function ProjectSlide({ project }: ProjectSlideProps) {
  const words = useWords().portfolio
  const localPath = useLocalPath()
  const links = LINKS.filter(({ key }) => Boolean(project[key]) || (key === "caseStudyUrl" && project.caseStudy))
  const lang = project.lang ?? undefined
  return (
    // The text takes what the tallest slide leaves below or beside the cover, which keeps its shape.
    <article className="grid h-full grid-rows-[auto_1fr] overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[1.15fr_1fr] lg:grid-rows-1 print:grid-cols-[2fr_3fr] dark:border-slate-800 dark:bg-slate-900">
      <Cover
        project={project}
        sizes="(min-width: 1152px) 580px, (min-width: 1024px) 52vw, 92vw"
        className="self-start"
      />
      <div className="flex flex-col p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <Picture image={project.client.logo} alt="" imgClassName="size-10 rounded-lg object-contain" />
          <div className="min-w-0 text-sm">
            <ExternalLink
              href={project.client.url}
              className="font-semibold text-slate-900 underline-offset-4 hover:underline dark:text-white"
            >
              {project.client.name}
            </ExternalLink>
            <p className="text-slate-600 dark:text-slate-400">{project.year}</p>
          </div>
        </div>
        <h3 lang={lang} className="mt-6 text-2xl font-bold tracking-tight text-balance text-slate-900 dark:text-white">
          {project.title}
        </h3>
        <p lang={lang} className="mt-3 leading-relaxed">
          {project.description}
        </p>
        <Tags tags={project.tags} label={words.technologies} className="mt-5" />
        {links.length > 0 && (
          <div className="mt-auto flex flex-wrap gap-x-5 gap-y-2 pt-6">
            {links.map(({ key, label, icon }) => {
              const content = (
                <>
                  <Icon name={icon} className="size-4" />
                  {words[label]}
                  <span className="sr-only"> {fill(words.linkOf, { title: project.title })}</span>
                </>
              )
              // The case study's own page, on this site, where there is one: in this tab.
              const own = key === "caseStudyUrl" ? project.caseStudy?.slug : undefined
              return own ? (
                <a
                  key={key}
                  href={localPath(caseStudyPath(own))}
                  // Back from the case study then returns to this slide, where the page is loaded again (useCarousel).
                  onClick={() => history.replaceState(history.state, "", `#${slideId(own)}`)}
                  className={LINK}
                >
                  {content}
                </a>
              ) : (
                <ExternalLink key={key} href={project[key] ?? ""} className={LINK}>
                  {content}
                </ExternalLink>
              )
            })}
          </div>
        )}
      </div>
    </article>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment ProjectFacts on Project {
    lang
    title
    year
    tags
    liveUrl
    client {
      name
      url
    }
  }
  fragment PortfolioProject on Project {
    ...ProjectFacts
    description
    githubUrl
    caseStudyUrl
    caseStudy {
      slug
    }
    client {
      logo {
        ...VectorImage
        childImageSharp {
          gatsbyImageData(
            width: 40
            height: 40
            layout: FIXED
            placeholder: NONE
            formats: [AUTO]
            transformOptions: { fit: CONTAIN }
            backgroundColor: "transparent"
          )
        }
      }
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 720, layout: CONSTRAINED, aspectRatio: 1.6)
      }
    }
  }
`
