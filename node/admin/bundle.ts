/**
 * Sveltia CMS's own bundle, copied from node_modules (the site's policy allows no third-party
 * scripts) with what it would fetch from CDNs served beside it, and one message reworded.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

const NODE_MODULES = path.join(process.cwd(), "node_modules")
export const BUNDLE_DIR = path.join(NODE_MODULES, "@sveltia", "cms", "dist")

/** The CMS's UI, monospace and icon fonts, which its bundle requests from jsDelivr's Fontsource CDN. */
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@([\d.]+)\/([a-z0-9-]+\.woff2)/g

/**
 * The bundle with its CDN fonts pointed at copies served beside it (fonts/), taken from the same
 * Fontsource releases on npm: editors' browsers then ask no third party for fonts, the icons
 * show when a network blocks CDNs, and /admin/'s policy keeps fonts to 'self'. A font the bundle
 * asks for that is not installed at that version stops the build, naming the package to add.
 */
export function selfHostFonts(bundle: string, fontsDir: string): string {
  mkdirSync(fontsDir, { recursive: true })
  return bundle.replace(
    CDN_FONT,
    (url, family: string, variable: string | undefined, version: string, file: string) => {
      const pkg = `@fontsource${variable ? "-variable" : ""}/${family}`
      const pkgDir = path.join(NODE_MODULES, pkg)
      const installed = existsSync(pkgDir)
        ? (JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string }).version
        : undefined
      if (installed !== version)
        throw new Error(
          `The content editor loads ${url}: install it with \`npm install --save-exact ${pkg}@${version}\``,
        )
      const local = `${family}-${file}`
      copyFileSync(path.join(pkgDir, "files", local), path.join(fontsDir, local))
      return `fonts/${local}`
    },
  )
}

/**
 * After a save the preview's check refuses (its alert says why, src/preview-pane/template.tsx), Sveltia
 * says there was an error and to try again later, which never helps: its words say what happened
 * instead, true of any failed save. A release that words it differently stops the build.
 */
export const SAVE_FAILED = "The entry was not saved. What you typed is still in the form."

export function saveFailedWords(bundle: string): string {
  const later = "description:`There was an error while saving the entry. Please try again later.`"
  if (bundle.split(later).length !== 2)
    throw new Error(
      "The content editor's bundle no longer words a failed save as node/admin/bundle.ts expects: look at how it does now",
    )
  return bundle.replace(later, `description:\`${SAVE_FAILED}\``)
}

/**
 * Sveltia loads Immutable.js, which preview templates are handed their entry in, from unpkg when a
 * template is first drawn; /admin/'s policy keeps scripts to 'self', so it loads the copy its own
 * package installed, served beside the bundle. A release that loads it differently stops the build.
 */
export function selfHostImmutable(bundle: string, outDir: string): string {
  const unpkg = "YW(`immutable`,`dist/immutable.es.js`)"
  if (bundle.split(unpkg).length !== 2)
    throw new Error(
      "The content editor's bundle no longer loads Immutable.js as node/admin/bundle.ts expects: look at how it does now",
    )
  const sveltia = createRequire(path.join(NODE_MODULES, "@sveltia", "cms", "package.json"))
  copyFileSync(sveltia.resolve("immutable/dist/immutable.es.js"), path.join(outDir, "immutable.js"))
  return bundle.replace(unpkg, "import(new URL(`immutable.js`,document.baseURI).href)")
}
