import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fontFile, SCRIPT_FONTS, scriptFontFile, TYPEFACES, type ScriptFont, type Typeface } from "../../shared/fonts"
import { contentSchemas, previewValidatorsSource } from "../content/validators"

/**
 * The editor's preview (src/preview-pane/): its side of the pane, and the page it draws, with the site's
 * React, stylesheet and typefaces, none of it in the page's own bundles; it carries the content
 * schemas, which it follows.
 */
export async function writePreviewPane(outDir: string, pathPrefix = ""): Promise<void> {
  // Required here from the project, not imported with the module: esbuild and Tailwind refuse to
  // load inside Jest's sandbox, where the rest of this file is tested, and Gatsby bundles this file.
  const project = createRequire(path.join(process.cwd(), "package.json"))
  const { build } = project("esbuild") as typeof import("esbuild")
  const postcss = project("postcss") as typeof import("postcss").default
  const tailwind = project("@tailwindcss/postcss") as typeof import("@tailwindcss/postcss").default
  const schemas = contentSchemas()
  const preview = path.join(outDir, "preview")
  const source = (file: string) => path.join(process.cwd(), "src", "preview-pane", file)
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
  // Each script's typeface whole, for a language the editor adds before the site is built again.
  for (const [language, { package: name, subset }] of Object.entries(SCRIPT_FONTS))
    copyFileSync(
      project.resolve(`@fontsource-variable/${name}/files/${name}-${subset}-wght-normal.woff2`),
      path.join(preview, scriptFontFile(language as ScriptFont)),
    )
}
