import * as React from "react"
import { useEffect } from "react"
import { drafts, STORE_KEY, type DraftFields } from "./drafts"

/** How long ago `at` was, in days as a person says them: "today", "yesterday", "3 days ago". */
export function timeAgo(at: number, now = Date.now()): string {
  const days = Math.floor((now - at) / 86_400_000)
  return days > 0 ? new Intl.RelativeTimeFormat("en", { numeric: "auto" }).format(-days, "day") : "today"
}

interface DraftNoteProps {
  /** When the draft given back was typed; 0 once another tab sent or discarded it. */
  restoredAt: number
  /** What the form shows. */
  words: DraftFields
  onDiscard: () => void
  /** Another tab sent or discarded the words given back: the form clears them. */
  onGone: () => void
}

/**
 * Above the contact form's fields: words given back by this browser may be someone else's (a
 * shared computer), so their age and a way to drop them; or why they were cleared, when another
 * tab sent them. Only visitors given a draft need it, so it is its own chunk (ContactForm.tsx).
 */
export default function DraftNote({ restoredAt, words, onDiscard, onGone }: DraftNoteProps): React.ReactElement | null {
  useEffect(() => {
    if (!restoredAt) return
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORE_KEY && !drafts().holds("contact", words)) onGone()
    }
    addEventListener("storage", onStorage)
    return () => removeEventListener("storage", onStorage)
  }, [restoredAt, words, onGone])
  return (
    <p className="mb-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
      {!restoredAt ? (
        "Sent or discarded in another tab, so cleared here."
      ) : (
        <>
          Restored: typed in this browser {timeAgo(restoredAt)}. Not yours?{" "}
          <button type="button" onClick={onDiscard} className="font-semibold underline">
            Discard it
          </button>
        </>
      )}
    </p>
  )
}
