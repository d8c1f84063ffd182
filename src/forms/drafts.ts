/**
 * The contact drafts kept in localStorage, one per tab, so that a reload or a crash loses nothing
 * and no tab ever overwrites or deletes another tab's words. Pure functions; useDraft does the I/O.
 * Loads with the page.
 */
import { draftFrom, EMPTY_DRAFT, isEmptyDraft, type ContactDraft } from "./form-values"

interface SavedDraft {
  draft: ContactDraft
  savedAt: number
}

/** Every tab's draft, by the tab's id (kept in that tab's sessionStorage, so it survives a reload). */
export type DraftBook = Record<string, SavedDraft>

/**
 * Abandoned drafts are forgotten after a week (on a shared computer, the next person should not
 * find them much later), and at most a handful are kept. The form says so (ContactForm).
 */
export const MAX_AGE_DAYS = 7
const MAX_AGE_MS = MAX_AGE_DAYS * 24 * 60 * 60 * 1000
const MAX_DRAFTS = 5

/** Reads the stored book defensively: storage holds whatever an older version or a person left there. */
export function parseBook(stored: string | null): DraftBook {
  const book: DraftBook = {}
  try {
    const drafts = (JSON.parse(stored ?? "{}") as { drafts?: Record<string, Partial<SavedDraft>> }).drafts
    for (const [tab, saved] of Object.entries(drafts ?? {})) {
      const draft = draftFrom(saved?.draft)
      if (!isEmptyDraft(draft)) book[tab] = { draft, savedAt: Number(saved.savedAt) || 0 }
    }
  } catch {
    // not JSON, or not a book: nothing to restore
  }
  return book
}

export function serializeBook(book: DraftBook): string | null {
  return Object.keys(book).length ? JSON.stringify({ drafts: book }) : null
}

/** This tab's own draft after a reload; in a new tab, the newest draft any tab left behind. */
export function draftToRestore(book: DraftBook, tab: string): ContactDraft {
  const own = book[tab]
  if (own) return own.draft
  const newest = Object.values(book).sort((a, b) => b.savedAt - a.savedAt)[0]
  return newest?.draft ?? EMPTY_DRAFT
}

/** The book with this tab's draft saved (or removed when empty), old and surplus drafts dropped. */
export function bookWith(book: DraftBook, tab: string, draft: ContactDraft, now: number): DraftBook {
  const others = Object.entries(book).filter(([id, saved]) => id !== tab && now - saved.savedAt < MAX_AGE_MS)
  if (!isEmptyDraft(draft)) others.push([tab, { draft, savedAt: now }])
  return Object.fromEntries(others.sort(([, a], [, b]) => b.savedAt - a.savedAt).slice(0, MAX_DRAFTS))
}

/** The words of a draft, as sent (each field trimmed). */
const words = ({ from_name, reply_to, message }: ContactDraft) =>
  [from_name, reply_to, message].map((field) => field.trim()).join("\n")

/** After a send: this tab's draft and any copy of the words sent go; other drafts stay. */
export function bookWithout(book: DraftBook, tab: string, sent: ContactDraft): DraftBook {
  return Object.fromEntries(
    Object.entries(book).filter(([id, saved]) => id !== tab && words(saved.draft) !== words(sent)),
  )
}
