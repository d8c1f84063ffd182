import type { ReactElement } from "react"
import type { GatsbyBrowser } from "gatsby"
import type { Renderer } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"
import "./src/styles/global.css"
import { hideInPageJumpsFromTheRouter, followRouteChange } from "./src/lib/in-page-jumps"
import { setAsideForeignNodes } from "./src/lib/foreign-nodes"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  hideInPageJumpsFromTheRouter()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  followRouteChange(location)
}

let putBackForeignNodes = () => {}

/**
 * Gatsby's own choice (hydrate where the page has server HTML, else render), with what a browser
 * extension added to the page's root set aside while it hydrates (src/lib/foreign-nodes.ts).
 */
function hydrate(element: ReactElement, container: Element): void {
  if (!document.getElementById("gatsby-focus-wrapper")?.children.length) {
    createRoot(container).render(element)
    return
  }
  putBackForeignNodes = setAsideForeignNodes(container)
  hydrateRoot(container, element)
}
// Gatsby's type is still ReactDOM.render's, which returned an element; Gatsby ignores the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrate as unknown as Renderer

/**
 * Once the page has hydrated and run its effects: the extensions' nodes go back, and the root is
 * marked, as each island marks itself (Island.tsx), for tests and anyone inspecting the page. The
 * header's controls need no hydration (src/lib/theme.ts, src/lib/menu-dialog.ts).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "")
  putBackForeignNodes()
}
