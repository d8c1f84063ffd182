/**
 * A preview build: a pull request's content, deployed by CI to a Cloudflare Pages preview address
 * for editors to check before it is published (.github/workflows/preview.yml, docs/publishing.md). It is
 * the site as it will be, except that search engines are told to leave it alone.
 */
export const isPreviewDeploy = (env: NodeJS.ProcessEnv = process.env): boolean => env.SITE_PREVIEW === "true"
