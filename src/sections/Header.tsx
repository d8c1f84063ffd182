import * as React from "react"
import { graphql } from "gatsby"
import { Logo } from "../components/Logo"
import { ButtonLink } from "../components/ButtonLink"

interface HeaderProps {
  site: Queries.SiteLogosFragment
  links: readonly Queries.NavLinkFieldsFragment[]
}

export function Header({ site, links }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md dark:border-slate-800/70 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <a href="#hero" className="-m-1 shrink-0 rounded-lg p-1" aria-label={`${site.name}, back to the top`}>
          <Logo site={site} className="h-9 w-auto" />
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-full px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ButtonLink href="#contact">Contact Us</ButtonLink>
        </div>
      </div>
    </header>
  )
}

export const query = graphql`
  fragment NavLinkFields on NavLink {
    name
    href
  }
`
