import * as React from "react"
import { graphql } from "gatsby"

interface SeoProps {
  site: Queries.SeoSiteFragment
  /** A page's own title; the home page uses the agency's name and promise. */
  title?: string
}

export function Seo({ site, title }: SeoProps) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name}: web and software agency in Colombo`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={site.description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  )
}

export const query = graphql`
  fragment SeoSite on SiteDetails {
    name
    description
  }
`
