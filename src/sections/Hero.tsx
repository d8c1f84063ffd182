import * as React from "react"
import { graphql } from "gatsby"
import { ButtonLink } from "../components/ButtonLink"
import { Picture } from "../components/Picture"
import { anchorOf } from "../../shared/content-files"

/** `drawn` tells whether a button's link leads somewhere the page shows. */
export function Hero({ hero, drawn }: { hero: Queries.HeroContentFragment["hero"]; drawn: (href: string) => boolean }) {
  const buttons = [
    { ...hero.primaryCta, variant: "primary" as const },
    { ...hero.secondaryCta, variant: "secondary" as const },
  ].filter(({ href }) => drawn(href))
  return (
    <section id={anchorOf("hero").id} aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-glow),transparent_65%)] opacity-70"
      />
      {/* On paper a block: Chromium moves a grid that does not fit to the next page whole, which
          left the first page with the logo alone. */}
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-14 pb-20 sm:px-8 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:pb-28 print:block print:space-y-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand ring-1 ring-brand/20 ring-inset">
            <span className="size-1.5 rounded-full bg-brand" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty sm:text-xl">{hero.text}</p>
          {buttons.length > 0 && (
            <div className="mt-9 flex flex-wrap gap-3">
              {buttons.map(({ href, label, variant }) => (
                <ButtonLink key={variant} href={href} variant={variant} size="large">
                  {label}
                </ButtonLink>
              ))}
            </div>
          )}
        </div>
        <Picture
          image={hero.image}
          alt={hero.imageAlt}
          priority
          sizes="(min-width: 1152px) 540px, (min-width: 1024px) 46vw, 100vw"
          imgClassName="h-auto w-full rounded-[2rem] shadow-2xl shadow-brand/20"
        />
      </div>
    </section>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment HeroContent on SiteDetails {
    hero {
      eyebrow
      title
      text
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 640, layout: CONSTRAINED)
        }
      }
      primaryCta {
        label
        href
      }
      secondaryCta {
        label
        href
      }
    }
  }
`
