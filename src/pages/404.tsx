import * as React from "react"
import { graphql, withPrefix, type HeadProps } from "gatsby"
import { Seo } from "../components/Seo"
import { ButtonLink } from "../components/ButtonLink"

export default function NotFoundPage() {
  return (
    // #main: the head waits for it before the first paint (gatsby-ssr.tsx), as on every page.
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center px-5">
      <p className="text-sm font-semibold tracking-wider text-indigo-600 uppercase dark:text-indigo-400">404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        This page does not exist
      </h1>
      <p className="mt-4 text-lg">
        The link may be old, or the address mistyped. Everything we do is on our home page.
      </p>
      <ButtonLink href={withPrefix("/")} className="mt-8">
        Go to the home page
      </ButtonLink>
    </main>
  )
}

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  return data.siteDetails ? (
    <Seo site={data.siteDetails} siteUrl={data.siteUrl} title="Page not found" path="/404/" noindex />
  ) : null
}

export const query = graphql`
  query NotFoundPage {
    siteUrl
    siteDetails {
      ...SeoSite
    }
  }
`
