/**
 * The phone's menu (MobileMenu.tsx) is a modal <dialog>: the browser makes the page behind inert,
 * keeps focus inside, closes it on Escape and gives focus back to the button that opened it. What
 * the platform leaves to a page is in this inline script in <head> (MENU_SCRIPT), so the menu works
 * from the first paint, with no React behind it: on a slow phone the button answered only once the
 * page's code had arrived and hydrated, 1.5 s after it was drawn (docs/performance.md).
 *
 * - A button with `aria-haspopup="dialog"` opens the dialog it `aria-controls`. Focus moving into
 *   the modal dialog is what a screen reader says.
 * - A click on the backdrop (the dialog element itself, outside its panel) closes it; its close
 *   button is a `<form method="dialog">` submit, which the browser handles.
 * - A link inside to a part of the page closes the menu, lets the browser jump, and then moves
 *   keyboard focus to the part it jumped to. (Closing gives focus back to the menu button, and a
 *   keyboard or screen-reader visitor's next Tab would start from the top again.)
 * - A menu whose button the layout hides (the window widened past the phone's layout, the phone
 *   turned) closes: hidden with it, it would still hold the page inert, with nothing to close it.
 */

/** Sent as source (MENU_SCRIPT): it uses nothing from outside itself, and runs once per page. */
function menuDialogs(): void {
  const OPENER = 'button[aria-haspopup="dialog"][aria-controls]'
  document.addEventListener("click", (event) => {
    const target = event.target as Element
    if (!target.closest) return
    const opener = target.closest(OPENER)
    const dialog = opener && document.getElementById(opener.getAttribute("aria-controls") as string)
    if (opener && dialog instanceof HTMLDialogElement) {
      if (!dialog.open) dialog.showModal()
      return
    }
    const open = target.closest("dialog[open]") as HTMLDialogElement | null
    const link = target.closest('a[href^="#"]')
    if (!open || (target !== open && !link)) return
    open.close()
    const section = link && document.getElementById(decodeURIComponent((link.getAttribute("href") ?? "").slice(1)))
    if (!section) return
    // After the browser's jump, which happens once this click is handled.
    setTimeout(() => {
      if (!section.matches("a[href], button, input, select, textarea, [tabindex]")) section.tabIndex = -1
      section.focus({ preventScroll: true })
    })
  })
  addEventListener("resize", () => {
    for (const opener of document.querySelectorAll(OPENER)) {
      const dialog = document.getElementById(opener.getAttribute("aria-controls") as string)
      if (dialog instanceof HTMLDialogElement && dialog.open && !opener.getClientRects().length) dialog.close()
    }
  })
}

export const MENU_SCRIPT = `(${menuDialogs.toString()})()`
