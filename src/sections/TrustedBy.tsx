import * as React from "react"
import { graphql } from "gatsby"
import { Picture } from "../components/Picture"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"
import { anchorOf } from "../../shared/content-files"

interface TrustedByProps {
  count: string
  logos: readonly Queries.TrustedLogoFieldsFragment[]
}

export function TrustedBy({ count, logos }: TrustedByProps) {
  const words = useWords()
  return (
    <section
      id={anchorOf("trusted").id}
      aria-labelledby="trusted-heading"
      className="border-y border-slate-200 bg-slate-50 py-12 dark:border-slate-800 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8" data-reveal="">
        <h2
          id="trusted-heading"
          className="text-center text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400"
        >
          {fill(words.trustedBy.heading, { count })}
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
          {logos.map((logo, index) => (
            <li key={index} lang={logo.lang ?? undefined} className="flex justify-center">
              <Picture image={logo.logo} alt={logo.name} imgClassName="h-10 w-auto opacity-90" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment TrustedLogoFields on TrustedLogo {
    name
    lang
    logo {
      ...VectorImage
      childImageSharp {
        gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE, formats: [AUTO])
      }
    }
  }
`
