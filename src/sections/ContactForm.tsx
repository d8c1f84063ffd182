import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"
import { Field } from "../components/Field"

interface ContactFormProps {
  /** Sent as `to_name`, so the e-mail template greets the agency by name. */
  agencyShortName: string
}

export function ContactForm({ agencyShortName }: ContactFormProps) {
  return (
    <form
      aria-label="Send us a message"
      className="relative rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your name" name="from_name" autoComplete="name" maxLength={100} required />
        <Field label="E-mail" name="reply_to" type="email" autoComplete="email" maxLength={254} required />
        <Field label="Message" name="message" rows={8} maxLength={5000} required className="sm:col-span-2" />
      </div>
      <input type="hidden" name="to_name" value={agencyShortName} />
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute top-0 left-0 size-px overflow-hidden opacity-0">
        <label>
          Company website
          <input type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <button type="submit" className={buttonClasses("primary", "mt-6 w-full px-6 py-3 text-base sm:w-auto")}>
        Send message
      </button>
    </form>
  )
}
