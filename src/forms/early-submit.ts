/**
 * A submit before the page is interactive (a cheap phone on a slow network, scripts still
 * downloading) would otherwise be the browser's own: the form's mailto: action, meant for visitors
 * without JavaScript. This script, inline in <head>, holds such a submit instead and marks the form;
 * the form shows a note (CSS on the mark) and useSendForm sends it as soon as React is ready.
 * Once React handles a form it prevents the default itself, so the script then stands aside.
 */

/** On a form: "hold" while its early submits are held, "held" once one was. */
export const EARLY_SUBMIT = "data-early-submit"

/** The inline script (gatsby-ssr puts it in <head>); it reads the attribute through `dataset`. */
export function earlySubmitScript(): string {
  const key = EARLY_SUBMIT.slice("data-".length).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
  return `document.addEventListener("submit",function(e){var d=e.target.dataset;if(!e.defaultPrevented&&d.${key}){e.preventDefault();d.${key}="held"}})`
}

/**
 * The code that would send held submits is not coming (its chunk failed to download): the forms in
 * `root` go back to the browser's own submit, the mailto: action, and one already held goes that
 * way now, so what the visitor wrote still reaches us.
 */
export function releaseEarlySubmits(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${EARLY_SUBMIT}]`)) {
    const held = form.getAttribute(EARLY_SUBMIT) === "held"
    form.removeAttribute(EARLY_SUBMIT)
    if (held) form.requestSubmit()
  }
}
