/**
 * onPreBootstrap: what the build writes into static/, so that `npm start` serves it and the build
 * copies it to public/ (all git-ignored): the agency's typeface cut to what the page shows,
 * sweetalert2's stylesheet for the dialogs, the web manifest, share images and icons from the
 * agency's content, and the content editor, whose configuration comes from the schemas just checked,
 * with its preview.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { DIALOG_STYLESHEET } from "../../shared/dialog-stylesheet"
import { ADMIN_PATH, writeAdmin } from "./admin"
import { githubRepository } from "../admin/repository"
import { writePreviewPane } from "../admin/preview-pane"
import { contentDir } from "./content"
import { writeSiteFont } from "./font"
import { webManifest, type ManifestFacts } from "./manifest"
import { MANIFEST } from "../../shared/site-files"
import { writeCaseStudyShareImages, writeShareAndIcons } from "./share-and-icons"
import type { Typeface } from "../../shared/fonts"
import { siteLanguages } from "../../shared/languages"
import { refuseServerFiles } from "../static-only"
import { isPreviewDeploy } from "./preview-deploy"
import { siteAddress } from "../site-address"
import { writeChanged } from "./write-changed"
import { PROJECTS_FILE } from "../../shared/case-studies"

export const writeStaticFiles: GatsbyNode["onPreBootstrap"] = async ({ reporter, pathPrefix }) => {
  const staticDir = path.join(process.cwd(), "static")
  refuseServerFiles(staticDir, "static")
  // After the content check (onPreInit): site.json is there, and valid.
  const site = JSON.parse(readFileSync(path.join(contentDir(), "site.json"), "utf8")) as ManifestFacts & {
    typeface: Typeface
    languages?: string[]
    shareImage: string
    icon: string
  }
  const font = await writeSiteFont(staticDir, site.typeface, siteLanguages(site))
  if (font.written)
    reporter.info(`Fonts: cut to the pages' characters and weights, ${(font.bytes / 1000).toFixed(1)} KB`)
  // Resolved from the project: Gatsby bundles this file, so its own `require` knows no packages.
  const project = createRequire(path.join(process.cwd(), "package.json"))
  writeChanged(
    path.join(staticDir, DIALOG_STYLESHEET),
    readFileSync(project.resolve("sweetalert2/dist/sweetalert2.min.css")),
  )
  writeChanged(path.join(staticDir, MANIFEST), webManifest(site))
  await writeShareAndIcons(staticDir, contentDir(), site)
  await writeCaseStudyShareImages(
    staticDir,
    contentDir(),
    JSON.parse(readFileSync(path.join(contentDir(), PROJECTS_FILE), "utf8")) as Parameters<
      typeof writeCaseStudyShareImages
    >[2],
  )
  if (!(await writeEditor(staticDir, process.env, (adminDir) => writePreviewPane(adminDir, pathPrefix)))) {
    reporter.info("Content editor: not in a preview build (its sign-in is the site's alone).")
    return
  }
  if (!githubRepository())
    reporter.warn(
      "Content editor: no GitHub repository found (CMS_GITHUB_REPO, GITHUB_REPOSITORY or a github.com remote named origin); " +
        "/admin/ can only work with a local repository.",
    )
}

/**
 * The content editor into static/admin/, with what `preview` adds (the pane, which the unit tests
 * leave out), except in a preview: a branch's build on a public address, where a sign-in would hand
 * an editor's GitHub token to the branch's code. Written beside it, then only what changed copied
 * in (syncFolder).
 */
export async function writeEditor(
  staticDir: string,
  env: NodeJS.ProcessEnv = process.env,
  preview: (adminDir: string) => Promise<void> = async () => {},
): Promise<boolean> {
  const adminDir = path.join(staticDir, ADMIN_PATH)
  if (isPreviewDeploy(env)) {
    rmSync(adminDir, { recursive: true, force: true })
    return false
  }
  const fresh = mkdtempSync(path.join(tmpdir(), "admin-"))
  try {
    writeAdmin(fresh, contentDir(), {
      // The local-repository sign-in asks for "the root folder of the … repository": this clone's folder.
      repo: githubRepository(env) ?? `local/${path.basename(process.cwd())}`,
      branch: env.CMS_GITHUB_BRANCH ?? env.GITHUB_REF_NAME ?? "main",
      oauthUrl: env.CMS_OAUTH_URL,
      siteUrl: siteAddress(env),
    })
    await preview(fresh)
    syncFolder(fresh, adminDir)
  } finally {
    rmSync(fresh, { recursive: true, force: true })
  }
  return true
}

/**
 * `to` made the same as `from`, writing what changed and removing what is gone: under `npm start`,
 * Gatsby copies static/ to public/ as it finds each file, and a folder removed and written again
 * under it failed develop's start ("ENOENT: lstat static/admin/chunks/react-dom.js").
 */
function syncFolder(from: string, to: string): void {
  const files = (folder: string) =>
    existsSync(folder)
      ? readdirSync(folder, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      : []
  const fresh = new Set(files(from))
  for (const file of files(to)) if (!fresh.has(file)) rmSync(path.join(to, file))
  for (const file of fresh) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true })
    writeChanged(path.join(to, file), readFileSync(path.join(from, file)))
  }
}
