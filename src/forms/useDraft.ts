import { useCallback, useEffect, useState, type RefObject } from "react"
import { drafts, type DraftFields, type DraftForm } from "./drafts"

/** A form's text fields by name, as typed, for the form's own field names `F`. */
type Draft<F extends string> = Record<F, string>

/**
 * A form's draft (drafts.ts): what the visitor typed, read back when the form mounts. Text already
 * in the fields (typed before the page was interactive) wins over the store; the inline script
 * saves every keystroke, so this hook only reads, clears and tells whether saving works. `kept` says whether saving works, so
 * the form never promises a draft it is not keeping. `restoredAt` is when a draft given back from
 * the store was typed (until the visitor changes it), for the form to say whose it may be; 0 once
 * another tab sent or discarded those words (`clearGone`), which are then cleared here rather
 * than sent a second time.
 */
export function useDraft<F extends string>(
  form: DraftForm,
  formRef: RefObject<HTMLFormElement | null>,
  restore: (fields: DraftFields) => Draft<F>,
) {
  const [draft, setDraft] = useState<Draft<F>>(() => restore({}))
  const [kept, setKept] = useState(false)
  const [restoredAt, setRestoredAt] = useState<number | null>(null)

  useEffect(() => {
    const store = drafts()
    const element = formRef.current
    const typed: DraftFields = {}
    if (element) for (const name of Object.keys(restore({}))) typed[name] = readField(element, name)
    const entry = Object.values(typed).some(Boolean) ? null : store.entry(form)
    setDraft(restore(entry?.fields ?? typed))
    if (entry && Object.values(entry.fields).some(Boolean)) setRestoredAt(entry.at)
    setKept(store.works())
    // Read once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const update = useCallback(
    (field: F, value: string) => {
      setRestoredAt(null)
      setDraft((current) => ({ ...current, [field]: value }))
      // The inline script has saved this keystroke already (it listens first) and left the outcome.
      setKept(formRef.current?.getAttribute("data-draft-saved") !== "false")
    },
    [formRef],
  )

  /** After a send or a discard of `words`: the draft goes, here and in the store. */
  const clear = useCallback(
    (words: Draft<F>) => {
      setDraft(restore({}))
      setRestoredAt(null)
      drafts().clear(form, words)
    },
    [form, restore],
  )

  /** A discarded draft back, here and in the store (once it is in the fields, which the store reads). */
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (saving && formRef.current) drafts().save(formRef.current)
    setSaving(false)
  }, [saving, formRef])
  const bringBack = useCallback((back: Draft<F>) => {
    setDraft(back)
    setSaving(true)
  }, [])

  const clearGone = useCallback(() => {
    setDraft(restore({}))
    setRestoredAt(0)
  }, [restore])

  return { draft, update, clear, bringBack, kept, restoredAt, clearGone }
}

/** A field's value in the form as it is now. */
export function readField(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name)
  return field && "value" in field ? String(field.value) : ""
}
