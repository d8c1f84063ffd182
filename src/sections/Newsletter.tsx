import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"
import { Honeypot } from "../components/Honeypot"
import { useSendForm } from "../hooks/useSendForm"
import { OfflineNotice } from "../components/OfflineNotice"

interface NewsletterProps {
  agencyShortName: string
  agencyEmail: string
}

export function Newsletter({ agencyShortName, agencyEmail }: NewsletterProps) {
  const [address, setAddress] = React.useState("")
  const mailto = `mailto:${agencyEmail}?subject=${encodeURIComponent("Newsletter subscription")}&body=${encodeURIComponent(`Please add ${address.trim()} to your newsletter.`)}`
  const { status, offline, onSubmit } = useSendForm({
    kind: "newsletter",
    honeypot: "newsletter_website",
    params: () => ({ reply_to: address.trim(), to_name: agencyShortName }),
    onSent: () => setAddress(""),
    success: {
      icon: "success",
      title: "You're subscribed!",
      paragraphs: [{ text: "Thank you. The next issue will arrive in your inbox." }],
    },
    fallbackMailto: () => mailto,
  })
  const sending = status === "sending"

  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Subscribe to our newsletter</h2>
      <p className="mt-2 text-sm">The latest news, articles and resources, sent to your inbox weekly</p>
      <form
        aria-label="Newsletter"
        aria-busy={sending}
        onSubmit={onSubmit}
        className={`relative mt-4 flex flex-col gap-3 transition-opacity sm:flex-row ${sending ? "opacity-60" : ""}`}
      >
        <label htmlFor="newsletter-email" className="sr-only">
          E-mail address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="you@company.lk"
          className="min-w-0 flex-1 rounded-full border-0 bg-white px-4 py-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-indigo-600 focus:outline-none dark:bg-slate-900 dark:text-white dark:ring-slate-700 dark:placeholder:text-slate-400"
        />
        <Honeypot name="newsletter_website" />
        <button type="submit" disabled={sending} className={buttonClasses("primary", "disabled:cursor-wait")}>
          {sending ? "Sending..." : "Subscribe"}
        </button>
      </form>
      {offline && <OfflineNotice mailto={mailto} />}
    </div>
  )
}
