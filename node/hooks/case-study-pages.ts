/**
 * The site's pages in each of its languages: the home and 404 pages (src/pages/) in the first at
 * their own addresses and in each other under its code (/si/), and a page for each project's case
 * study (content/projects.json), in the editors' order, in each language. Each page's context names
 * its language ("" the first's), which its query reads its content in.
 */
import path from "node:path"
import type { CreatePagesArgs, GatsbyNode } from "gatsby"
import { caseStudyPages, caseStudyPath } from "../../shared/case-studies"
import { sitePages } from "../../shared/site-pages"
import { pathIn, siteLanguages, type Language } from "../../shared/languages"

type Told = { caseStudy: { slug: string } | null }

/** Every project's case study, if it has one, in the editors' order, and the site's languages. */
async function everyProject(graphql: CreatePagesArgs["graphql"]): Promise<{ projects: Told[]; languages: Language[] }> {
  const { data, errors } = await graphql<{ everyProject: Told[]; siteDetails: { languages: string[] | null } | null }>(`
    {
      everyProject {
        caseStudy {
          slug
        }
      }
      siteDetails(contentLanguage: { eq: "" }) {
        languages
      }
    }
  `)
  if (errors || !data) throw new Error(`Could not read the case studies: ${JSON.stringify(errors)}`)
  return { projects: data.everyProject, languages: siteLanguages(data.siteDetails) }
}

/** The pages this build makes, as the checks list them (shared/site-pages.ts). */
export const builtSitePages = async (graphql: CreatePagesArgs["graphql"]) => {
  const { projects, languages } = await everyProject(graphql)
  return sitePages(projects, languages)
}

/** The page's language as its query asks for it: "" for the site's first. */
const contextLanguage = (language: Language, languages: readonly Language[]) =>
  language === languages[0] ? "" : language

export const createCaseStudyPages: GatsbyNode["createPages"] = async ({ graphql, actions }) => {
  const { projects, languages } = await everyProject(graphql)
  const slugOf = (project: Told | null) => project?.caseStudy?.slug ?? ""
  for (const language of languages) {
    const shared = { language: contextLanguage(language, languages) }
    if (shared.language) {
      actions.createPage({ path: pathIn(language, "/", languages), component: HOME, context: shared })
      actions.createPage({ path: pathIn(language, "/404/", languages), component: NOT_FOUND, context: shared })
    }
    for (const { project, previous, next, onCarousel } of caseStudyPages(projects))
      actions.createPage({
        path: pathIn(language, caseStudyPath(slugOf(project)), languages),
        component: path.resolve("src/templates/case-study.tsx"),
        // The neighbours' slugs, or "" (no such case study) at either end.
        context: { ...shared, slug: slugOf(project), previous: slugOf(previous), next: slugOf(next), onCarousel },
      })
  }
}

const HOME = path.resolve("src/pages/index.tsx")
const NOT_FOUND = path.resolve("src/pages/404.tsx")

/** The pages Gatsby makes of src/pages/ are the first language's. */
export const inFirstLanguage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context && "language" in page.context) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, language: "" } })
}
