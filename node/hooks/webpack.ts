import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { Compilation, Compiler } from "webpack"

/**
 * V8's file-wide compile hint (Chrome 136 and later; other engines read a comment). A script that
 * starts with it has all its functions compiled while it streams in, on a background thread,
 * instead of each one on the main thread the first time it is called. The code every page runs
 * at load calls most of its functions at once (React's start and hydration), so without it those
 * compiles were one long task: unthrottled, the framework's run went from 20 to 10 ms with it and
 * the hydration from 13 to 5. The sections' chunks, loaded on a visitor's first interaction, keep
 * lazy compiling: only part of what they hold runs.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

/** The chunks every page runs as it loads: Gatsby's entry (runtime, framework, app) and each page's own. */
function chunksRunAtLoad(compilation: Compilation) {
  const groups = [...compilation.namedChunkGroups].filter(([name]) => name === "app" || name.startsWith("component---"))
  return new Set(groups.flatMap(([, group]) => group.chunks))
}

const PLUGIN = "CompileAtLoad"

/** Puts the compile hint at the top of the scripts in `chunksRunAtLoad`. */
class CompileAtLoad {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying, which would drop the comment; before the files are named by their
        // content, so the name covers it.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of chunksRunAtLoad(compilation)) {
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
            }
          }
        },
      )
    })
  }
}

/**
 * The production bundle, three changes to what Gatsby makes:
 * - Gatsby's internal Partytown plugin has a browser hook that acts only under `gatsby develop`,
 *   yet it imports gatsby-script and Partytown's snippet at the top, so every production page
 *   downloaded them with its first-load JavaScript, unused (the site has no off-main-thread
 *   scripts; Partytown's production snippet is written by the server render, not by this hook).
 *   The production build swaps that one module for an empty one.
 * - The code run at load carries V8's compile hint (`CompileAtLoad`).
 * - No source maps: public/ is what the host serves, and maps would publish the whole source
 *   (1.2 MB of it). A stack trace from the site is read against a local `npm run build`.
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
      new CompileAtLoad(),
    ],
  })
}
