import * as React from "react"
import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby"
import { Frame } from "../frame/Frame"
import { Seo } from "../components/Seo"
import { ButtonLink } from "../components/ButtonLink"
import { languageOfPage, pathIn, siteLanguages, type PageLanguage } from "../../shared/languages"

export default function NotFoundPage({ data, pageContext }: PageProps<Queries.NotFoundPageQuery, PageLanguage>) {
  const words = data.words?.notFound
  if (!words) throw new Error("No content")
  const languages = siteLanguages(data.siteDetails)
  const home = withPrefix(pathIn(languageOfPage(pageContext.language, languages), "/", languages))
  // Whatever address it answers, the switcher leads to each language's home page.
  return (
    <Frame data={data} language={pageContext.language} path="/" away>
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-start justify-center px-5 py-16">
        <p className="text-sm font-semibold tracking-wider text-brand uppercase">{words.label}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">{words.heading}</h1>
        <p className="mt-4 text-lg">{words.text}</p>
        <ButtonLink href={home} className="mt-8">
          {words.button}
        </ButtonLink>
      </div>
    </Frame>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, PageLanguage>) {
  const { siteDetails: site, words } = data
  return site && words ? (
    <Seo
      site={site}
      words={words}
      siteUrl={data.siteUrl}
      title={words.notFound.title}
      path="/404/"
      language={pageContext.language}
      noindex
    />
  ) : null
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...Frame
  }
`
