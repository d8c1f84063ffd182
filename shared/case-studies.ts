/**
 * Case studies: a project's optional `caseStudy` (content/projects.json), a page of its own at
 * caseStudyPath(its slug). Inside its project, it cannot tell a project that is gone, nor two
 * tell one. What a schema cannot say of them, across the list, is here, pure, for the content
 * check and the editor's preview.
 */
import { entryKey, type SectionProblem } from "./section-check"
import { MAX_PROJECTS } from "./content-files"

/** The file whose entries carry the case studies. */
export const PROJECTS_FILE = "projects.json"

/** A case study's address inside the site (before any path prefix). */
export const caseStudyPath = (slug: string): string => `/case-studies/${slug}/`

/** The #anchor of the portfolio's slide of a project with a case study: its page leads back there. */
export const slideId = (slug: string): string => `slide-${slug}`

/** The editor's field for a page's address (src/preview-pane/address-field.ts). */
export const ADDRESS_WIDGET = "address"

/**
 * The address an editor is offered for a case study, from its project's title ("Galle Fort Café"
 * gives galle-fort-cafe), one no other case study has; none when the title has no letters a to z
 * (one in Sinhala or Tamil): the editor writes it then.
 */
export function addressFrom(
  title: string,
  taken: readonly string[],
  { shortest, longest }: { shortest: number; longest: number },
): string | undefined {
  const words = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
  if (!/[a-z]/.test(words) || words.length < shortest) return undefined
  const base = words.slice(0, longest).trim().replace(/ /g, "-")
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`
    const address = `${base.slice(0, longest - suffix.length).replace(/-$/, "")}${suffix}`
    if (!taken.includes(address)) return address
  }
}

type WithStudy = { caseStudy?: { slug?: unknown } | null } | null

/**
 * No two case studies share an address: the second is refused, naming the first's project. (Not
 * where the whole project is a copy, which the check refuses as one.)
 */
export function caseStudyProblems(files: readonly { file: string; value: unknown }[]): SectionProblem[] {
  const projects = files.find(({ file }) => file === PROJECTS_FILE)?.value
  if (!Array.isArray(projects)) return []
  const first = new Map<string, number>()
  const titleOf = (at: number) => (projects[at] as { title?: unknown } | null)?.title
  const same = (a: unknown, b: unknown) => typeof a === "string" && typeof b === "string" && entryKey(a) === entryKey(b)
  return (projects as WithStudy[]).flatMap((project, index) => {
    const slug = project?.caseStudy?.slug
    if (typeof slug !== "string") return []
    const before = first.get(slug)
    if (before === undefined) {
      first.set(slug, index)
      return []
    }
    if (same(titleOf(before), titleOf(index))) return []
    const title = titleOf(before)
    return [
      {
        file: PROJECTS_FILE,
        at: [index, "caseStudy", "slug"],
        level: "error" as const,
        message: `is the address of project ${before + 1}${typeof title === "string" ? ` ("${title}")` : ""}'s case study too: give each case study its own`,
      },
    ]
  })
}

type Told = { caseStudy?: unknown }

/** A case study's page, as the site builds it: its project, its neighbours, and where Back leads. */
export interface CaseStudyPage<P> {
  project: P
  /** The case studies before and after it in the editors' order, or null at either end. */
  previous: P | null
  next: P | null
  /** Whether its project has a slide on the carousel (the first MAX_PROJECTS): else Back leads to the portfolio itself. */
  onCarousel: boolean
}

/**
 * Every case study's page from every project, in the editors' order: the one list the build makes
 * pages from (createPages) and the editor's preview draws from, past the carousel's top ten too.
 */
export function caseStudyPages<P extends Told>(projects: readonly (P | null)[]): CaseStudyPage<P>[] {
  const told = projects.flatMap((project, index) =>
    project?.caseStudy ? [{ project, onCarousel: index < MAX_PROJECTS }] : [],
  )
  return told.map(({ project, onCarousel }, at) => ({
    project,
    previous: told[at - 1]?.project ?? null,
    next: told[at + 1]?.project ?? null,
    onCarousel,
  }))
}

/**
 * The page data of the case study of `projects[index]`, for the editor's preview, which has the
 * content but no build: as caseStudyPages links it, what the check refuses left out.
 */
export function caseStudyPageData<P extends Told>(projects: readonly (P | null)[], index: number) {
  const page = caseStudyPages(projects).find(({ project }) => project === projects[index])
  if (!page) return null
  // An entry the check refuses (a picture not yet chosen) is left out, as the page would never have it.
  const study = Object.fromEntries(
    Object.entries(page.project.caseStudy as object).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.filter((entry) => entry !== null) : value,
    ]),
  )
  return { ...page, project: { ...page.project, caseStudy: study, caseStudyData: "" } }
}
