import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"
import { Field } from "../components/Field"
import { Honeypot } from "../components/Honeypot"
import { useDraft } from "../hooks/useDraft"
import { useSendForm } from "../hooks/useSendForm"
import { OfflineNotice } from "../components/OfflineNotice"
import { sendingAvailable } from "../lib/email-settings"
import { blankField, contactParams, LIMITS, mailtoWithMessage, type ContactDraft } from "../lib/send-form"

interface ContactFormProps {
  /** Sent as `to_name`, so the e-mail template greets the agency by name. */
  agencyShortName: string
  agencyEmail: string
  replyWithinHours: number
}

const FIELDS: {
  name: keyof ContactDraft
  label: string
  type?: "email"
  autoComplete?: string
  rows?: number
  className?: string
}[] = [
  { name: "from_name", label: "Your name", autoComplete: "name" },
  { name: "reply_to", label: "E-mail", type: "email", autoComplete: "email" },
  { name: "message", label: "Message", rows: 8, className: "sm:col-span-2" },
]

const BLANK_MESSAGES = {
  from_name: "Please enter your name.",
  reply_to: "Please enter your e-mail address.",
  message: "Please write a message.",
}

export function ContactForm({ agencyShortName, agencyEmail, replyWithinHours }: ContactFormProps) {
  const [draft, update, clearDraft] = useDraft()
  const mailto = mailtoWithMessage(agencyEmail, draft)
  const { status, offline, onSubmit } = useSendForm({
    kind: "contact",
    honeypot: "company_website",
    validate: (form) => {
      const blank = blankField(draft)
      if (!blank) return true
      const field = form.elements.namedItem(blank) as HTMLInputElement
      field.setCustomValidity(BLANK_MESSAGES[blank])
      field.reportValidity()
      return false
    },
    params: () => contactParams(draft, agencyShortName),
    onSent: clearDraft,
    success: {
      icon: "success",
      title: "Form Submitted!",
      paragraphs: [{ text: `We will reach out to you within ${replyWithinHours} hours` }],
    },
    fallbackMailto: () => mailto,
  })
  const sending = status === "sending"

  return (
    <form
      aria-label="Send us a message"
      aria-busy={sending}
      onSubmit={onSubmit}
      className={`relative rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-opacity sm:p-8 dark:border-slate-800 dark:bg-slate-900 ${sending ? "opacity-60" : ""}`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            {...field}
            maxLength={LIMITS[field.name]}
            required
            value={draft[field.name]}
            onChange={(value) => update(field.name, value)}
          />
        ))}
      </div>
      <input type="hidden" name="to_name" value={agencyShortName} />
      <Honeypot name="company_website" />
      {offline && <OfflineNotice mailto={mailto} />}
      {!sendingAvailable() && (
        <p className="mt-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
          Online sending is not set up on this copy of the site yet. Please{" "}
          <a href={mailto} className="font-semibold underline">
            send your message by e-mail
          </a>{" "}
          instead: it opens with what you have written.
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={sending}
          className={buttonClasses("primary", "w-full px-6 py-3 text-base disabled:cursor-wait sm:w-auto")}
        >
          {sending ? "Sending..." : "Send message"}
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Your draft is kept in this browser until it is sent.
        </p>
      </div>
    </form>
  )
}
