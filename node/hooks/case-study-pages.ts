/** createPages: a page for each project's case study (content/projects.json), in the editors' order. */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { caseStudyPath } from "../../shared/case-studies"

export const createCaseStudyPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data, errors } = await graphql<{ caseStudies: { caseStudy: { slug: string } }[] }>(`
    {
      caseStudies {
        caseStudy {
          slug
        }
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild("Could not read the case studies", errors)
    return
  }
  const slugs = data.caseStudies.map(({ caseStudy }) => caseStudy.slug)
  for (const [index, slug] of slugs.entries())
    actions.createPage({
      path: caseStudyPath(slug),
      component: path.resolve("src/templates/case-study.tsx"),
      // The neighbours' slugs, or "" (no such case study) at either end.
      context: { slug, previous: slugs[index - 1] ?? "", next: slugs[index + 1] ?? "" },
    })
}
