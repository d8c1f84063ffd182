import * as React from "react"
import { withPrefix } from "gatsby"
import { usePageLanguage } from "../lib/page-language"
import { rememberLanguage } from "../lib/language-choice"
import { useWords } from "../lib/words"
import { LANGUAGES, pathIn } from "../../shared/languages"

/**
 * The same page in each of the site's languages, each named in itself: plain links, which work
 * without script and never move a visitor on their own; the one followed is remembered, to be
 * offered again (LanguageOffer). Nothing on a site of one language.
 */
export function LanguageSwitcher({
  className = "",
  linkClassName = "",
}: {
  className?: string
  linkClassName?: string
}) {
  const words = useWords()
  const { language, languages, path } = usePageLanguage()
  if (languages.length < 2) return null
  return (
    <nav aria-label={words.header.languages} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {languages.map((other) => (
          <li key={other}>
            <a
              href={withPrefix(pathIn(other, path, languages))}
              lang={other}
              hrefLang={other}
              aria-current={other === language ? "page" : undefined}
              onClick={() => rememberLanguage(other)}
              className={`${linkClassName} aria-[current=page]:font-semibold aria-[current=page]:text-slate-900 dark:aria-[current=page]:text-white`}
            >
              {LANGUAGES[other].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
