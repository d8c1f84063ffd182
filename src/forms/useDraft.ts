import { useCallback, useEffect, useState, type RefObject } from "react"
import { dropDraft, savedDraft, type DraftFields, type DraftForm } from "./drafts"

/** A form's fields by name, as typed, for the form's own field names `F`. */
type Draft<F extends string> = Record<F, string>

/**
 * A form's draft (drafts.ts), read back when the form mounts: text already in the fields (typed
 * before the page was interactive) wins over the tab's store. The inline script saves every
 * keystroke, so this hook only reads and clears. `kept` says whether a reload would keep the words.
 */
export function useDraft<F extends string>(
  form: DraftForm,
  formRef: RefObject<HTMLFormElement | null>,
  restore: (fields: DraftFields) => Draft<F>,
) {
  const [draft, setDraft] = useState<Draft<F>>(() => restore({}))
  const [kept, setKept] = useState(false)
  const saved = () => formRef.current?.getAttribute("data-draft-saved") === "true"

  useEffect(() => {
    const element = formRef.current
    const typed: DraftFields = {}
    if (element) for (const name of Object.keys(restore({}))) typed[name] = readField(element, name)
    const stored = Object.values(typed).some(Boolean) ? null : savedDraft(form)
    setDraft(restore(stored ?? typed))
    setKept(Boolean(stored) || saved())
    // Read once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const update = useCallback((field: F, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }))
    // The inline script has saved this keystroke already (it listens first) and left the outcome.
    setKept(saved())
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** After a send: the draft goes, here and in the tab. */
  const clear = useCallback(() => {
    setDraft(restore({}))
    dropDraft(form)
  }, [form, restore])

  return { draft, update, clear, kept }
}

/** A field's value in the form as it is now. */
export function readField(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name)
  return field && "value" in field ? String(field.value) : ""
}
