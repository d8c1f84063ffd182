import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"
import type { FormMessage } from "./form-values"
import type { SendNotice } from "./useSendForm"

interface FormNoticeProps {
  notice: SendNotice
  /** A mailto: link with what the visitor typed. */
  mailto: string
  /** Whether what was typed is still there after a reload (the contact draft, where storage works). */
  keptAcrossReload: boolean
}

/** The notice as a message: a dialog's words, or why the code to send could not download. */
function messageOf({ notice, mailto, keptAcrossReload }: FormNoticeProps): FormMessage {
  if ("message" in notice) return notice.message
  const text =
    notice.loadFailure === "offline"
      ? "Your device seems to be offline, so nothing was sent and what you typed is kept. Try again when you are back online, or send us an email."
      : `This site was updated since you opened it, so nothing was sent. Reload the page and send again${keptAcrossReload ? " (what you typed is kept)" : ""}, or send us an email.`
  return { icon: "error", title: "", paragraphs: [{ text, link: { text: "send us an email", href: mailto } }] }
}

/**
 * What a form says inline after a submit: that the code to send could not download (offline, or
 * gone after a new deploy, with a reload button), or, when the dialog's own code could not
 * download, what the dialog would have said. Success is a polite status; a problem is an alert.
 */
export function FormNotice(props: FormNoticeProps) {
  const { icon, title, paragraphs } = messageOf(props)
  return (
    <div
      role={icon === "success" ? "status" : "alert"}
      className={`mt-5 space-y-2 rounded-xl p-4 text-sm ${icon === "success" ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-400/10 dark:text-emerald-200" : "bg-red-50 text-red-900 dark:bg-red-400/10 dark:text-red-200"}`}
    >
      {title && <p className="font-semibold">{title}</p>}
      {paragraphs.map(({ text, link }) => {
        // The words the link names become the link.
        const [before, after] = link ? text.split(link.text) : [text]
        return (
          <p key={text}>
            {before}
            {link && (
              <a href={link.href} className="font-semibold underline">
                {link.text}
              </a>
            )}
            {after}
          </p>
        )
      })}
      {"loadFailure" in props.notice && props.notice.loadFailure === "new-version" && (
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses("primary")}>
          Reload the page
        </button>
      )}
    </div>
  )
}
