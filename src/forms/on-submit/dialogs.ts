import { withPrefix } from "gatsby"
import type { FormMessage } from "../form-values"
import { DIALOG_STYLESHEET } from "../../../shared/dialog-stylesheet"
import { linkWords } from "../../lib/fill"

export interface DialogContent extends FormMessage {
  /** The button's word. */
  ok: string
  /** Where focus goes when the dialog closes (the element that opened it may be disabled by then). */
  returnFocusTo?: HTMLElement | null
}

/** Builds the dialog's body as DOM nodes: visitor text never passes through HTML parsing. */
function body(paragraphs: FormMessage["paragraphs"]): HTMLElement {
  const container = document.createElement("div")
  for (const { text, href } of paragraphs) {
    const p = document.createElement("p")
    const [before, link, after] = linkWords(text)
    p.append(before)
    if (link !== undefined && href) {
      const a = document.createElement("a")
      a.href = href
      a.textContent = link
      a.className = "swal-link"
      p.append(a)
    } else if (link !== undefined) p.append(link)
    p.append(after ?? "")
    container.append(p)
  }
  return container
}

let stylesheet: Promise<void> | undefined

/**
 * sweetalert2's stylesheet, as a file of the site's own (the build copies it, node/hooks/static-files.ts):
 * the policy allows it by 'self', where the package's bundled build would inject a <style> the
 * policy must hash. A failed download is forgotten, so the next dialog tries again.
 */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = Object.assign(document.createElement("link"), {
      rel: "stylesheet",
      href: withPrefix(DIALOG_STYLESHEET),
    })
    link.onload = () => resolve()
    link.onerror = () => {
      link.remove()
      stylesheet = undefined
      reject(new Error(`${DIALOG_STYLESHEET} did not load`))
    }
    document.head.append(link)
  })
  return stylesheet
}

/**
 * Shows a modal dialog in the page's current theme and resolves when it closes. sweetalert2 traps
 * focus, closes on Escape and is loaded, with its stylesheet, only when the first dialog opens.
 * Resolves false, showing nothing, when either cannot be downloaded: the form then says the same
 * thing inline.
 */
export async function showDialog({ icon, title, paragraphs, ok, returnFocusTo }: DialogContent): Promise<boolean> {
  let Swal: typeof import("sweetalert2").default
  try {
    const [code] = await Promise.all([
      import(/* webpackChunkName: "dialogs" */ "sweetalert2/dist/sweetalert2.esm.js"),
      loadStylesheet(),
    ])
    Swal = code.default
  } catch (error) {
    console.error("The dialog could not be shown:", error)
    return false
  }
  // Words are text: sweetalert2 parses `title` and the buttons' texts as HTML, so the title goes in
  // as `titleText` and the button's word is set as text once the dialog is drawn.
  await Swal.fire({
    icon,
    titleText: title,
    html: body(paragraphs),
    theme: document.documentElement.classList.contains("dark") ? "dark" : "light",
    confirmButtonText: "",
    didRender: () => {
      const button = Swal.getConfirmButton()
      if (button) button.textContent = ok
    },
    confirmButtonColor: "#4f46e5",
    returnFocus: !returnFocusTo,
    didClose: () => returnFocusTo?.focus(),
  })
  return true
}
