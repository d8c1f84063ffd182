/** The path prefix of a GitHub Pages project site, and where npm run build:prefix keeps that build. */
export const PREFIX = "/agency-site"
export const PREFIXED_DIR = "test-results/prefixed-build"
