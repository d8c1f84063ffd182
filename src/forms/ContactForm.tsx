import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"
import { Field } from "../components/Field"
import { telHref } from "../lib/contact-links"
import { EARLY_SUBMIT } from "./early-submit"
import {
  blankField,
  CONTACT_FIELDS,
  contactDraft,
  contactParams,
  isEmptyDraft,
  mailtoWithMessage,
  type ContactDraft,
} from "./form-values"
import { MAX_AGE_DAYS } from "./drafts"
import { FormNotice } from "./FormNotice"
import { Honeypot } from "./Honeypot"
import { sendingAvailable } from "./availability"
import { readField, useDraft } from "./useDraft"
import { useSendForm } from "./useSendForm"
import { fill, fillParts, withLink } from "../lib/fill"
import { useWords } from "../lib/words"

// Where its file cannot download (offline, or gone after a deploy), no note rather than no form.
const DraftNote = React.lazy(() =>
  import(/* webpackChunkName: "draft-note" */ "./DraftNote").catch(() => ({ default: () => null })),
)

interface ContactFormProps {
  /** Sent as `to_name`, so the e-mail template greets the agency by name. */
  agencyShortName: string
  agencyEmail: string
  agencyPhone: string
  replyWithinHours: number
}

const SMALL_BUTTON =
  "text-xs font-semibold text-slate-700 underline underline-offset-2 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"

/** The contact fields as they are in the form now (typed before the page was ready, too). */
const readDraft = (form: HTMLFormElement) =>
  contactDraft(Object.fromEntries(CONTACT_FIELDS.map(({ name }) => [name, readField(form, name)])))

export function ContactForm({ agencyShortName, agencyEmail, agencyPhone, replyWithinHours }: ContactFormProps) {
  const words = useWords().contactForm
  const formRef = React.useRef<HTMLFormElement>(null)
  const { draft, update, clear, bringBack, kept, restoredAt, clearGone } = useDraft("contact", formRef, contactDraft)
  const [discarded, setDiscarded] = React.useState<ContactDraft | null>(null)
  const undo = React.useRef<HTMLButtonElement>(null)
  React.useEffect(() => {
    if (discarded) undo.current?.focus()
  }, [discarded])
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
    onSent: (form) => clear(readDraft(form)),
    success: {
      icon: "success",
      title: words.sentTitle,
      paragraphs: [{ text: fill(words.sentText, { hours: replyWithinHours }) }],
    },
    fallbackMailto: (form) => mailtoWithMessage(agencyEmail, readDraft(form), words),
  })
  const sending = status === "sending"
  const discard = () => {
    setDiscarded(draft)
    clear(draft)
  }

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
      {/* A live region, so the note on a draft given back is heard too. */}
      <div role="status">
        {restoredAt !== null && (
          <React.Suspense>
            <DraftNote restoredAt={restoredAt} words={draft} onDiscard={discard} onGone={clearGone} />
          </React.Suspense>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ limit, blank: _, label, title, ...field }) => (
          <Field
            key={field.name}
            {...field}
            label={words[label]}
            title={title && words[title]}
            maxLength={limit}
            required
            readOnly={sending}
            value={draft[field.name]}
            onChange={(value) => {
              update(field.name, value)
              setDiscarded(null)
            }}
          />
        ))}
      </div>
      <Honeypot name="company_website" />
      {/* Shown while the early-submit script holds a submit (the form has EARLY_SUBMIT); useSendForm sends it once ready.
          The live region is there from the start, so the note is read out when it appears. */}
      <div role="status">
        <p className="mt-5 hidden rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900 group-data-[early-submit=held]:block dark:bg-indigo-400/10 dark:text-indigo-200">
          {words.early}
        </p>
      </div>
      {notice && <FormNotice notice={notice} mailto={mailto} keptAcrossReload={kept} />}
      {!sendingAvailable() && (
        <p className="mt-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
          {withLink(words.notConfigured, mailto)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          // Not `disabled`, which would drop focus to the page: a second submit is ignored (useSendForm),
          // and after a failure focus is still here.
          aria-disabled={sending}
          className={buttonClasses("primary", "w-full aria-disabled:cursor-wait sm:w-auto", "large")}
        >
          {sending ? words.sending : words.send}
        </button>
        {/* Hidden, not removed, while storage will not take the draft: the line keeps its place. */}
        <p aria-hidden={!kept} className={`text-xs text-slate-600 dark:text-slate-400 ${kept ? "" : "invisible"}`}>
          {fill(words.draftKept, { days: MAX_AGE_DAYS })}
        </p>
        {/* On a shared computer the next person should not find it: it can go at once, and come
            back with Undo (which takes focus, so a second Enter undoes a slip) until they type again. */}
        {!isEmptyDraft(draft) ? (
          <button type="button" onClick={discard} className={SMALL_BUTTON}>
            {words.discard}
          </button>
        ) : (
          discarded && (
            <button
              type="button"
              ref={undo}
              onClick={() => {
                bringBack(discarded)
                setDiscarded(null)
              }}
              className={SMALL_BUTTON}
            >
              {words.undo}
            </button>
          )
        )}
      </div>
    </form>
  )
}
