/**
 * The content editor at /admin/: Sveltia CMS's own bundle copied from node_modules (the site's
 * policy allows no third-party scripts), a page that loads it, and its configuration generated
 * from the content schemas. gatsby-node writes it into static/admin/, which `npm start` serves and
 * the build copies to public/admin/.
 */
import { execFileSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fontFile, TYPEFACES, type Typeface } from "../../shared/fonts"
import { cmsConfig, type CmsSettings } from "../content/cms-config"
import { previewValidatorsSource } from "../content/validators"
import type { JsonSchema } from "../../shared/json-schema"
import { CONTENT_FILES, MAX_PROJECTS, SCHEMA_DIR } from "../../shared/content-files"
import { ADMIN_CHECKS_SCRIPT } from "../content/refuse-files"

export { ADMIN_PATH } from "../security-headers"

const NODE_MODULES = path.join(process.cwd(), "node_modules")
const BUNDLE_DIR = path.join(NODE_MODULES, "@sveltia", "cms", "dist")

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

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as JsonSchema

/** The GitHub repository (owner/name) a save commits to: set for CI, else read from the clone. */
export function githubRepository(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env.CMS_GITHUB_REPO ?? env.GITHUB_REPOSITORY
  if (named) return named
  try {
    const origin = execFileSync("git", ["remote", "get-url", "origin"], { encoding: "utf8", stdio: "pipe" })
    return /github\.com[:/]([^/\s]+\/[^/\s]+?)(?:\.git)?\s*$/.exec(origin)?.[1]
  } catch {
    return undefined
  }
}

/** Text as HTML shows it: a site name such as `</title><h1>…` stays a name. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The editor's entries of projects.json, as Sveltia CMS lays out a top-level list (not its tags). */
export const PROJECT_ENTRIES =
  'section[data-key-path="projects"] > .field-wrapper > .group > .inner > .item-list > .item-wrapper'

export function adminPage(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(title)}</title>
    <link href="config.json" type="application/json" rel="cms-config-url" />
    <style>
      /* Projects after the first ${MAX_PROJECTS} are kept but not shown: each says so in the list. */
      ${PROJECT_ENTRIES}:nth-child(n + ${MAX_PROJECTS + 1}) > .item > .item-body::before {
        content: "Not on the page: the carousel shows the top ${MAX_PROJECTS} projects. To show this one, drag it up by the handle (=) on its bar, or with the ↑ on its bar where there is no handle (a tablet).";
        display: block;
        margin: 8px 8px 0;
        padding: 6px 10px;
        border-left: 4px solid #b45309;
        font-weight: 600;
      }
    </style>
  </head>
  <body>
    <script src="checks.js"></script>
    <script src="sveltia-cms.js"></script>
    <script src="preview/editor.js"></script>
  </body>
</html>
`
}

/**
 * After a save the preview's check refuses (its alert says why, src/preview/template.tsx), Sveltia
 * says there was an error and to try again later, which never helps: its words say what happened
 * instead, true of any failed save. A release that words it differently stops the build.
 */
export const SAVE_FAILED = "The entry was not saved. What you typed is still in the form."

function saveFailedWords(bundle: string): string {
  const later = "description:`There was an error while saving the entry. Please try again later.`"
  if (bundle.split(later).length !== 2)
    throw new Error(
      "The content editor's bundle no longer words a failed save as node/hooks/admin.ts expects: look at how it does now",
    )
  return bundle.replace(later, `description:\`${SAVE_FAILED}\``)
}

/**
 * Sveltia loads Immutable.js, which preview templates are handed their entry in, from unpkg when a
 * template is first drawn; /admin/'s policy keeps scripts to 'self', so it loads the copy its own
 * package installed, served beside the bundle. A release that loads it differently stops the build.
 */
function selfHostImmutable(bundle: string, outDir: string): string {
  const unpkg = "YW(`immutable`,`dist/immutable.es.js`)"
  if (bundle.split(unpkg).length !== 2)
    throw new Error(
      "The content editor's bundle no longer loads Immutable.js as node/hooks/admin.ts expects: look at how it does now",
    )
  const sveltia = createRequire(path.join(NODE_MODULES, "@sveltia", "cms", "package.json"))
  copyFileSync(sveltia.resolve("immutable/dist/immutable.es.js"), path.join(outDir, "immutable.js"))
  return bundle.replace(unpkg, "import(new URL(`immutable.js`,document.baseURI).href)")
}

