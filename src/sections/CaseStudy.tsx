import * as React from "react"
import { graphql } from "gatsby"
import { Picture } from "../components/Picture"
import { Cover } from "../components/Cover"
import { Quotation } from "../components/Quotation"
import { PictureViewer } from "../components/PictureViewer"
import { usePictureViewer } from "../hooks/usePictureViewer"
import { ExternalLink } from "../components/ExternalLink"
import { Icon } from "../components/Icon"
import { Tags } from "../components/Tags"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"
import { useLocalPath } from "../lib/page-language"
import { caseStudyPath, slideId } from "../../shared/case-studies"
import { anchorOf } from "../../shared/content-files"

type Neighbour = Queries.CaseStudyNeighbourFragment | null

interface CaseStudyProps {
  project: Queries.CaseStudyFieldsFragment
  previous: Neighbour
  next: Neighbour
  /** The home page's address, where the project's slide is, or null when the portfolio is hidden. */
  portfolio: string | null
  /** Whether the project has a slide on the carousel: else Back leads to the portfolio's start. */
  onCarousel: boolean
}

const HEADING = "text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
const WIDE = "mx-auto max-w-6xl px-5 sm:px-8"
const NARROW = "mx-auto max-w-3xl px-5 sm:px-8"

/** One part of the story, under its heading, named by it for a screen reader's list of regions. */
function Part({
  id,
  heading,
  className,
  children,
}: {
  id: string
  heading: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={HEADING}>
        {heading}
      </h2>
      {children}
    </section>
  )
}

/**
 * A case study's story: the project's first screen (title, client, year, cover), the problem, the
 * work, the results as figures, the pictures (each opens full size), the client's words, and the
 * way on to the next case study or back to the project's slide.
 */
