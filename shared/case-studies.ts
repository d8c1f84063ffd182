/**
 * Case studies (content/case-studies.json): a page each, at CASE_STUDIES_PATH + its slug, telling
 * one project of the portfolio by its title. What a schema cannot say about them, across files,
 * is here too, pure, for the content check and the editor's preview.
 */
import type { SectionProblem } from "./section-check"

export const CASE_STUDIES_FILE = "case-studies.json"
const PROJECTS_FILE = "projects.json"

/** A case study's address inside the site (before any path prefix). */
export const caseStudyPath = (slug: string): string => `/case-studies/${slug}/`

/** The #anchor of the portfolio's slide of the project a case study tells: its page leads back there. */
export const slideId = (slug: string): string => `slide-${slug}`

interface Told {
  project?: unknown
  slug?: unknown
}

/** The project a case study tells, as the page and the check match it: by title, spaces at either end aside. */
export const sameTitle = (a: unknown, b: unknown): boolean =>
  typeof a === "string" && typeof b === "string" && a.trim() === b.trim()

/**
 * Each case study tells a project that exists, one case study per project, and no two share an
 * address. Each refusal names both entries, so an editor sees which to change.
 */
export function caseStudyProblems(files: readonly { file: string; value: unknown }[]): SectionProblem[] {
  const studies = files.find(({ file }) => file === CASE_STUDIES_FILE)?.value
  const projects = files.find(({ file }) => file === PROJECTS_FILE)?.value
  if (!Array.isArray(studies)) return []
  const titles = Array.isArray(projects) ? projects.map((project: { title?: unknown } | null) => project?.title) : []
  const problems: SectionProblem[] = []
  const label = (index: number) => `case study ${index + 1}`
  for (const [index, study] of (studies as (Told | null)[]).entries()) {
    const project = study?.project
    if (typeof project !== "string") continue
    if (!titles.some((title) => sameTitle(title, project)))
      problems.push({
        file: CASE_STUDIES_FILE,
        at: [index, "project"],
        level: "error",
        message: `tells "${project}", which is not the title of a project in Portfolio projects: write the project's title as it is there, or remove this case study`,
      })
    const before = (studies as (Told | null)[]).slice(0, index)
    const sameProject = before.findIndex((other) => sameTitle(other?.project, project))
    if (sameProject >= 0)
      problems.push({
        file: CASE_STUDIES_FILE,
        at: [index, "project"],
        level: "error",
        message: `tells the same project as ${label(sameProject)}: a project has one case study, so merge the two or remove one`,
      })
    const sameSlug = before.findIndex((other) => typeof study?.slug === "string" && other?.slug === study.slug)
    if (sameSlug >= 0)
      problems.push({
        file: CASE_STUDIES_FILE,
        at: [index, "slug"],
        level: "error",
        message: `is the address of ${label(sameSlug)} too: give each case study its own`,
      })
  }
  return problems
}

interface Entry {
  slug: string
  project: string
}

/**
 * A case study page's data from a list of case studies and the projects, as the build's resolvers
 * join them (`told`, by title) and its pages link them (the neighbours in the list's order). For
 * the editor's preview, which has the content but no build.
 */
export function caseStudyPageData<S extends Entry, P extends { title: string }>(
  studies: readonly S[],
  projects: readonly P[],
  index: number,
) {
  const told = (study: S | undefined) => {
    const project = study && projects.find(({ title }) => sameTitle(title, study.project))
    return project && study ? { ...study, told: project } : null
  }
  const caseStudy = told(studies[index])
  return (
    caseStudy && {
      caseStudy: { ...caseStudy, structuredData: "" },
      previous: told(studies[index - 1]),
      next: told(studies[index + 1]),
    }
  )
}
