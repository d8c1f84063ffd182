import * as React from "react"
import { graphql } from "gatsby"
import { Logo } from "../components/Logo"
import { ButtonLink } from "../components/ButtonLink"
import { ThemeToggle } from "../components/ThemeToggle"
import { MobileMenu } from "./MobileMenu"
import { NavList } from "./NavList"
import { LanguageSwitcher } from "./LanguageSwitcher"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"
import { linkTo } from "../../shared/content-files"

interface HeaderProps {
  site: Queries.SiteLogosFragment
  links: readonly Queries.NavLinkFieldsFragment[]
  /** On another page than the home page, its address, which the header's links to sections lead to. */
  home?: string
}

export function Header({ site, links, home = "" }: HeaderProps) {
  const words = useWords()
  return (
    // Not kept on a short screen (a sideways phone, a page zoomed to 400 %), where it would take a third
    // of it, nor on a phone without script, where the menu's links take a row of their own: a modal
    // menu cannot close itself after a jump without script.
    <header className="sticky top-0 z-40 forced-colors:bg-[Canvas] print:static [@media(max-height:30rem)]:static max-md:noscript:static border-b border-slate-200/70 bg-white/95 dark:border-slate-800/70 dark:bg-slate-950/95">
      {/* One row of 4 rem wherever it fits (from 320 px up); where it cannot (larger text, wider
          letter spacing), the buttons wrap onto a second row instead of off the screen. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-5 py-2 sm:gap-x-4 sm:px-8">
        <a
          href={`${home}${linkTo("hero")}`}
          className="-m-1 shrink-0 rounded-lg p-1"
          aria-label={fill(words.page.logoLink, { name: site.name })}
        >
          {/* Below 370 px only the logo's mark, its left square, shows: the row has no room for the name. */}
          <Logo
            site={site}
            className="h-8 w-auto max-[370px]:w-8 max-[370px]:object-cover max-[370px]:object-left sm:h-9"
            priority
          />
        </a>
        <nav
          aria-label={words.header.navigation}
          className="hidden md:block print:hidden noscript:block max-md:noscript:order-last max-md:noscript:w-full"
        >
          <NavList
            links={links}
            className="flex flex-wrap items-center gap-1"
            linkClassName="rounded-full px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          />
        </nav>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-2 print:hidden">
          <LanguageSwitcher
            className="hidden md:block noscript:block"
            linkClassName="block rounded-full px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          />
          <ThemeToggle />
          <ButtonLink href={`${home}${linkTo("contact")}`} size="compact">
            {words.header.contactButton}
          </ButtonLink>
          <MobileMenu links={links} home={home} />
        </div>
      </div>
    </header>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment NavLinkFields on NavLink {
    name
    href
  }
`
