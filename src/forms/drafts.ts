/**
 * A draft lives in its tab: what a visitor types into either form is kept in the tab's
 * sessionStorage from the first keystroke, before any of the page's code has run (DRAFTS_SCRIPT,
 * inline in <head>, saves each form marked `data-draft` on every input), and the form reads it
 * back when it mounts. So a reload, a crash, Back and Forward and a tab the browser restores give
 * it back; closing the tab or sending drops it, and no other tab or later visitor ever sees it.
 */

/** The forms that keep drafts, by their `data-draft` name. */
export type DraftForm = "contact" | "newsletter"

/** A form's fields by name, as typed. */
export type DraftFields = Record<string, string>

const KEY = "form-draft:"

/**
 * Saves every form marked `data-draft` on each input: its named fields, not those hidden from
 * people (the honeypot). The outcome is left on the form (`data-draft-saved`), for the form to
 * say whether a reload keeps the words. Sent as source (DRAFTS_SCRIPT): it uses nothing outside itself.
 */
function saveDrafts(key: string) {
  document.addEventListener(
    "input",
    (event) => {
      const form = (event.target as HTMLInputElement).form
      if (!form || !form.hasAttribute("data-draft")) return
      const fields: Record<string, string> = {}
      Array.prototype.forEach.call(form.elements, (field: HTMLInputElement) => {
        if (field.name && field.type !== "submit" && !field.closest('[aria-hidden="true"]'))
          fields[field.name] = field.value
      })
      let saved = true
      try {
        sessionStorage.setItem(key + form.getAttribute("data-draft"), JSON.stringify(fields))
      } catch {
        saved = false // storage blocked or full: the words stay in the page only
      }
      form.setAttribute("data-draft-saved", String(saved))
    },
    true,
  )
}

/** The inline script (gatsby-ssr puts it in <head>, before any form exists). */
export const DRAFTS_SCRIPT = `(${saveDrafts.toString()})(${JSON.stringify(KEY)})`

/** This tab's draft of `form`, read defensively: storage holds whatever was left there. */
export function savedDraft(form: DraftForm): DraftFields | null {
  try {
    const fields = JSON.parse(sessionStorage.getItem(KEY + form) ?? "null") as unknown
    return fields && typeof fields === "object" ? (fields as DraftFields) : null
  } catch {
    return null
  }
}

/** After a send: the draft goes. */
export function dropDraft(form: DraftForm): void {
  try {
    sessionStorage.removeItem(KEY + form)
  } catch {
    // storage blocked: nothing was kept
  }
}
