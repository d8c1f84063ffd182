import * as React from "react"
import { useEffect } from "react"
import { drafts, STORE_KEY, type DraftFields } from "./drafts"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"

/** How long ago `at` was, in days as the browser says them: "today", "yesterday", "3 days ago". */
export function timeAgo(at: number, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - at) / 86_400_000))
  return new Intl.RelativeTimeFormat("en", { numeric: "auto" }).format(-days, "day")
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
  const say = useWords().contactForm
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
        say.clearedElsewhere
      ) : (
        <>
          {fill(say.restored, { when: timeAgo(restoredAt) })}{" "}
          <button type="button" onClick={onDiscard} className="font-semibold underline">
            {say.discardRestored}
          </button>
        </>
      )}
    </p>
  )
}
