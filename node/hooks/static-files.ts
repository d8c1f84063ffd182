/**
 * onPreBootstrap: what the build writes into static/, so that `npm start` serves it and the build
 * copies it to public/ (all git-ignored): the agency's typeface cut to what the page shows,
 * sweetalert2's stylesheet for the dialogs, the web manifest, share image and icons from the
 * agency's content, and the content editor, whose configuration comes from the schemas just checked,
 * with its preview.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { DIALOG_STYLESHEET } from "../../shared/dialog-stylesheet"
import { ADMIN_PATH, githubRepository, writeAdmin, writePreview } from "./admin"
import { contentDir } from "./content"
import { writeSiteFont } from "./font"
import { webManifest, type ManifestFacts } from "./manifest"
import { MANIFEST } from "../../shared/site-files"
import { writeShareAndIcons } from "./share-and-icons"
import type { Typeface } from "../../shared/fonts"
import { refuseServerFiles } from "../static-only"
import { isPreviewBuild } from "./preview"
import { siteAddress } from "../site-address"

/**
 * Writes a file of static/ only where it changed: under `npm start`, Gatsby copies each change to
 * public/ as it sees it, and the two copies a rewrite of the same bytes set off raced, one removing
 * the file the other had just removed ("ENOENT: unlink public/dialogs.css", develop failing to start).
 */
function writeChanged(file: string, data: string | Buffer): void {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(data))) return
  writeFileSync(file, data)
}

export const writeStaticFiles: GatsbyNode["onPreBootstrap"] = async ({ reporter, pathPrefix }) => {
  const staticDir = path.join(process.cwd(), "static")
  refuseServerFiles(staticDir, "static")
  // After the content check (onPreInit): site.json is there, and valid.
  const site = JSON.parse(readFileSync(path.join(contentDir(), "site.json"), "utf8")) as ManifestFacts & {
    typeface: Typeface
    shareImage: string
    icon: string
  }
  const font = await writeSiteFont(staticDir, site.typeface)
  if (font.written)
    reporter.info(`Font: cut to the page's characters and weights, ${(font.bytes / 1000).toFixed(1)} KB`)
  // Resolved from the project: Gatsby bundles this file, so its own `require` knows no packages.
  const project = createRequire(path.join(process.cwd(), "package.json"))
  writeChanged(
    path.join(staticDir, DIALOG_STYLESHEET),
    readFileSync(project.resolve("sweetalert2/dist/sweetalert2.min.css")),
  )
  writeChanged(path.join(staticDir, MANIFEST), webManifest(site))
  await writeShareAndIcons(staticDir, contentDir(), site)
  if (!writeEditor(staticDir)) {
    reporter.info("Content editor: not in a preview build (its sign-in is the site's alone).")
    return
  }
  await writePreview(path.join(staticDir, ADMIN_PATH), pathPrefix)
  if (!githubRepository())
    reporter.warn(
      "Content editor: no GitHub repository found (CMS_GITHUB_REPO, GITHUB_REPOSITORY or a github.com remote named origin); " +
        "/admin/ can only work with a local repository.",
    )
}

/**
 * The content editor into static/admin/, except in a preview: a branch's build on a public
 * address, where a sign-in would hand an editor's GitHub token to the branch's code.
 */
export function writeEditor(staticDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const adminDir = path.join(staticDir, ADMIN_PATH)
  rmSync(adminDir, { recursive: true, force: true })
  if (isPreviewBuild(env)) return false
  writeAdmin(adminDir, contentDir(), {
    // The local-repository sign-in asks for "the root folder of the … repository": this clone's folder.
    repo: githubRepository(env) ?? `local/${path.basename(process.cwd())}`,
    branch: env.CMS_GITHUB_BRANCH ?? env.GITHUB_REF_NAME ?? "main",
    oauthUrl: env.CMS_OAUTH_URL,
    siteUrl: siteAddress(env),
  })
  return true
}
