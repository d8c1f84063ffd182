import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"
import { TEXT_CONTROL } from "../components/Field"
import { EARLY_SUBMIT } from "./early-submit"
import { FormNotice } from "./FormNotice"
import { Honeypot } from "./Honeypot"
import { useSendForm } from "./useSendForm"
import { readField, useDraft } from "./useDraft"
import { EMAIL_PATTERN } from "./form-values"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"

interface NewsletterProps {
  agencyShortName: string
  agencyEmail: string
}

const addressOf = (fields: Record<string, string>) => ({ email: (fields.email ?? "").slice(0, 254) })

export function Newsletter({ agencyShortName, agencyEmail }: NewsletterProps) {
  const { newsletter: words, contactForm } = useWords()
  const subject = encodeURIComponent(words.subject)
  const formRef = React.useRef<HTMLFormElement>(null)
  const { draft, update, clear } = useDraft("newsletter", formRef, addressOf)
  const address = draft.email
  const typed = () => (formRef.current ? readField(formRef.current, "email").trim() : "")
  const mailtoFor = (address: string) =>
    `mailto:${agencyEmail}?subject=${subject}&body=${encodeURIComponent(fill(words.body, { email: address.trim() }))}`
  const { status, notice, onSubmit } = useSendForm({
    kind: "newsletter",
    formRef,
    honeypot: "newsletter_website",
    params: () => ({ reply_to: typed(), to_name: agencyShortName }),
    onSent: clear,
    success: {
      icon: "success",
      title: words.sentTitle,
      paragraphs: [{ text: words.sentText }],
    },
    fallbackMailto: () => mailtoFor(typed()),
  })
  const sending = status === "sending"

  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{words.heading}</h2>
      <p className="mt-2 text-sm">{words.text}</p>
      {/* Without JavaScript, Subscribe opens the visitor's mail program (see ContactForm). */}
      <form
        ref={formRef}
        aria-label={words.name}
        aria-busy={sending}
        action={`mailto:${agencyEmail}?subject=${subject}`}
        method="post"
        encType="text/plain"
        {...{ [EARLY_SUBMIT]: "hold" }}
        data-draft="newsletter"
        onSubmit={onSubmit}
        className={`group relative mt-4 flex flex-col gap-3 transition-opacity sm:flex-row sm:flex-wrap ${sending ? "opacity-60" : ""}`}
      >
        {/* Seen, not only heard: a placeholder is gone once the visitor types. */}
        <label htmlFor="newsletter-email" className="basis-full text-sm font-medium text-slate-900 dark:text-white">
          {words.emailField}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          dir="auto"
          pattern={EMAIL_PATTERN}
          title={contactForm.emailHint}
          required
          maxLength={254}
          // What goes out is what the field shows: it cannot change while it is sent.
          readOnly={sending}
          value={address}
          onChange={(event) => update("email", event.target.value)}
          placeholder={words.placeholder}
          // 16 px: below that, iPhones zoom the page in when the field takes focus.
          className={`min-w-0 flex-1 rounded-full px-4 py-2.5 text-base read-only:cursor-wait ${TEXT_CONTROL}`}
        />
        <Honeypot name="newsletter_website" />
        <button type="submit" aria-disabled={sending} className={buttonClasses("primary", "aria-disabled:cursor-wait")}>
          {sending ? contactForm.sending : words.subscribe}
        </button>
        {/* A live region from the start, so the note is read out when it appears. */}
        <div role="status" className="basis-full">
          <p className="hidden text-sm group-data-[early-submit=held]:block">{words.early}</p>
        </div>
      </form>
      {notice && <FormNotice notice={notice} mailto={mailtoFor(address)} keptAcrossReload={false} />}
    </div>
  )
}
