import { useCallback, useEffect, useRef, useState, type RefObject } from "react"
import { bookWith, bookWithout, draftToRestore, parseBook, serializeBook, type DraftBook } from "./drafts"
import { EMPTY_DRAFT, isEmptyDraft, readDraft, type ContactDraft } from "./form-values"

const DRAFT_KEY = "contact-draft"
const TAB_KEY = "contact-draft-tab"

/** This tab's id, kept in sessionStorage so it survives a reload; null where storage is blocked. */
function tabId(): string | null {
  try {
    let id = sessionStorage.getItem(TAB_KEY)
    if (!id) {
      id = Math.random().toString(36).slice(2)
      sessionStorage.setItem(TAB_KEY, id)
    }
    return id
  } catch {
    return null
  }
}

function readBook(): DraftBook {
  try {
    return parseBook(localStorage.getItem(DRAFT_KEY))
  } catch {
    return {}
  }
}

/** False when storage is blocked or full: the draft then lives only in the page. */
function writeBook(book: DraftBook): boolean {
  try {
    const text = serializeBook(book)
    if (text === null) localStorage.removeItem(DRAFT_KEY)
    else localStorage.setItem(DRAFT_KEY, text)
    return true
  } catch {
    return false
  }
}

/**
 * The contact form's fields, kept in this browser as the visitor types so that a reload or a crash
 * loses nothing (see drafts.ts for how tabs share the store). Text typed before the page was
 * interactive wins over a stored draft. `kept` says whether the last save really landed, so the
 * form never promises a draft it is not keeping.
 */
export function useDraft(formRef: RefObject<HTMLFormElement | null>) {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT)
  const [kept, setKept] = useState(false)
  const current = useRef<ContactDraft>(EMPTY_DRAFT)
  const tab = useRef<string | null>(null)

  const show = (next: ContactDraft) => {
    current.current = next
    setDraft(next)
  }
  const save = useCallback((next: ContactDraft) => {
    const id = tab.current
    setKept(id !== null && writeBook(bookWith(readBook(), id, next, Date.now())))
  }, [])

  useEffect(() => {
    tab.current = tabId()
    const typed = formRef.current ? readDraft(formRef.current) : EMPTY_DRAFT
    if (!isEmptyDraft(typed)) {
      show(typed)
      save(typed)
    } else {
      if (tab.current) show(draftToRestore(readBook(), tab.current))
      setKept(tab.current !== null)
    }
  }, [formRef, save])

  const update = useCallback(
    (field: keyof ContactDraft, value: string) => {
      const next = { ...current.current, [field]: value }
      show(next)
      save(next)
    },
    [save],
  )

  /** After a successful send: forget exactly the words that were sent, in every tab's entry. */
  const clear = useCallback((sent: ContactDraft) => {
    show(EMPTY_DRAFT)
    if (tab.current) writeBook(bookWithout(readBook(), tab.current, sent))
  }, [])

  return { draft, update, clear, kept }
}
