import * as React from "react"

interface FieldProps {
  label: string
  name: string
  type?: "text" | "email"
  /** Rows for a multi-line text area; a single-line input when absent. */
  rows?: number
  autoComplete?: string
  maxLength?: number
  required?: boolean
  className?: string
  value?: string
  onChange?: (value: string) => void
}

const CONTROL =
  "mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-indigo-600 focus:outline-none dark:bg-slate-950 dark:text-white dark:ring-slate-700 dark:focus:ring-indigo-400"

/** A labelled form control: the visible label is also its accessible name. */
export function Field({ label, name, type = "text", rows, className = "", onChange, ...rest }: FieldProps) {
  const id = `field-${name}`
  const handleChange =
    onChange &&
    ((event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      event.target.setCustomValidity("") // a "blank" complaint from the form ends when the visitor types
      onChange(event.target.value)
    })
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
        {label}
      </label>
      {rows ? (
        <textarea id={id} name={name} rows={rows} className={`${CONTROL} resize-y`} onChange={handleChange} {...rest} />
      ) : (
        <input id={id} name={name} type={type} className={CONTROL} onChange={handleChange} {...rest} />
      )}
    </div>
  )
}
