/** createPages: a page for each case study (content/case-studies.json), in the editors' order. */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { caseStudyPath } from "../../shared/case-studies"

export const createCaseStudyPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data, errors } = await graphql<{ caseStudies: { slug: string }[] }>(`
    {
      caseStudies {
        slug
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild("Could not read the case studies", errors)
    return
  }
  const slugs = data.caseStudies.map(({ slug }) => slug)
  for (const [index, slug] of slugs.entries())
    actions.createPage({
      path: caseStudyPath(slug),
      component: path.resolve("src/templates/case-study.tsx"),
      // The neighbours' slugs, or "" (no such case study) at either end.
      context: { slug, previous: slugs[index - 1] ?? "", next: slugs[index + 1] ?? "" },
    })
}
