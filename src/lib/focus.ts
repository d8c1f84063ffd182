const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)]
}

/**
 * Where Tab (or Shift+Tab) should go to keep focus inside a trap, or null to let the browser move
 * it: only the wrap-arounds at either end need help.
 */
export function nextTrappedFocus<T>(items: readonly T[], active: T | null, backwards: boolean): T | null {
  const first = items[0]
  const last = items[items.length - 1]
  if (first === undefined || last === undefined) return null
  const index = active === null ? -1 : items.indexOf(active)
  if (index === -1) return backwards ? last : first
  if (backwards && index === 0) return last
  if (!backwards && index === items.length - 1) return first
  return null
}
