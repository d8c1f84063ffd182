/**
 * The page's language, of the site's (shared/languages.ts), for what links within the site: a link
 * stays in the page's language, and the switcher leads to the same page in another.
 */
import * as React from "react"
import { withPrefix } from "gatsby"
import { pathIn, type Language } from "../../shared/languages"

export interface PageLanguage {
  language: Language
  /** The site's, its first at `/`. */
  languages: readonly Language[]
  /** The page's address in the site's first language ("/case-studies/x/"). */
  path: string
}

const PageLanguageContext = React.createContext<PageLanguage>({ language: "en", languages: ["en"], path: "/" })

export const PageLanguageProvider = PageLanguageContext.Provider

export const usePageLanguage = (): PageLanguage => React.useContext(PageLanguageContext)

/** An address in the site (before its path prefix), as a link from this page gives it: in this page's language. */
export function useLocalPath(): (path: string) => string {
  const { language, languages } = usePageLanguage()
  return (path) => withPrefix(pathIn(language, path, languages))
}
