import path from "node:path"
import type { GatsbyNode } from "gatsby"

const EMPTY = path.resolve("src/empty-module.ts")

/**
 * The production bundle, three changes to what Gatsby makes:
 * - Gatsby's internal Partytown plugin has a browser hook that acts only under `gatsby develop`,
 *   yet imports gatsby-script and Partytown's snippet, so every page downloaded them unused.
 * - Gatsby's service-worker registration runs only when a plugin asks for one, and none here does
 *   (the site has no service worker), yet every page downloaded it.
 * Both modules are swapped for an empty one in the production build.
 * - No source maps: public/ is what the host serves, and maps would publish the whole source.
 */
export const shapeProductionBundle: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    devtool: false,
    plugins: [
      plugins.normalModuleReplacement(/internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, EMPTY),
      plugins.normalModuleReplacement(/\.cache[\\/]register-service-worker\.js$/, EMPTY),
    ],
  })
}
