import { writeFileSync } from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { isPreviewDeploy } from "./preview-deploy"

/**
 * robots.txt needs the sitemap's absolute address, which depends on the configured site URL. A
 * preview of unpublished content (a pull request's deploy) asks every crawler to stay out.
 */
export async function writeRobots({ graphql, pathPrefix }: Pick<BuildArgs, "graphql" | "pathPrefix">) {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query SiteUrlForRobots {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site.siteMetadata.siteUrl ?? ""
  writeFileSync(path.join(process.cwd(), "public", "robots.txt"), robotsTxt(siteUrl, pathPrefix, isPreviewDeploy()))
}

export const robotsTxt = (siteUrl: string, pathPrefix: string, preview: boolean): string =>
  preview
    ? "User-agent: *\nDisallow: /\n"
    : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${pathPrefix}/sitemap-index.xml\n`
