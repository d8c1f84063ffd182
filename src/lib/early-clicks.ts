/**
 * React drops input on a part of the page it has not hydrated yet. The header needs none kept: its
 * controls work from the first paint without React (theme.ts, menu-dialog.ts). An island's code
 * arrives when the visitor first needs it (Island.tsx), so a tap on "Next" or an arrow key in the
 * carousel can come first. This inline script, in <head>, keeps such input and stops it there:
 * clicks on an island's buttons, and the keys a region handles (`data-held-keys="ArrowLeft
 * ArrowRight"`) unless they are typed into a field. What it keeps is marked `data-held`, which the
 * stylesheet shows as pressed and waiting, so the visitor sees the tap was received. Once the
 * island has hydrated, it carries the input out in order, each after React has rendered the one
 * before, so two early taps on "Next" move two slides, as they would on a hydrated page. Links and
 * submit buttons need no code: they work as they are, and the early-submit script holds a submit.
 */

import { TYPING_TARGETS } from "./carousel"

/** Where the inline script keeps the input held so far. */
const HELD_INPUT = "__heldInput"

/** On a region: the keys it handles, space-separated, kept like clicks until it has hydrated. */
export const HELD_KEYS = "data-held-keys"

interface Held {
  target: HTMLElement
  /** A key pressed; a click where absent. */
  key?: string
}

/** Sent as source (EARLY_CLICKS_SCRIPT): it uses nothing from outside itself; the build minifies it. */
function holdEarlyInput(store: string, heldKeys: string, typingTargets: string): void {
  const held: Held[] = []
  ;(window as unknown as Record<string, unknown>)[store] = held
  const waiting = (element: Element) => {
    const island = element.closest("[data-island]")
    return island !== null && !island.hasAttribute("data-hydrated") && !island.hasAttribute("data-code-failed")
  }
  const hold = (event: Event, target: HTMLElement, key?: string) => {
    event.stopPropagation()
    event.preventDefault()
    target.setAttribute("data-held", "")
    held.push({ target, key })
  }
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest?.("button")
      if (button?.type === "button" && waiting(button)) hold(event, button)
    },
    true,
  )
  document.addEventListener(
    "keydown",
    (event) => {
      const target = event.target as HTMLElement
      const region = target.closest?.(`[${heldKeys}]`)
      if (
        region &&
        waiting(region) &&
        (region.getAttribute(heldKeys) ?? "").split(" ").indexOf(event.key) >= 0 &&
        !(event.altKey || event.ctrlKey || event.metaKey) &&
        !target.closest(typingTargets)
      )
        hold(event, target, event.key)
    },
    true,
  )
}

export const EARLY_CLICKS_SCRIPT = `(${holdEarlyInput.toString()})(${[HELD_INPUT, HELD_KEYS, TYPING_TARGETS].map((value) => JSON.stringify(value)).join(",")})`

/** Takes the input held in `part` out of the list, and its marks off the page. */
function takeHeld(part: Element): Held[] {
  const held = (window as unknown as Record<string, Held[] | undefined>)[HELD_INPUT] ?? []
  const own = held.filter(({ target }) => part.contains(target))
  held.splice(0, held.length, ...held.filter((entry) => !own.includes(entry)))
  return own
}

/**
 * The part's code is not coming (its chunk failed to download): what was held in it is dropped,
 * so nothing stays marked as waiting, and later input is no longer held. Its buttons stay as the
 * server rendered them; its links and forms still work (releaseEarlySubmits).
 */
export function dropEarlyClicks(part: Element): void {
  part.setAttribute("data-code-failed", "")
  for (const { target } of takeHeld(part)) target.removeAttribute("data-held")
}

/** React renders a click's update in a microtask: the next task sees it on screen and in the handlers. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/**
 * Marks `part` hydrated and carries out the input held in it, in order; later input reaches React
 * as it is. Called once the part's React root has committed and run its effects.
 */
export async function releaseEarlyClicks(part: Element): Promise<void> {
  part.setAttribute("data-hydrated", "") // also for tests and anyone inspecting the page
  for (const { target, key } of takeHeld(part)) {
    await nextTask()
    target.removeAttribute("data-held")
    if (key) target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }))
    else target.click()
  }
}
