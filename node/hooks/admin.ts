/**
 * The content editor at /admin/ (node/admin/): Sveltia CMS's bundle, the page that loads it, and
 * its configuration generated from the content schemas. gatsby-node writes it into static/admin/,
 * which `npm start` serves and the build copies to public/admin/.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { cmsConfig, markHiddenSections, type CmsSettings } from "../content/cms-config"
import { siteLanguages } from "../../shared/languages"
import { DEFINITIONS_FILE } from "../../shared/json-schema"
import { contentSchemas } from "../content/validators"
import { ADMIN_CHECKS_SCRIPT } from "../content/refuse-files"
import { UNSAVED_WORK_SCRIPT } from "../admin/unsaved-work"
import { BUNDLE_DIR, saveFailedWords, selfHostFonts, selfHostImmutable } from "../admin/bundle"
import { adminPage } from "../admin/page"

export { ADMIN_PATH } from "../security-headers"

/** The editor's configuration for a content folder: its files' forms, in the site's languages. */
export function adminConfig(contentDir: string, settings: Omit<CmsSettings, "siteName">) {
  const schemas = contentSchemas()
  const definitions = schemas[DEFINITIONS_FILE] ?? {}
  const site = JSON.parse(readFileSync(path.join(contentDir, "site.json"), "utf8")) as {
    name: string
    sections: string[]
    languages?: string[]
  }
  return cmsConfig(schemas, markHiddenSections(definitions, site.sections), {
    ...settings,
    siteName: site.name,
    languages: siteLanguages(site),
  })
}

/** Writes the editor into `outDir` (public/admin or, for `npm start`, a folder the dev server serves). */
export function writeAdmin(outDir: string, contentDir: string, settings: Omit<CmsSettings, "siteName">): void {
  const config = adminConfig(contentDir, settings)

  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(path.join(outDir, "chunks"), { recursive: true })
  const bundle = readFileSync(path.join(BUNDLE_DIR, "sveltia-cms.js"), "utf8")
  writeFileSync(
    path.join(outDir, "sveltia-cms.js"),
    saveFailedWords(selfHostImmutable(selfHostFonts(bundle, path.join(outDir, "fonts")), outDir)),
  )
  // Chunks load on demand, next to the bundle; source maps stay behind (20 MB nobody needs).
  for (const chunk of readdirSync(path.join(BUNDLE_DIR, "chunks")).filter((file) => file.endsWith(".js")))
    copyFileSync(path.join(BUNDLE_DIR, "chunks", chunk), path.join(outDir, "chunks", chunk))
  writeFileSync(path.join(outDir, "config.json"), `${JSON.stringify(config, null, 2)}\n`)
  // Two calls in one file: the semicolon keeps the second from calling what the first returns.
  writeFileSync(path.join(outDir, "checks.js"), [ADMIN_CHECKS_SCRIPT, UNSAVED_WORK_SCRIPT].join(";\n"))
  writeFileSync(path.join(outDir, "index.html"), adminPage(String(config.app_title)))
}
