import path from "node:path"
import type { GatsbyNode } from "gatsby"

const EMPTY = path.resolve("src/empty-module.ts")
const NO_HEAD_HANDLER = path.resolve("src/no-head-handler.ts")

/**
 * The production bundle, five changes to what Gatsby makes:
 * - Gatsby's internal Partytown plugin has a browser hook that acts only under `gatsby develop`,
 *   yet imports gatsby-script and Partytown's snippet, so every page downloaded them unused: that
 *   module is swapped for an empty one.
 * - So is Gatsby's service-worker registration, which runs only when a plugin asks for a worker;
 *   none here does (the site has none), yet every page downloaded it.
 * - Gatsby's browser Head handler renders each page's `Head` again after load, to change the head
 *   on a move between pages without a load. Pages here link with plain <a> (ESLint holds gatsby's
 *   Link and navigate out), so the head in the HTML stays right: 1.5 KB gzip less for every visitor.
 * - No source maps: public/ is what the host serves, and maps would publish the whole source.
 * - No chunk of code shared by some pages: each page's own code (the frame, the pictures) comes in
 *   its one chunk. Shared, the home page's first load grew 2.5 KB (two gzip streams and a request
 *   more), for a second page's visit that then saves 8 KB (docs/performance.md).
 */
export const shapeProductionBundle: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    devtool: false,
    optimization: { splitChunks: { cacheGroups: { shared: false, commons: false } } },
    plugins: [
      plugins.normalModuleReplacement(/internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, EMPTY),
      plugins.normalModuleReplacement(/\.cache[\\/]register-service-worker\.js$/, EMPTY),
      plugins.normalModuleReplacement(/\.cache[\\/]head[\\/]head-export-handler-for-browser\.js$/, NO_HEAD_HANDLER),
    ],
  })
}
