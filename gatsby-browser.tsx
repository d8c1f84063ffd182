import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import { releaseEarlyClicks } from "./src/lib/early-clicks"

/**
 * Marks the root once the page has hydrated and run its effects, as each section does for itself
 * (Island.tsx): for tests, and anyone inspecting the page, to know the header's buttons now act.
 * Then carries out the taps on buttons made before (src/lib/early-clicks.ts).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = ""
  releaseEarlyClicks()
}
