import * as React from "react"
import { useWords } from "../lib/words"

export function SkipLink() {
  const words = useWords()
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {words.page.skipLink}
    </a>
  )
}
