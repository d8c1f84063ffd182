import { readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { CONTENT_SOURCE, contentDir } from "./node/hooks/content"
import { hasEmailKeys, STAND_IN_PATH } from "./src/forms/settings"
import { emailStandIn } from "./node/develop/email-stand-in"
import { adminPage } from "./node/develop/admin-page"
import { siteAddress } from "./node/site-address"
import { sitemapEntry } from "./node/seo"
import { siteLanguages } from "./shared/languages"

const siteUrl = siteAddress()
const pathPrefix = process.env.PATH_PREFIX ?? ""
/**
 * The site's languages, for the sitemap's alternates. Read before the content check runs (onPreInit),
 * so a broken site.json reads as none here and the check names it; the build then stops there.
 */
function contentLanguages() {
  try {
    return siteLanguages(JSON.parse(readFileSync(path.join(contentDir(), "site.json"), "utf8")) as object)
  } catch {
    return siteLanguages({})
  }
}
const languages = contentLanguages()

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Used by `gatsby build --prefix-paths`, e.g. PATH_PREFIX=/agency-site for a GitHub Pages project site.
  pathPrefix,
  // Without e-mail keys, `gatsby develop` answers the contact and newsletter forms itself, so the
  // whole flow can be tried locally; messages land in .outbox/messages.jsonl. It also serves the
  // content editor's page, which the build writes to static/admin/.
  developMiddleware: (app: {
    use: (path: string, handler: ReturnType<typeof emailStandIn> | ReturnType<typeof adminPage>) => void
  }) => {
    if (!hasEmailKeys(process.env)) app.use(STAND_IN_PATH, emailStandIn(path.resolve(".outbox", "messages.jsonl")))
    app.use("/admin", adminPage(path.resolve("static", "admin", "index.html")))
  },
  // Writes the types on build too, so `tsc` works after a clean build. Outside src/: develop writes
  // them once it has started, and a change in src/ makes Tailwind rebuild the CSS, whose hot
  // reloads, several at once, raced the first page load into a runtime error.
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "gatsby-types.d.ts" },
  plugins: [
    "gatsby-plugin-postcss",
    // Each language's 404 page (/si/404/) stays out, as the first's does by the plugin's own rule;
    // each page lists itself in the site's other languages.
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/*/404/"],
        serialize: ({ path: page }: { path: string }) => sitemapEntry(page, languages, `${siteUrl}${pathPrefix}`),
      },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // AVIF, with the picture's own format (JPEG or PNG) for the few browsers without it (Safari
          // before 16.4, Edge before 121): every engine that reads WebP has read AVIF since 2024, and
          // a WebP copy of each cut was a third of every build's image work.
          formats: ["auto", "avif"],
          // The slot's own background shows until a picture arrives (components/Picture.tsx).
          placeholder: "none",
          quality: 72,
          // AVIF at 50 is still sharper than WebP at 72 (the hero: 42.5 against 32.6 dB PSNR), at
          // two thirds of the bytes (7.5 against 11.7 KB), and the hero is the phone's largest paint.
          avifOptions: { quality: 50 },
          // A picture cut to a slot (a cover, an avatar) keeps its centre: what the editor's preview
          // shows with object-fit (src/preview-pane/), and what an editor can plan a photo around.
          transformOptions: { cropFocus: "centre" },
        },
      },
    },
    {
      resolve: "gatsby-transformer-sharp",
      // A logo may be an SVG, which the page draws from its publicURL (Picture.tsx) where sharp
      // gives no childImageSharp: expected, so no warning for each one at every build.
      options: { checkSupportedExtensions: false },
    },
    {
      resolve: "gatsby-source-filesystem",
      // Its JSON files are read by gatsby-transformer-json through gatsby-node (readContentJson).
      options: { name: CONTENT_SOURCE, path: contentDir() },
    },
  ],
}

export default config
