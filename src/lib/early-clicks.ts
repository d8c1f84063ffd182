/**
 * A tap on the header's menu or theme button before the page has hydrated would do nothing: React
 * is not listening yet, and the page's code waits for the first screen to be painted
 * (src/lib/page-start.ts). This inline script, in <head>, keeps such clicks on buttons and stops
 * them there; the page carries them out, in order, once it has hydrated (gatsby-browser). A click
 * inside a section is then held again by its island until that island's code is there (Island.tsx).
 * Links and submit buttons need no code: they work as they are, and the early-submit script holds
 * a form's submit.
 */

/** Where the inline script keeps the buttons clicked so far, for the page to carry them out. */
const HELD_CLICKS = "__heldClicks"

type WithHeldClicks = Window & { [HELD_CLICKS]?: HTMLButtonElement[] }

/** Sent as source (EARLY_CLICKS_SCRIPT): it uses nothing from outside itself; the build minifies it. */
function holdEarlyClicks(key: string): void {
  const held: HTMLButtonElement[] = []
  ;(window as unknown as Record<string, unknown>)[key] = held
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest?.("button")
      if (button?.type !== "button" || document.documentElement.hasAttribute("data-hydrated")) return
      event.stopPropagation()
      held.push(button)
    },
    true,
  )
}

export const EARLY_CLICKS_SCRIPT = `(${holdEarlyClicks.toString()})(${JSON.stringify(HELD_CLICKS)})`

/** Carries out the clicks held before hydration; later clicks reach React as they are. */
export function releaseEarlyClicks(): void {
  const held = (window as WithHeldClicks)[HELD_CLICKS] ?? []
  for (const button of held.splice(0)) button.click()
}