export function CaseStudy({ project, previous, next, portfolio, onCarousel }: CaseStudyProps) {
  const words = useWords()
  const localPath = useLocalPath()
  const study = project.caseStudy
  const viewer = usePictureViewer(study?.pictures?.length ?? 0)
  if (!study) return null
  // The editor's preview draws a case study as it is written, before its lists have entries.
  const [work, results, pictures] = [study.work ?? [], study.results ?? [], study.pictures ?? []]
  const lang = project.lang ?? undefined
  return (
    <article lang={lang}>
      <header className={`${WIDE} pt-12 pb-10 sm:pt-16`}>
        <p className="text-sm font-semibold tracking-wider text-brand uppercase">{words.caseStudy.label}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {project.title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed sm:text-xl">{study.summary}</p>
        <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{words.caseStudy.client}</dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">
              <ExternalLink href={project.client.url} className="underline-offset-4 hover:underline">
                {project.client.name}
              </ExternalLink>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{words.caseStudy.year}</dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{project.year}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-600 dark:text-slate-400">{words.portfolio.technologies}</dt>
            <dd className="mt-1">
              <Tags tags={project.tags} />
            </dd>
          </div>
        </dl>
        {project.liveUrl && (
          <ExternalLink
            href={project.liveUrl}
            className="mt-8 inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:text-brand-hover"
          >
            <Icon name="external" className="size-4" />
            {words.portfolio.liveSite}
            <span className="sr-only"> {fill(words.portfolio.linkOf, { title: project.title })}</span>
          </ExternalLink>
        )}
        <Cover
          project={project}
          priority
          sizes="(min-width: 1152px) 1088px, calc(100vw - 2.5rem)"
          className="mt-10 overflow-hidden rounded-3xl border border-slate-200 dark:border-slate-800"
        />
      </header>

      <div className={`${NARROW} space-y-14 pb-16`}>
        <Part id="problem" heading={words.caseStudy.problem}>
          <p className="mt-4 text-lg leading-relaxed">{study.problem}</p>
        </Part>
        <Part id="work" heading={words.caseStudy.work}>
          <ol className="mt-5 space-y-4">
            {work.map((step, index) => (
              <li key={index} className="flex gap-4 leading-relaxed">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand/10 text-sm font-bold text-brand"
                >
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
        </Part>
      </div>

      <div className="bg-slate-50 py-14 dark:bg-slate-900">
        <Part id="results" heading={words.caseStudy.results} className={WIDE}>
          <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {results.map((result, index) => (
              // The label first for a screen reader ("more bookings: 38 %"), the figure first to the eye.
              // justify-end: at the top, which column-reverse puts at the end, whatever the label's length.
              <div
                key={index}
                className="flex flex-col-reverse justify-end rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-950"
              >
                <dt className="mt-2 leading-snug">{result.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-brand">{result.figure}</dd>
              </div>
            ))}
          </dl>
        </Part>
      </div>

      <Part id="pictures" heading={words.caseStudy.pictures} className={`${WIDE} py-16`}>
        <ul className="mt-8 grid gap-8 md:grid-cols-2">
          {pictures.map((picture, index) => {
            // An odd last picture takes the whole row, where it would leave half of one empty.
            const wide = index === pictures.length - 1 && pictures.length % 2 === 1
            return (
              <li key={index} className={`print:break-inside-avoid ${wide ? "md:col-span-2" : ""}`}>
                <figure>
                  {/* Each opens larger on the page (usePictureViewer); without script, the picture itself. */}
                  <a
                    href={picture.image?.publicURL ?? undefined}
                    onClick={(event) => viewer.open(index, event)}
                    className="block overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800"
                  >
                    <Picture
                      image={picture.image}
                      alt={picture.alt}
                      sizes={
                        wide
                          ? "(min-width: 1152px) 1088px, calc(100vw - 2.5rem)"
                          : "(min-width: 1152px) 528px, (min-width: 768px) 46vw, calc(100vw - 2.5rem)"
                      }
                      className="block bg-slate-100 dark:bg-slate-800"
                      imgClassName="aspect-[16/10] h-full w-full object-cover"
                    />
                  </a>
                  <figcaption aria-hidden="true" className="mt-3 text-sm leading-relaxed">
                    {picture.alt}
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
        <PictureViewer pictures={pictures} viewer={viewer} />
      </Part>

      {study.quote && (
        <figure className={`${NARROW} pb-16`}>
          <Quotation
            text={study.quote.text}
            className="text-2xl leading-snug font-semibold text-balance text-slate-900 dark:text-white"
          />
          <figcaption className="mt-5 text-sm">
            <span className="font-semibold text-slate-900 dark:text-white">{study.quote.name}</span>
            {study.quote.position && <span className="block">{study.quote.position}</span>}
          </figcaption>
        </figure>
      )}

      <nav aria-label={words.caseStudy.more} className="border-t border-slate-200 dark:border-slate-800">
        <ul className={`${WIDE} grid gap-6 py-10 sm:grid-cols-3 sm:items-center`}>
          <li>
            {previous && (
              <a href={localPath(caseStudyPath(previous.caseStudy?.slug ?? ""))} rel="prev" className="group block">
                <span className="flex items-center gap-1.5 text-sm">
                  <Icon name="arrowLeft" className="size-4" />
                  {words.caseStudy.previous}
                </span>
                <span className="mt-1 block font-semibold text-slate-900 group-hover:underline dark:text-white">
                  {previous.title}
                </span>
              </a>
            )}
          </li>
          <li className="sm:text-center">
            {portfolio && (
              <a
                href={`${portfolio}#${onCarousel ? slideId(study.slug) : anchorOf("portfolio").id}`}
                // 24 px high at least, as a target on a touch screen, whatever its script's line height.
                className="inline-block py-0.5 text-sm font-semibold text-brand hover:text-brand-hover"
              >
                {words.caseStudy.back}
              </a>
            )}
          </li>
          <li className="sm:text-right">
            {next && (
              <a href={localPath(caseStudyPath(next.caseStudy?.slug ?? ""))} rel="next" className="group block">
                <span className="flex items-center gap-1.5 text-sm sm:justify-end">
                  {words.caseStudy.next}
                  <Icon name="arrowRight" className="size-4" />
                </span>
                <span className="mt-1 block font-semibold text-slate-900 group-hover:underline dark:text-white">
                  {next.title}
                </span>
              </a>
            )}
          </li>
        </ul>
      </nav>
    </article>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment CaseStudyNeighbour on Project {
    title
    caseStudy {
      slug
    }
  }
  fragment CaseStudyFields on Project {
    ...ProjectFacts
    image {
      childImageSharp {
        gatsbyImageData(width: 1088, layout: CONSTRAINED, aspectRatio: 1.6)
      }
    }
    caseStudy {
      slug
      summary
      problem
      work
      results {
        figure
        label
      }
      pictures {
        alt
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 1088, layout: CONSTRAINED, aspectRatio: 1.6)
          }
        }
      }
      quote {
        text
        name
        position
      }
    }
  }
`
