/**
 * The pages the site builds, from its content: the home page, a page for each case study, and the
 * 404 page. Every check of the built site reads this one list (the tests' words, HTML, axe, widths
 * and print; the budget; the content gate), and the build fails when what it made is not this list
 * (node/hooks/built-pages.ts), so a page kind added later is checked once it is added here.
 */
import { caseStudyPages, caseStudyPath } from "./case-studies"
import { pathIn, type Language } from "./languages"

type PageKind = "home" | "case study" | "not found"

export interface SitePage {
  /** Its address inside the site (before any path prefix). */
  path: string
  kind: PageKind
  /** Its language, of the site's (shared/languages.ts). */
  language: Language
}

export function sitePages(
  projects: readonly ({ caseStudy?: { slug: string } | null } | null)[],
  languages: readonly Language[] = ["en"],
): SitePage[] {
  return languages.flatMap((language) => {
    const page = (path: string, kind: PageKind): SitePage => ({
      path: pathIn(language, path, languages),
      kind,
      language,
    })
    return [
      page("/", "home"),
      ...caseStudyPages(projects).flatMap(({ project }) =>
        project.caseStudy ? [page(caseStudyPath(project.caseStudy.slug), "case study")] : [],
      ),
      page("/404/", "not found"),
    ]
  })
}

/**
 * The address of a built page's file in public/ ("case-studies/x/index.html" is /case-studies/x/);
 * a 404 page is written twice: 404.html (si/404.html), which the host sends for an unknown address
 * (under /si/), is /404/'s (/si/404/'s).
 */
export function addressOfFile(file: string): string {
  return `/${file.split("\\").join("/")}`.replace(/(^|\/)index\.html$/, "$1").replace(/(^|\/)404\.html$/, "$1404/")
}

/** Where the host looks for the page it sends for an unknown address under a 404 page's folder ("/si/404/" → "si/404.html"). */
export const notFoundFile = (path: string): string => `${path.slice(1, -1)}.html`
