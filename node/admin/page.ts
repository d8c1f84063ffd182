/** The editor's page at /admin/: Sveltia's bundle, our checks, the preview, and the config they read. */
import { MAX_PROJECTS } from "../../shared/content-files"
import { SCRIPT_FONTS, scriptFontFile, unicodeRange, type ScriptFont } from "../../shared/fonts"

/**
 * The editor's own type for the scripts the site's languages may be written in: Sveltia's UI face
 * has Latin letters only, and a machine without a Sinhala or Tamil font drew its fields as boxes.
 * Each file (the preview's copy) is fetched only where its script is on the screen.
 */
const SCRIPT_FACES = (Object.keys(SCRIPT_FONTS) as ScriptFont[])
  .map((language) => {
    const { family, characters } = SCRIPT_FONTS[language]
    return `@font-face { font-family: "${family}"; font-weight: 100 900; src: url("preview${scriptFontFile(language)}") format("woff2"); unicode-range: ${unicodeRange(characters)}; }`
  })
  .join("\n      ")
const SCRIPT_FAMILIES = Object.values(SCRIPT_FONTS)
  .map(({ family }) => `"${family}"`)
  .join(", ")

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
      ${SCRIPT_FACES}
      /* Sveltia's own stack ("Source Sans 3" first), with the scripts' faces after it. */
      :root:root {
        --sui-font-family-default: "Source Sans 3", ${SCRIPT_FAMILIES}, system-ui, sans-serif;
      }
      /* Projects after the first ${MAX_PROJECTS} are kept but not shown: each says so in the list. */
      ${PROJECT_ENTRIES}:nth-child(n + ${MAX_PROJECTS + 1}) > .item > .item-body::before {
        content: "Not on the page: the carousel shows the top ${MAX_PROJECTS} projects. To show this one, drag it up by the handle (=) on its bar, or with the ↑ on its bar where there is no handle (a tablet).";
        display: block;
        margin: 8px 8px 0;
        padding: 6px 10px;
        border-left: 4px solid #b45309;
        font-weight: 600;
      }
      /* A list's bar stays at the top while its entries scroll by; a list inside an entry has a
         narrower one, which stuck over its list's and left that one's buttons half showing. */
      .item-list .toolbar.top {
        position: static;
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
