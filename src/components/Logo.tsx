import * as React from "react"
import { graphql } from "gatsby"
import { Picture } from "./Picture"

interface LogoProps {
  site: Queries.SiteLogosFragment
  className?: string
  /** In the header, above the fold: load at once. The footer's waits until it is near. */
  priority?: boolean
}

/**
 * Both theme variants are in the HTML and CSS shows the right one, so the logo is correct before
 * any script runs and never flashes when the theme changes.
 */
export function Logo({ site, className = "h-10 w-auto", priority = false }: LogoProps) {
  return (
    <>
      <Picture image={site.logoLight} alt={site.name} priority={priority} imgClassName={`${className} dark:hidden`} />
      <Picture image={site.logoDark} alt={site.name} imgClassName={`${className} hidden dark:block`} />
    </>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment SiteLogos on SiteDetails {
    name
    logoLight {
      ...VectorImage
      childImageSharp {
        gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE, formats: [AUTO])
      }
    }
    logoDark {
      ...VectorImage
      childImageSharp {
        gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE, formats: [AUTO])
      }
    }
  }
`
