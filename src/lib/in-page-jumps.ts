/**
 * A jump to a part of this page (a nav link, "Contact Us", Back to where the visitor was) is the
 * browser's to make: it scrolls, moves the starting point of Tab, and on Back and Forward restores
 * where each entry was scrolled to. Gatsby's router hears those moves too (the browser tells every
 * page with a `popstate`) and acts as if a new page had come: it re-renders the page, its scroll
 * handler restores a position it stored for all the jumps under one key (so Back stayed put), and
 * its route announcer tells a screen reader "Navigated to …". So a `popstate` that changes only the
 * fragment never reaches it. A move to another page, or another query, still does.
 */

/** The part of an address that makes it another page for the router: path and query. */
const pageOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`

/** The page the router has last been told about. */
let routerPage = ""

export function hideInPageJumpsFromTheRouter(): void {
  routerPage = pageOf(window.location)
  // Capturing, and added before the router's own listener (which it adds when it mounts).
  window.addEventListener(
    "popstate",
    (event) => {
      if (pageOf(window.location) === routerPage) event.stopImmediatePropagation()
      else routerPage = pageOf(window.location)
    },
    true,
  )
}

/** The router moved to `location` itself (a link of its own, a redirect). */
export function followRouteChange(location: { pathname: string; search: string }): void {
  routerPage = pageOf(location)
}
