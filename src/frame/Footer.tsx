import * as React from "react"
import { graphql } from "gatsby"
import { Logo } from "../components/Logo"
import { ExternalLink } from "../components/ExternalLink"
import { Icon, type IconName } from "../components/Icon"
import { Newsletter } from "../forms/Newsletter"
import { FormBoundary } from "../forms/FormBoundary"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"

interface FooterProps {
  site: Queries.FooterSiteFragment & Queries.SiteLogosFragment
  links: readonly Queries.FooterLinkFieldsFragment[]
  socials: readonly Queries.SocialLinkFieldsFragment[]
}

export function Footer({ site, links, socials }: FooterProps) {
  const words = useWords()
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[1.3fr_0.7fr_1.3fr]">
        <div>
          <Logo site={site} className="h-9 w-auto" />
          <p className="mt-5 max-w-sm text-sm leading-relaxed">{site.tagline}</p>
          <ul className="mt-6 flex flex-wrap gap-3">
            {socials.map((social) => (
              <li key={social.link}>
                <ExternalLink
                  href={social.link}
                  className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition-colors hover:bg-brand hover:text-on-brand dark:bg-slate-800 dark:text-slate-300"
                >
                  {/* One of the schema's names, checked before the build. */}
                  <Icon name={social.icon as IconName} />
                  <span className="sr-only">{social.name}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
            {words.footer.links}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="underline-offset-4 hover:text-slate-900 hover:underline dark:hover:text-white"
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <FormBoundary agencyEmail={site.email}>
          <Newsletter agencyShortName={site.shortName} agencyEmail={site.email} />
        </FormBoundary>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm sm:px-8">
          {fill(words.footer.copyright, { year: site.copyrightYear, name: site.name })}
        </p>
      </div>
    </footer>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment FooterSite on SiteDetails {
    shortName
    email
    tagline
    copyrightYear
  }
  fragment FooterLinkFields on FooterLink {
    name
    href
  }
  fragment SocialLinkFields on SocialLink {
    name
    link
    icon
  }
`
