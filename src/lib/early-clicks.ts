/**
 * React drops a click on a part of the page it has not hydrated yet. A visitor who taps the menu
 * button while the page's code is still on its way (it waits for the first screen to be painted,
 * src/lib/page-start.ts), or "Next" while the carousel's island is, gets it once that part is
 * ready. This inline script, in <head>, keeps clicks on buttons in a part not yet hydrated and
 * stops them there. A part is an island (`[data-island]`, Island.tsx) or else the page's own root;
 * each is marked `data-hydrated` once hydrated, and then carries out its clicks, in order
 * (releaseEarlyClicks, from gatsby-browser and Island.tsx). Links and submit buttons need no code:
 * they work as they are, and the early-submit script holds a form's submit.
 */

/** Where the inline script keeps the buttons clicked so far. */
const HELD_CLICKS = "__heldClicks"

/** The part of the page a button belongs to: its island, or else the page's root. */
const partOf = (element: Element) => element.closest("[data-island]") ?? document.documentElement

/** Sent as source (EARLY_CLICKS_SCRIPT): it uses nothing from outside itself; the build minifies it. */
function holdEarlyClicks(key: string): void {
  const held: HTMLButtonElement[] = []
  ;(window as unknown as Record<string, unknown>)[key] = held
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest?.("button")
      if (button?.type !== "button") return
      const part = button.closest("[data-island]") ?? document.documentElement
      if (part.hasAttribute("data-hydrated")) return
      event.stopPropagation()
      held.push(button)
    },
    true,
  )
}

export const EARLY_CLICKS_SCRIPT = `(${holdEarlyClicks.toString()})(${JSON.stringify(HELD_CLICKS)})`

/** Marks `part` hydrated and carries out the clicks held in it; later clicks reach React as they are. */
export function releaseEarlyClicks(part: Element): void {
  part.setAttribute("data-hydrated", "") // also for tests and anyone inspecting the page
  const held = (window as unknown as Record<string, HTMLButtonElement[] | undefined>)[HELD_CLICKS] ?? []
  const own = held.filter((button) => partOf(button) === part)
  held.splice(0, held.length, ...held.filter((button) => !own.includes(button)))
  for (const button of own) button.click()
}
