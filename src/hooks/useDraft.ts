import { useCallback, useEffect, useRef, useState } from "react"
import { EMPTY_DRAFT, parseDraft, type ContactDraft } from "../lib/send-form"

const DRAFT_KEY = "contact-draft"

/**
 * The contact form's fields, kept in localStorage as the visitor types so that a reload or a
 * crash loses nothing. Only `clear` (after a successful send) forgets them.
 */
export function useDraft(): [ContactDraft, (field: keyof ContactDraft, value: string) => void, () => void] {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT)
  const restored = useRef(false)

  useEffect(() => {
    try {
      setDraft(parseDraft(localStorage.getItem(DRAFT_KEY)))
    } catch {
      // storage blocked: the draft lives only in the page
    }
    restored.current = true
  }, [])

  useEffect(() => {
    if (!restored.current) return // do not overwrite a stored draft before it is read
    try {
      if (draft === EMPTY_DRAFT) localStorage.removeItem(DRAFT_KEY)
      else localStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
    } catch {
      // storage full or blocked: nothing more we can do
    }
  }, [draft])

  const update = useCallback(
    (field: keyof ContactDraft, value: string) => setDraft((current) => ({ ...current, [field]: value })),
    [],
  )
  const clear = useCallback(() => setDraft(EMPTY_DRAFT), [])
  return [draft, update, clear]
}
