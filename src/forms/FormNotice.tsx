import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"
import type { FormMessage } from "./form-values"
import type { SendNotice } from "./useSendForm"
import { withLink, withoutBrackets } from "../lib/fill"
import { useWords, type Words } from "../lib/words"

interface FormNoticeProps {
  notice: SendNotice
  /** A mailto: link with what the visitor typed. */
  mailto: string
  /** Whether what was typed is still there after a reload (the contact draft, where storage works). */
  keptAcrossReload: boolean
}

/** The notice as a message: a dialog's words, or why the code to send could not download. */
function messageOf({ notice, mailto, keptAcrossReload }: FormNoticeProps, words: Words["sending"]): FormMessage {
  if ("message" in notice) return notice.message
  const text =
    notice.loadFailure === "offline" ? words.loadOffline : keptAcrossReload ? words.newVersionKept : words.newVersion
  return { icon: "error", title: "", paragraphs: [{ text, href: mailto }] }
}

/**
 * What a form says inline after a submit: that the code to send could not download (offline, or
 * gone after a new deploy, with a reload button), or, when the dialog's own code could not
 * download, what the dialog would have said. Success is a polite status; a problem is an alert.
 */
export function FormNotice(props: FormNoticeProps) {
  const words = useWords().sending
  const { icon, title, paragraphs } = messageOf(props, words)
  return (
    <div
      role={icon === "success" ? "status" : "alert"}
      className={`mt-5 space-y-2 rounded-xl p-4 text-sm ${icon === "success" ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-400/10 dark:text-emerald-200" : "bg-red-50 text-red-900 dark:bg-red-400/10 dark:text-red-200"}`}
    >
      {title && <p className="font-semibold">{title}</p>}
      {paragraphs.map(({ text, href }) => (
        <p key={text}>{href ? withLink(text, href) : withoutBrackets(text)}</p>
      ))}
      {"loadFailure" in props.notice && props.notice.loadFailure === "new-version" && (
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses("primary")}>
          {words.reload}
        </button>
      )}
    </div>
  )
}