/**
 * The editor's preview (src/preview/): its side of the pane, and the page it draws, with the site's
 * React, stylesheet and typefaces, none of it in the page's own bundles; it carries the content
 * schemas, which it follows.
 */
export async function writePreview(outDir: string, pathPrefix = ""): Promise<void> {
  // Required here from the project, not imported with the module: esbuild and Tailwind refuse to
  // load inside Jest's sandbox, where the rest of this file is tested, and Gatsby bundles this file.
  const project = createRequire(path.join(process.cwd(), "package.json"))
  const { build } = project("esbuild") as typeof import("esbuild")
  const postcss = project("postcss") as typeof import("postcss").default
  const tailwind = project("@tailwindcss/postcss") as typeof import("@tailwindcss/postcss").default
  const schemas = Object.fromEntries(
    [...CONTENT_FILES.map(({ schema }) => schema), "definitions.schema.json"].map((name) => [
      name,
      readJson(path.join(SCHEMA_DIR, name)),
    ]),
  )
  const preview = path.join(outDir, "preview")
  const source = (file: string) => path.join(process.cwd(), "src", "preview", file)
  const common = { bundle: true, minify: true, format: "iife", target: "es2022", logLevel: "error" } as const
  await build({
    ...common,
    entryPoints: [source("template.tsx")],
    outfile: path.join(preview, "editor.js"),
    define: { "process.env.NODE_ENV": '"production"', __CONTENT_SCHEMAS__: JSON.stringify(schemas) },
    // The schemas' validators as code, from the check's own Ajv: /admin/'s policy compiles none in the browser.
    plugins: [
      {
        name: "content-validators",
        setup: (editor) => {
          editor.onResolve({ filter: /^content-validators$/ }, ({ path }) => ({ path, namespace: "validators" }))
          editor.onLoad({ filter: /.*/, namespace: "validators" }, () => ({
            contents: previewValidatorsSource(schemas),
            resolveDir: process.cwd(),
          }))
        },
      },
    ],
  })
  await build({
    ...common,
    entryPoints: [source("frame.tsx")],
    outfile: path.join(preview, "page.js"),
    alias: { gatsby: source("gatsby.ts") },
    jsx: "automatic",
    // The build's own settings, as Gatsby inlines them into the page (the forms' e-mail service).
    define: {
      "process.env": "{}",
      "process.env.NODE_ENV": '"production"',
      ...Object.fromEntries(
        Object.entries(process.env)
          .filter(([name]) => name.startsWith("GATSBY_"))
          .map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
      ),
      __PATH_PREFIX__: JSON.stringify(pathPrefix),
    },
  })
  const stylesheet = path.join(process.cwd(), "src", "styles", "global.css")
  const css = await postcss([tailwind()]).process(readFileSync(stylesheet, "utf8"), { from: stylesheet })
  writeFileSync(path.join(preview, "page.css"), css.css)
  mkdirSync(path.join(preview, "fonts"), { recursive: true })
  for (const typeface of Object.keys(TYPEFACES) as Typeface[])
    copyFileSync(
      project.resolve(`@fontsource-variable/${typeface}/files/${typeface}-latin-wght-normal.woff2`),
      path.join(preview, fontFile(typeface)),
    )
}

/** Writes the editor into `outDir` (public/admin or, for `npm start`, a folder the dev server serves). */
export function writeAdmin(outDir: string, contentDir: string, settings: Omit<CmsSettings, "siteName">): void {
  const schemaDir = SCHEMA_DIR
  const schemas = Object.fromEntries(
    CONTENT_FILES.map(({ schema }) => [schema, readJson(path.join(schemaDir, schema))]),
  )
  const definitions = readJson(path.join(schemaDir, "definitions.schema.json"))
  const siteName = (JSON.parse(readFileSync(path.join(contentDir, "site.json"), "utf8")) as { name: string }).name
  const config = cmsConfig(schemas, definitions, { ...settings, siteName })

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
  writeFileSync(path.join(outDir, "checks.js"), ADMIN_CHECKS_SCRIPT)
  writeFileSync(path.join(outDir, "index.html"), adminPage(`${siteName}: content`))
}
