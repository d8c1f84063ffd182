import * as React from "react"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"
import { usePageLanguage } from "../lib/page-language"

interface FieldProps {
  label: string
  name: string
  type?: "text" | "email" | "tel"
  /** Rows for a multi-line text area; a single-line input when absent. */
  rows?: number
  autoComplete?: string
  pattern?: string
  title?: string
  maxLength?: number
  required?: boolean
  /** While the form sends: what goes out is what the field shows, so it cannot change meanwhile. */
  readOnly?: boolean
  className?: string
  value?: string
  onChange?: (value: string) => void
}

/**
 * The edge and focus of every text control. A real border and the page's one focus outline
 * (global.css), not box-shadow rings: forced colours (Windows high contrast) keep borders and
 * outlines, and drop shadows, which would leave the fields invisible there.
 */
export const TEXT_CONTROL =
  "border border-slate-500 bg-white text-slate-900 placeholder:text-slate-500 focus-visible:outline-offset-0 dark:border-slate-500 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"

const CONTROL = `mt-2 block w-full rounded-xl px-4 py-3 read-only:cursor-wait ${TEXT_CONTROL}`

/**
 * A labelled form control: the visible label is also its accessible name. A multi-line field with
 * a `maxLength` shows how much of it is used, so the limit is seen before it is hit, and says so
 * when a paste was longer than the room left (the browser keeps only what fits, in silence).
 */
export function Field({ label, name, type = "text", rows, className = "", onChange, ...rest }: FieldProps) {
  const id = `field-${name}`
  const words = useWords().contactForm
  // Numbers as the page's language writes them.
  const { language } = usePageLanguage()
  const formatNumber = (n: number) => n.toLocaleString(language)
  const [cut, setCut] = React.useState(false)
  const { maxLength, value = "" } = rest
  const counted = Boolean(rows && maxLength)
  const handleChange =
    onChange &&
    ((event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      event.target.setCustomValidity("") // a "blank" complaint from the form ends when the visitor types
      if (maxLength && event.target.value.length < maxLength) setCut(false)
      onChange(event.target.value)
    })
  const handlePaste = (event: React.ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget
    const room = field.maxLength - field.value.length + ((field.selectionEnd ?? 0) - (field.selectionStart ?? 0))
    if (field.maxLength >= 0 && event.clipboardData.getData("text").length > room) setCut(true)
  }
  const countId = `${id}-count`
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          name={name}
          rows={rows}
          className={`${CONTROL} resize-y`}
          // A sentence in Arabic or Hebrew reads right to left, its full stop on its left.
          dir="auto"
          onChange={handleChange}
          onPaste={handlePaste}
          aria-describedby={counted ? countId : undefined}
          {...rest}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          className={CONTROL}
          dir="auto"
          onChange={handleChange}
          onPaste={handlePaste}
          {...rest}
        />
      )}
      {counted && maxLength && (
        <p id={countId} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          {fill(words.characters, { used: formatNumber(value.length), limit: formatNumber(maxLength) })}
        </p>
      )}
      {/* A live region that is always there, so the note is read out when it appears. */}
      <p role="status" className="text-sm font-medium text-amber-800 empty:hidden dark:text-amber-300">
        {cut && fill(words.pasteCut, { limit: formatNumber(maxLength ?? 0) })}
      </p>
    </div>
  )
}
