import * as React from "react"
import { useCallback, useRef, useState } from "react"
import { Icon } from "../components/Icon"
import { ButtonLink } from "../components/ButtonLink"
import { useModalPanel } from "../hooks/useModalPanel"
import { NavList } from "./NavList"

const PANEL_ID = "mobile-menu"

/** Below the md breakpoint the navigation lives in this slide-in panel. */
export function MobileMenu({ links }: { links: readonly Queries.NavLinkFieldsFragment[] }) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const panel = useRef<HTMLDivElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  useModalPanel(open, close, panel, menuButton)

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
      <div
        aria-hidden="true"
        onClick={close}
        className={`fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm transition-opacity duration-300 motion-reduce:transition-none ${open ? "opacity-100" : "pointer-events-none opacity-0"}`}
      />
      <div
        id={PANEL_ID}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        // Visible at once on opening (focus moves in straight away); hidden only after sliding out.
        className={`fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white p-5 shadow-2xl motion-reduce:transition-none dark:bg-slate-900 ${open ? "visible translate-x-0 [transition:transform_300ms]" : "invisible translate-x-full [transition:transform_300ms,visibility_0s_300ms]"}`}
      >
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
    </div>
  )
}
