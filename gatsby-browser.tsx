import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import { releaseEarlyClicks } from "./src/lib/early-clicks"

/**
 * Marks the root once the page has hydrated and run its effects, as each island does for itself
 * (Island.tsx): the header's buttons now act, and the taps on them made before are carried out
 * (src/lib/early-clicks.ts).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  releaseEarlyClicks(document.documentElement)
}
