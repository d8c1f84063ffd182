/**
 * What the page's components take from Gatsby, for the editor's preview, which draws them without
 * Gatsby (node/admin/preview.ts builds it with this in place of "gatsby"): queries are the build's,
 * so a fragment is nothing here, and a path gets the site's prefix as Gatsby would give it.
 */
declare const __PATH_PREFIX__: string

export const graphql = (..._query: unknown[]): undefined => undefined

/** The frame's own copies of the site's files it may not read from the site (frame.tsx), by path. */
export const ownCopies = new Map<string, string>()

export const withPrefix = (path: string): string => ownCopies.get(path) ?? `${__PATH_PREFIX__}${path}`
