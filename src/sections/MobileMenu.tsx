import * as React from "react"
import { useCallback, useEffect, useRef, useState } from "react"
import { Icon } from "../components/Icon"
import { ButtonLink } from "../components/ButtonLink"
import { NavList } from "./NavList"

const PANEL_ID = "mobile-menu"

/**
 * Below the md breakpoint the navigation lives in this slide-in panel: a modal <dialog>, so the
 * browser makes the page behind inert, keeps focus inside, closes it on Escape and gives focus
 * back to the menu button. The stylesheet stops the page behind from scrolling (global.css).
 */
export function MobileMenu({ links }: { links: readonly Queries.NavLinkFieldsFragment[] }) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const dialog = useRef<HTMLDialogElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (open && !element?.open) element?.showModal()
    if (!open && element?.open) {
      element.close()
      // The browser gives focus back, but a link's jump to its section takes it again afterwards.
      setTimeout(() => menuButton.current?.focus({ preventScroll: true }))
    }
  }, [open])

  return (
    <div className="md:hidden">
      <button
        ref={menuButton}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {/* Escape is the browser's; a click on the backdrop, outside the panel, reaches the dialog itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        id={PANEL_ID}
        ref={dialog}
        aria-label="Menu"
        onClose={close}
        onClick={(event) => event.target === event.currentTarget && close()}
        // Slides in from the right, and out again before it is hidden (discrete transitions).
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none translate-x-full bg-white p-0 text-inherit shadow-2xl transition-all transition-discrete duration-300 backdrop:bg-slate-950/50 backdrop:backdrop-blur-sm open:translate-x-0 motion-reduce:transition-none dark:bg-slate-900 starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col p-5">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={close}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <Icon name="close" className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Main" className="mt-4">
            <NavList
              links={links}
              onNavigate={close}
              className="space-y-1"
              linkClassName="block rounded-xl px-4 py-3 text-lg font-medium text-slate-900 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800"
            />
          </nav>
          <ButtonLink href="#contact" onClick={close} className="mt-auto py-3 text-base">
            Contact Us
          </ButtonLink>
        </div>
      </dialog>
    </div>
  )
}
