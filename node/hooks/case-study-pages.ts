/** createPages: a page for each project's case study (content/projects.json), in the editors' order. */
import path from "node:path"
import type { CreatePagesArgs, GatsbyNode } from "gatsby"
import { caseStudyPages, caseStudyPath } from "../../shared/case-studies"
import { sitePages } from "../../shared/site-pages"

type Told = { caseStudy: { slug: string } | null }

/** Every project's case study, if it has one, in the editors' order. */
async function everyProject(graphql: CreatePagesArgs["graphql"]): Promise<Told[]> {
  const { data, errors } = await graphql<{ everyProject: Told[] }>(`
    {
      everyProject {
        caseStudy {
          slug
        }
      }
    }
  `)
  if (errors || !data) throw new Error(`Could not read the case studies: ${JSON.stringify(errors)}`)
  return data.everyProject
}

/** The pages this build makes, as the checks list them (shared/site-pages.ts). */
export const builtSitePages = async (graphql: CreatePagesArgs["graphql"]) => sitePages(await everyProject(graphql))

export const createCaseStudyPages: GatsbyNode["createPages"] = async ({ graphql, actions }) => {
  const slugOf = (project: Told | null) => project?.caseStudy?.slug ?? ""
  for (const { project, previous, next, onCarousel } of caseStudyPages(await everyProject(graphql)))
    actions.createPage({
      path: caseStudyPath(slugOf(project)),
      component: path.resolve("src/templates/case-study.tsx"),
      // The neighbours' slugs, or "" (no such case study) at either end.
      context: { slug: slugOf(project), previous: slugOf(previous), next: slugOf(next), onCarousel },
    })
}
