import * as React from "react"
import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby"
import { Frame } from "../frame/Frame"
import { Seo } from "../components/Seo"
import { CaseStudy } from "../sections/CaseStudy"
import { caseStudyPath } from "../../shared/case-studies"
import { shownSections } from "../../shared/content-files"
import { caseStudyShareImage } from "../../shared/site-files"
import { languageOfPage, pathIn, siteLanguages, type PageLanguage } from "../../shared/languages"

type Data = Queries.CaseStudyPageQuery
/** What createPages (node/hooks/case-study-pages.ts) gives each case study's page besides its query's variables. */
export type CaseStudyContext = { onCarousel: boolean } & PageLanguage

/** The page of one case study (node/hooks/case-study-pages.ts makes one per entry), in the site's frame. */
export default function CaseStudyPage({ data, pageContext }: PageProps<Data, CaseStudyContext>) {
  const { siteDetails: site, project } = data
  if (!site || !project) throw new Error("No content")
  const languages = siteLanguages(site)
  const home = withPrefix(pathIn(languageOfPage(pageContext.language, languages), "/", languages))
  return (
    <Frame data={data} language={pageContext.language} path={caseStudyPath(project.caseStudy?.slug ?? "")} away>
      <CaseStudy
        project={project}
        previous={data.previous}
        next={data.next}
        portfolio={shownSections(site.sections).includes("portfolio") ? home : null}
        onCarousel={pageContext.onCarousel}
      />
    </Frame>
  )
}

export function Head({ data, pageContext }: HeadProps<Data, CaseStudyContext>) {
  const { siteDetails: site, words, project } = data
  return site && words && project?.caseStudy ? (
    <Seo
      site={site}
      words={words}
      siteUrl={data.siteUrl}
      title={project.title}
      description={project.caseStudy.summary}
      path={caseStudyPath(project.caseStudy.slug)}
      image={caseStudyShareImage(project.caseStudy.slug)}
      structuredData={project.caseStudyData}
      language={pageContext.language}
    />
  ) : null
}

export const query = graphql`
  query CaseStudyPage($slug: String!, $previous: String!, $next: String!, $language: String!) {
    ...Frame
    project(caseStudy: { slug: { eq: $slug } }, contentLanguage: { eq: $language }) {
      ...CaseStudyFields
      caseStudyData
    }
    previous: project(caseStudy: { slug: { eq: $previous } }, contentLanguage: { eq: $language }) {
      ...CaseStudyNeighbour
    }
    next: project(caseStudy: { slug: { eq: $next } }, contentLanguage: { eq: $language }) {
      ...CaseStudyNeighbour
    }
  }
`
