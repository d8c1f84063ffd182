import { fill } from "./fill"
import type { Words } from "./words"

/** A page's title as a tab, a search result and a shared link show it (Seo, and the editor's preview). */
export const pageTitle = (words: Words, name: string, title?: string) =>
  fill(title ? words.page.pageTitle : words.page.homeTitle, { title: title ?? "", name })
