import * as React from "react"
import { withPrefix } from "gatsby"
import { Icon } from "../components/Icon"
import { usePageLanguage } from "../lib/page-language"
import { rememberedLanguage, rememberLanguage } from "../lib/language-choice"
import { useWords } from "../lib/words"
import { isLanguage, LANGUAGES, pathIn, type Language } from "../../shared/languages"

/**
 * On a page in another language than the one the visitor chose before, the same page in theirs,
 * offered and never imposed: a link, named in its language, and a button to stay in this one
 * (named in this one), which is then remembered instead. Fixed at the screen's foot, it moves
 * nothing as it appears after the page is drawn; without script or a choice, there is none.
 */
export function LanguageOffer() {
  const words = useWords()
  const { language, languages, path } = usePageLanguage()
  const [offered, setOffered] = React.useState<Language>()
  React.useEffect(() => {
    const chosen = rememberedLanguage()
    if (isLanguage(chosen) && chosen !== language && languages.includes(chosen)) setOffered(chosen)
  }, [language, languages])
  if (!offered) return null
  const stay = () => {
    rememberLanguage(language)
    setOffered(undefined)
  }
  return (
    <aside
      aria-label={words.header.languages}
      className="fixed bottom-4 start-4 z-30 flex items-center gap-1 rounded-full border border-slate-200 bg-white p-1 shadow-lg print:hidden dark:border-slate-700 dark:bg-slate-900"
    >
      <a
        href={withPrefix(pathIn(offered, path, languages))}
        lang={offered}
        hrefLang={offered}
        onClick={() => rememberLanguage(offered)}
        className="flex min-h-10 items-center gap-2 rounded-full px-4 font-semibold text-brand hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {LANGUAGES[offered].name}
        <Icon name="arrowRight" className="size-4 rtl:rotate-180" />
      </a>
      <button
        type="button"
        lang={language}
        aria-label={LANGUAGES[language].name}
        onClick={stay}
        className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Icon name="close" className="size-4" />
      </button>
    </aside>
  )
}
