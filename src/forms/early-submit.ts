/**
 * A submit before the page is interactive (a cheap phone on a slow network, scripts still
 * downloading) would otherwise be the browser's own: the form's mailto: action, meant for visitors
 * without JavaScript. This script, inline in <head>, holds such a submit instead and marks the form,
 * busy; the form shows a note (CSS on the mark) in a live region, so a screen reader says it too,
 * and useSendForm sends it as soon as React is ready.
 * Once React handles a form it prevents the default itself, so the script then stands aside.
 */

/** On a form: "hold" while its early submits are held, "held" once one was. */
export const EARLY_SUBMIT = "data-early-submit"

/**
 * Sent as source (EARLY_SUBMIT_SCRIPT): it uses nothing from outside itself. If one of the page's
 * scripts fails to download before the page has hydrated, nothing will send what is held: the
 * forms go back to the browser's own submit, and one already held goes that way now, so what the
 * visitor wrote still reaches the agency.
 */
function holdEarlySubmits(mark: string): void {
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement
    if (event.defaultPrevented || !form.hasAttribute(mark)) return
    event.preventDefault()
    form.setAttribute(mark, "held")
    form.setAttribute("aria-busy", "true")
  })
  window.addEventListener(
    "error",
    (event) => {
      if ((event.target as Element).localName !== "script" || document.documentElement.hasAttribute("data-hydrated"))
        return
      document.querySelectorAll<HTMLFormElement>(`form[${mark}]`).forEach((form) => {
        const held = form.getAttribute(mark) === "held"
        form.removeAttribute(mark)
        form.removeAttribute("aria-busy")
        if (held) form.requestSubmit()
      })
    },
    true, // a script's error does not bubble
  )
}

export const EARLY_SUBMIT_SCRIPT = `(${holdEarlySubmits.toString()})(${JSON.stringify(EARLY_SUBMIT)})`
