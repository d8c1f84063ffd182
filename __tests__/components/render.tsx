import * as React from "react"
import { render as renderPlain, type RenderOptions } from "@testing-library/react"
import { WordsProvider } from "../../src/lib/words"
import { content, words as readWords } from "../content"

/** The editors' words and details, as the page queries them: the tests follow whatever they say. */
export const words = readWords()
export const site = content<Queries.ContactDetailsFragment & { name: string }>("site.json")

/** Testing Library's render, inside the page's words. */
export const render = (ui: React.ReactElement, options?: RenderOptions) =>
  renderPlain(ui, {
    wrapper: ({ children }) => <WordsProvider value={words}>{children}</WordsProvider>,
    ...options,
  })
