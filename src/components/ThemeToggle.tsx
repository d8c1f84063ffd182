import * as React from "react"
import { Icon } from "./Icon"
import { THEME_TOGGLE } from "../lib/theme"
import { useWords } from "../lib/words"

/**
 * The theme's own inline script switches on a click (src/lib/theme.ts), from the first paint on.
 * Icon and accessible name both come from CSS on the root's `dark` class, so they are right in the
 * server HTML, and React never renders a theme it cannot know on the server. Where scripts do not
 * run it could do nothing, so it is not shown.
 */
export function ThemeToggle() {
  const words = useWords()
  return (
    <button
      type="button"
      {...{ [THEME_TOGGLE]: "" }}
      className="inline-flex size-10 items-center noscript:hidden justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Icon name="moon" className="size-5 dark:hidden" />
      <Icon name="sun" className="hidden size-5 dark:block" />
      <span className="sr-only dark:hidden">{words.header.darkTheme}</span>
      <span className="sr-only hidden dark:inline">{words.header.lightTheme}</span>
    </button>
  )
}
