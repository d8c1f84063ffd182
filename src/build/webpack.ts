import path from "node:path"
import type { GatsbyNode } from "gatsby"

/**
 * Gatsby's internal Partytown plugin has a browser hook that acts only under `gatsby develop`,
 * yet it imports gatsby-script and Partytown's snippet at the top, so every production page
 * downloaded them with its first-load JavaScript, unused (the site has no off-main-thread
 * scripts; Partytown's production snippet is written by the server render, not by this hook). The
 * production build swaps that one module for an empty one.
 */
export const dropDevelopOnlyBrowserCode: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
        path.resolve("src/build/empty-module.ts"),
      ),
    ],
  })
}
