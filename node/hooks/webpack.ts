import path from "node:path"
import type { GatsbyNode } from "gatsby"

/**
 * The production bundle, two changes to what Gatsby makes:
 * - Gatsby's internal Partytown plugin has a browser hook that acts only under `gatsby develop`,
 *   yet imports gatsby-script and Partytown's snippet, so every page downloaded them unused. The
 *   production build swaps that one module for an empty one.
 * - No source maps: public/ is what the host serves, and maps would publish the whole source.
 */
export const shapeProductionBundle: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    devtool: false,
    plugins: [
      plugins.normalModuleReplacement(
        /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
        path.resolve("src/empty-module.ts"),
      ),
    ],
  })
}
