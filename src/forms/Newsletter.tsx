import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"
import { TEXT_CONTROL } from "../components/Field"
import { EARLY_SUBMIT } from "./early-submit"
import { FormNotice } from "./FormNotice"
import { Honeypot } from "./Honeypot"
import { useSendForm } from "./useSendForm"
import { readField, useDraft } from "./useDraft"
import { EMAIL_PATTERN, EMAIL_TITLE } from "./form-values"

interface NewsletterProps {
  agencyShortName: string
  agencyEmail: string
}

const SUBJECT = encodeURIComponent("Newsletter subscription")
const addressOf = (fields: Record<string, string>) => ({ email: (fields.email ?? "").slice(0, 254) })

export function Newsletter({ agencyShortName, agencyEmail }: NewsletterProps) {
  const formRef = React.useRef<HTMLFormElement>(null)
  const { draft, update, clear } = useDraft("newsletter", formRef, addressOf)
  const address = draft.email
  const typed = () => (formRef.current ? readField(formRef.current, "email").trim() : "")
  const mailtoFor = (address: string) =>
    `mailto:${agencyEmail}?subject=${SUBJECT}&body=${encodeURIComponent(`Please add ${address.trim()} to your newsletter.`)}`
  const { status, notice, onSubmit } = useSendForm({
    kind: "newsletter",
    formRef,
    honeypot: "newsletter_website",
    params: () => ({ reply_to: typed(), to_name: agencyShortName }),
    onSent: () => clear({ email: typed() }),
    success: {
      icon: "success",
      title: "You're subscribed!",
      paragraphs: [{ text: "Thank you. The next issue will arrive in your inbox." }],
    },
    fallbackMailto: () => mailtoFor(typed()),
  })
  const sending = status === "sending"

  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Subscribe to our newsletter</h2>
      <p className="mt-2 text-sm">The latest news, articles and resources, sent to your inbox weekly</p>
      {/* Without JavaScript, Subscribe opens the visitor's mail program (see ContactForm). */}
      <form
        ref={formRef}
        aria-label="Newsletter"
        aria-busy={sending}
        action={`mailto:${agencyEmail}?subject=${SUBJECT}`}
        method="post"
        encType="text/plain"
        {...{ [EARLY_SUBMIT]: "hold" }}
        data-draft="newsletter"
        onSubmit={onSubmit}
        className={`group relative mt-4 flex flex-col gap-3 transition-opacity sm:flex-row sm:flex-wrap ${sending ? "opacity-60" : ""}`}
      >
        {/* Seen, not only heard: a placeholder is gone once the visitor types. */}
        <label htmlFor="newsletter-email" className="basis-full text-sm font-medium text-slate-900 dark:text-white">
          E-mail address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          dir="auto"
          pattern={EMAIL_PATTERN}
          title={EMAIL_TITLE}
          required
          maxLength={254}
          // What goes out is what the field shows: it cannot change while it is sent.
          readOnly={sending}
          value={address}
          onChange={(event) => update("email", event.target.value)}
          placeholder="you@company.lk"
          // 16 px: below that, iPhones zoom the page in when the field takes focus.
          className={`min-w-0 flex-1 rounded-full px-4 py-2.5 text-base read-only:cursor-wait ${TEXT_CONTROL}`}
        />
        <Honeypot name="newsletter_website" />
        <button type="submit" aria-disabled={sending} className={buttonClasses("primary", "aria-disabled:cursor-wait")}>
          {sending ? "Sending..." : "Subscribe"}
        </button>
        {/* A live region from the start, so the note is read out when it appears. */}
        <div role="status" className="basis-full">
          <p className="hidden text-sm group-data-[early-submit=held]:block">
            You will be subscribed as soon as the page has finished loading.
          </p>
        </div>
      </form>
      {notice && <FormNotice notice={notice} mailto={mailtoFor(address)} keptAcrossReload={false} />}
    </div>
  )
}
