import * as React from "react"
import { Icon } from "../components/Icon"
import { ButtonLink } from "../components/ButtonLink"
import { NavList } from "./NavList"
import { LanguageSwitcher } from "./LanguageSwitcher"
import { useWords } from "../lib/words"
import { linkTo } from "../../shared/content-files"

const PANEL_ID = "mobile-menu"

const ROUND_BUTTON =
  "inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"

/**
 * Below the md breakpoint the navigation lives in this slide-in panel: a modal <dialog>, opened and
 * closed by the menu's inline script (src/lib/menu-dialog.ts) and the browser (a `method="dialog"`
 * form), so it works from the first paint, before React. React only renders it. Without script the
 * header shows the links instead (Header.tsx): a modal menu could not close after a jump. The
 * stylesheet stops the page behind from scrolling while it is open (global.css).
 */
export function MobileMenu({ links, home }: { links: readonly Queries.NavLinkFieldsFragment[]; home: string }) {
  const words = useWords()
  return (
    <div className="md:hidden noscript:hidden">
      <button type="button" aria-haspopup="dialog" aria-controls={PANEL_ID} className={ROUND_BUTTON}>
        <Icon name="menu" className="size-6" />
        <span className="sr-only">{words.header.openMenu}</span>
      </button>
      <dialog
        id={PANEL_ID}
        aria-label={words.header.menu}
        // Slides in from the right, and out again before it is hidden (discrete transitions).
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none translate-x-full bg-white p-0 text-inherit shadow-2xl transition-all transition-discrete duration-300 backdrop:bg-slate-950/50 backdrop:backdrop-blur-sm open:translate-x-0 motion-reduce:transition-none dark:bg-slate-900 starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col p-5">
          {/* The browser closes the dialog on this form's submit, with or without script. */}
          <form method="dialog" className="flex justify-end">
            <button type="submit" className={ROUND_BUTTON}>
              <Icon name="close" className="size-6" />
              <span className="sr-only">{words.header.closeMenu}</span>
            </button>
          </form>
          <nav aria-label={words.header.navigation} className="mt-4">
            <NavList
              links={links}
              className="space-y-1"
              linkClassName="block rounded-xl px-4 py-3 text-lg font-medium text-slate-900 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800"
            />
          </nav>
          <LanguageSwitcher
            className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
            linkClassName="block rounded-xl px-4 py-3 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          />
          <ButtonLink href={`${home}${linkTo("contact")}`} size="large" className="mt-auto">
            {words.header.contactButton}
          </ButtonLink>
        </div>
      </dialog>
    </div>
  )
}
