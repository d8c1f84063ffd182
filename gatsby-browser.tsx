import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import "./src/styles/global.css"
import { hideInPageJumpsFromTheRouter, followRouteChange } from "./src/lib/in-page-jumps"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  hideInPageJumpsFromTheRouter()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  followRouteChange(location)
}

/** Marks the root once the page has hydrated and run its effects: for tests and anyone inspecting the page. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "")
}

/**
 * Hydrates the whole page as a transition: React yields to the browser every few milliseconds
 * rather than holding it for one long task, and a tap meanwhile makes it finish first. Measured in
 * docs/performance.md. An empty container (`gatsby develop`'s pages and loading indicator) is
 * rendered, as Gatsby's own renderer does; Gatsby's type for this hook is React DOM's old `render`.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (!container.children.length) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  startTransition(() => void hydrateRoot(container, element))
  return undefined
}
