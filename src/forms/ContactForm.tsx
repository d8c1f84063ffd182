import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"
import { Field } from "../components/Field"
import { telHref } from "../lib/contact-links"
import { EARLY_SUBMIT } from "./early-submit"
import { blankField, CONTACT_FIELDS, contactDraft, contactParams, mailtoWithMessage } from "./form-values"
import { FormNotice } from "./FormNotice"
import { Honeypot } from "./Honeypot"
import { sendingAvailable } from "./availability"
import { readField, useDraft } from "./useDraft"
import { useSendForm } from "./useSendForm"
import { fill, fillParts, withLink } from "../lib/fill"
import { useWords } from "../lib/words"

interface ContactFormProps {
  /** Sent as `to_name`, so the e-mail template greets the agency by name. */
  agencyShortName: string
  agencyEmail: string
  agencyPhone: string
  replyWithin: string
}

/** The contact fields as they are in the form now (typed before the page was ready, too). */
const readDraft = (form: HTMLFormElement) =>
  contactDraft(Object.fromEntries(CONTACT_FIELDS.map(({ name }) => [name, readField(form, name)])))

export function ContactForm({ agencyShortName, agencyEmail, agencyPhone, replyWithin }: ContactFormProps) {
  const words = useWords().contactForm
  const formRef = React.useRef<HTMLFormElement>(null)
  const { draft, update, clear, kept } = useDraft("contact", formRef, contactDraft)
  const mailto = mailtoWithMessage(agencyEmail, draft, words)
  const { status, notice, onSubmit } = useSendForm({
    kind: "contact",
    formRef,
    honeypot: "company_website",
    validate: (form) => {
      const blank = blankField(readDraft(form))
      if (!blank) return true
      const field = form.elements.namedItem(blank.name) as HTMLInputElement
      field.setCustomValidity(words[blank.blank])
      field.reportValidity()
      return false
    },
    params: (form) => contactParams(readDraft(form), agencyShortName),
    onSent: clear,
    success: {
      icon: "success",
      title: words.sentTitle,
      paragraphs: [{ text: fill(words.sentText, { time: replyWithin }) }],
    },
    fallbackMailto: (form) => mailtoWithMessage(agencyEmail, readDraft(form), words),
  })
  const sending = status === "sending"

  return (
    // Without JavaScript, Send hands the fields to the visitor's mail program (a POST, so nothing
    // lands in the page's address); with it, useSendForm sends them and this action never runs.
    <form
      ref={formRef}
      aria-label={words.name}
      aria-busy={sending}
      action={`mailto:${agencyEmail}?subject=${encodeURIComponent(words.subject)}`}
      method="post"
      encType="text/plain"
      {...{ [EARLY_SUBMIT]: "hold" }}
      data-draft="contact"
      onSubmit={onSubmit}
      className={`group relative rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-opacity sm:p-8 dark:border-slate-800 dark:bg-slate-900 ${sending ? "opacity-60" : ""}`}
    >
      {/* A browser that runs scripts never shows this, and React does not hydrate inside a <noscript>:
          only the server HTML ("build-html") carries it, not the JavaScript every visitor downloads. */}
      <noscript>
        {process.env.BUILD_STAGE === "build-html" && (
          <p className="mb-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
            {fillParts(words.noScript, {
              email: (
                <a href={`mailto:${agencyEmail}`} className="font-semibold underline">
                  {agencyEmail}
                </a>
              ),
              phone: (
                <a href={telHref(agencyPhone)} className="font-semibold whitespace-nowrap underline">
                  {agencyPhone}
                </a>
              ),
            })}
          </p>
        )}
      </noscript>
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ limit, blank, label, title, ...field }) => (
          <Field
            key={field.name}
            {...field}
            label={words[label]}
            title={title && words[title]}
            maxLength={limit}
            required={Boolean(blank)}
            readOnly={sending}
            value={draft[field.name]}
            onChange={(value) => update(field.name, value)}
          />
        ))}
      </div>
      <Honeypot name="company_website" />
      {/* Shown while the early-submit script holds a submit (the form has EARLY_SUBMIT); useSendForm sends it once ready.
          The live region is there from the start, so the note is read out when it appears. */}
      <div role="status">
        <p className="mt-5 hidden rounded-xl bg-brand-soft p-4 text-sm text-brand group-data-[early-submit=held]:block">
          {words.early}
        </p>
      </div>
      {notice && <FormNotice notice={notice} mailto={mailto} keptAcrossReload={kept} />}
      {!sendingAvailable() && (
        <p className="mt-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
          {withLink(words.notConfigured, mailto)}
        </p>
      )}
      <div className="mt-6">
        <button
          type="submit"
          // Not `disabled`, which would drop focus to the page: a second submit is ignored (useSendForm),
          // and after a failure focus is still here.
          aria-disabled={sending}
          className={buttonClasses("primary", "w-full aria-disabled:cursor-wait sm:w-auto", "large")}
        >
          {sending ? words.sending : words.send}
        </button>
      </div>
    </form>
  )
}
