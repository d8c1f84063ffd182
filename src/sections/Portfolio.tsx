import * as React from "react"
import { useCallback, useRef } from "react"
import { Section } from "../components/Section"
import { SectionHeading } from "../components/SectionHeading"
import { Icon } from "../components/Icon"
import { useWords } from "../lib/words"
import { fill } from "../lib/fill"
import { useCarousel } from "../hooks/useCarousel"
import { ProjectSlide } from "./ProjectSlide"
import { slideId } from "../../shared/case-studies"

export const TRACK_ID = "portfolio-slides"
const ARROW =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 shadow-sm transition-colors hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800 dark:aria-disabled:hover:bg-slate-900"

/**
 * The projects as the WAI-ARIA APG carousel on a native scroll-snapping track: swipes and trackpads
 * scroll it, and previous/next, the dots and the arrow keys (while focus is inside) move it one slide.
 * The end buttons use aria-disabled rather than disabled, so focus stays on them at the ends.
 */
export function Portfolio({ projects }: { projects: readonly Queries.PortfolioProjectFragment[] }) {
  const words = useWords().portfolio
  const track = useRef<HTMLDivElement>(null)
  const count = projects.length
  const describe = useCallback(
    (index: number) => fill(words.moved, { number: index + 1, count, title: projects[index]?.title ?? "" }),
    [count, projects, words.moved],
  )
  const carousel = useCarousel(track, count, describe)

  return (
    <Section name="portfolio">
      <SectionHeading sectionId="portfolio" words={words} />
      {/* The region only listens for arrow keys that bubble up from its own controls and links. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        aria-roledescription={words.carouselRole}
        aria-label={words.carousel}
        onKeyDown={carousel.onKeyDown}
        className="mt-14"
      >
        <div
          id={TRACK_ID}
          ref={track}
          className="relative -mx-5 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-5 px-5 pb-4 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:px-0 print:mx-0 print:block print:space-y-6 print:overflow-visible print:p-0"
        >
          {projects.map((project, index) => (
            <div
              // By place: an editor's copy repeats a title until the check refuses it, and a
              // repeated key left a removed slide drawn in the preview.
              key={index}
              // A case study's page leads back here (#slide-…), and the carousel starts on it.
              id={project.caseStudy ? slideId(project.caseStudy.slug) : undefined}
              role="group"
              aria-roledescription={words.slideRole}
              aria-label={fill(words.slide, { number: index + 1, count })}
              className="w-[92%] shrink-0 snap-center sm:w-full print:w-full print:break-inside-avoid"
            >
              <ProjectSlide project={project} />
            </div>
          ))}
        </div>
        {/* Phones: the dots get a row of their own, the arrows sit together below. On paper every
            slide is printed, one under another, and there is nothing to move; without script the track
            scrolls by itself, and the controls, which could do nothing, are not shown. */}
        <div className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-4 sm:flex-nowrap sm:justify-between print:hidden noscript:hidden">
          <button
            type="button"
            aria-label={words.previous}
            aria-controls={TRACK_ID}
            aria-disabled={!carousel.canGoPrevious}
            onClick={() => carousel.canGoPrevious && carousel.goTo(carousel.index - 1)}
            className={ARROW}
          >
            <Icon name="arrowLeft" />
          </button>
          <ul className="order-first flex w-full justify-center sm:order-none sm:w-auto" aria-label={words.choose}>
            {projects.map((project, index) => (
              <li key={index}>
                <button
                  type="button"
                  aria-label={fill(words.dot, { number: index + 1, title: project.title })}
                  aria-controls={TRACK_ID}
                  aria-current={index === carousel.index ? "true" : undefined}
                  onClick={() => carousel.goTo(index)}
                  className="group flex size-6 items-center justify-center rounded-full"
                >
                  {/* Forced colours would drop the fill: the dots keep it there, in the system's own colours. */}
                  <span className="block size-2.5 rounded-full bg-slate-500 transition-all group-hover:bg-slate-600 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand forced-color-adjust-none forced-colors:bg-[GrayText] forced-colors:group-aria-[current=true]:bg-[Highlight] dark:bg-slate-400 dark:group-hover:bg-slate-300" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-label={words.next}
            aria-controls={TRACK_ID}
            aria-disabled={!carousel.canGoNext}
            onClick={() => carousel.canGoNext && carousel.goTo(carousel.index + 1)}
            className={ARROW}
          >
            <Icon name="arrowRight" />
          </button>
        </div>
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {carousel.announcement}
        </p>
      </section>
    </Section>
  )
}
