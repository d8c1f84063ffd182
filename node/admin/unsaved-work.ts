/**
 * The content editor keeps a draft of a form left unsaved only signed in with GitHub (its Restore
 * Draft); working with a local repository it keeps none, and a form left with its Cancel Editing
 * button, Escape or the browser's Back lost what was typed without a word. This runs in /admin/
 * before the editor and asks first, whichever the mode; a reload or a closed tab asks through the
 * browser's own question.
 */

/** Sent as source (checks.js, node/hooks/admin.ts): it uses nothing from outside itself. */
function askBeforeLosingWork(): void {
  const QUESTION =
    "This form has changes you have not saved. Leave it without saving them? Working with a local repository, they are then gone; signed in with GitHub, the editor offers them back next time (Restore Draft)."
  const isSave = (button: HTMLButtonElement | null | undefined) => button?.textContent?.trim() === "Save"
  /** Whether the form open now has changes not saved: its Save button is enabled only then. */
  const unsaved = () =>
    [...document.querySelectorAll("button")].some(
      (button) =>
        isSave(button) &&
        !button.disabled &&
        button.getAttribute("aria-disabled") !== "true" &&
        button.offsetParent !== null,
    )
  // Every way out of a form (its ← button, Escape, the browser's Back, a link) changes the address's
  // #, which the editor follows on the window: this listener, capturing, hears it first. Told to
  // stay, the editor never hears it, and the address goes back to the form's.
  let returning = ""
  // A save goes back to the list while its button is still enabled: leaving then loses nothing. A
  // refused save keeps the form; what is typed next asks again.
  let saving = false
  addEventListener("click", (event) => (saving ||= isSave((event.target as Element).closest?.("button"))), true)
  addEventListener("input", () => (saving = false), true)
  addEventListener(
    "hashchange",
    (event) => {
      if (event.newURL === returning) {
        returning = ""
        event.stopImmediatePropagation()
        return
      }
      if (saving || !unsaved() || confirm(QUESTION)) return (saving = false)
      event.stopImmediatePropagation()
      returning = event.oldURL
      location.replace(event.oldURL)
    },
    true,
  )
  addEventListener("beforeunload", (event) => unsaved() && event.preventDefault())
}

export const UNSAVED_WORK_SCRIPT = `(${askBeforeLosingWork.toString()})()\n`
