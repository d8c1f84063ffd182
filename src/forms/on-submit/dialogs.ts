import type { FormMessage } from "../form-values"

export interface DialogContent extends FormMessage {
  /** Where focus goes when the dialog closes (the element that opened it may be disabled by then). */
  returnFocusTo?: HTMLElement | null
}

/** Builds the dialog's body as DOM nodes: visitor text never passes through HTML parsing. */
function body(paragraphs: FormMessage["paragraphs"]): HTMLElement {
  const container = document.createElement("div")
  for (const { text, link } of paragraphs) {
    const p = document.createElement("p")
    const [before, after] = link ? text.split(link.text) : [text]
    p.append(before ?? "")
    if (link) {
      const a = document.createElement("a")
      a.href = link.href
      a.textContent = link.text
      a.className = "swal-link"
      p.append(a, after ?? "")
    }
    container.append(p)
  }
  return container
}

/**
 * Shows a modal dialog in the page's current theme and resolves when it closes. sweetalert2 traps
 * focus, closes on Escape and is loaded only when the first dialog opens. Resolves false, showing
 * nothing, when its code cannot be downloaded: the form then says the same thing inline.
 */
export async function showDialog({ icon, title, paragraphs, returnFocusTo }: DialogContent): Promise<boolean> {
  let Swal: typeof import("sweetalert2").default
  try {
    Swal = (await import(/* webpackChunkName: "dialogs" */ "sweetalert2")).default
  } catch (error) {
    console.error("The dialog could not be shown:", error)
    return false
  }
  await Swal.fire({
    icon,
    title,
    html: body(paragraphs),
    theme: document.documentElement.classList.contains("dark") ? "dark" : "light",
    confirmButtonText: "OK",
    confirmButtonColor: "#4f46e5",
    returnFocus: !returnFocusTo,
    didClose: () => returnFocusTo?.focus(),
  })
  return true
}
