// The build's hooks, one job each; the jobs live in node/hooks/ (Node only, never shipped).
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { checkContentBeforeBuild } from "./node/hooks/content"
import { checkContentOnChange } from "./node/hooks/content-watch"
import { readContentJson } from "./node/hooks/content-json"
import { writeStaticFiles } from "./node/hooks/static-files"
import { createContentTypes } from "./node/hooks/schema"
import { createQueryFields } from "./node/hooks/resolvers"
import { builtSitePages, createCaseStudyPages, inFirstLanguage } from "./node/hooks/case-study-pages"
import { checkBuiltPages, writeNotFoundPages } from "./node/hooks/built-pages"
import { writeRobots } from "./node/hooks/robots"
import { writeSecurityHeaders } from "./node/hooks/security-headers"
import { shapeProductionBundle } from "./node/hooks/webpack"
import { BUILD_RECORDS, keepInternalsOut } from "./node/hooks/internal-files"
import { refuseServerFiles } from "./node/static-only"

/** Stops the build before anything is sourced when a content file is broken. */
export const onPreInit: GatsbyNode["onPreInit"] = checkContentBeforeBuild

/** `npm start`: the same check again after each change to content/, its messages in the terminal. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = checkContentOnChange

/** content/*.json into nodes, by gatsby-transformer-json; under `npm start`, a broken file as it last parsed. */
export const onCreateNode: GatsbyNode["onCreateNode"] = readContentJson

/** The font, the dialogs' stylesheet and the content editor, into static/. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = writeStaticFiles

/** Every content type spelled out. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = createContentTypes

/** Each list in the editors' order, the site's address, and the agency's schema.org data. */
export const createResolvers: GatsbyNode["createResolvers"] = createQueryFields

/** A page for each case study, from the one template, and every page in each of the site's languages. */
export const createPages: GatsbyNode["createPages"] = createCaseStudyPages

/** The pages of src/pages/ read their content in the site's first language. */
export const onCreatePage: GatsbyNode["onCreatePage"] = inFirstLanguage

/** Leaves develop-only browser code and source maps out of the production bundle. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = shapeProductionBundle

/**
 * The pages built are the list every check reads; robots.txt; then each page's policy, with its
 * inline scripts' and styles' hashes, and _headers; last, what the build keeps to itself is taken
 * out of what the host serves; and nothing the host would run or route (a page or plugin can write
 * there too) is left in it.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.join(process.cwd(), "public")
  const pages = await builtSitePages(args.graphql)
  writeNotFoundPages(publicDir, pages)
  checkBuiltPages(publicDir, pages)
  await writeRobots(args)
  writeSecurityHeaders(args.pathPrefix)
  keepInternalsOut(publicDir, path.join(process.cwd(), BUILD_RECORDS))
  refuseServerFiles(publicDir, "public")
}
