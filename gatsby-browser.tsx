import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
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
 * rather than holding it for one long task, and a tap meanwhile makes it finish first. Typed here:
 * Gatsby's type for this hook is React DOM's old `render`. Measured in docs/performance.md.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
