import type { GatsbyBrowser } from "gatsby"
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
