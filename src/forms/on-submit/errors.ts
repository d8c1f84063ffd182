import { SendingNotConfiguredError } from "../settings"
import type { DialogContent } from "./dialogs"
import { SEND_TIMEOUT_MS, SendTimeoutError, SentMomentAgoError } from "./email-client"

/**
 * What a failed send means to the visitor. The spec's dialog copy is always shown; where the client
 * tells us more, one honest sentence says what happened and what to do.
 */
export type SendFailure =
  "sent-moment-ago" | "rate-limited" | "offline" | "timeout" | "blocked" | "server" | "not-configured"

export function classifySendError(error: unknown, online = true): SendFailure {
  if (error instanceof SendingNotConfiguredError) return "not-configured"
  if (error instanceof SendTimeoutError) return "timeout"
  if (error instanceof SentMomentAgoError) return "sent-moment-ago"
  const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : undefined
  if (status === 429) return "rate-limited"
  if (status === 451 || status === 403) return "blocked"
  // fetch rejects with a TypeError when the network fails; the client's own default status is 0.
  if (!online || error instanceof TypeError || status === 0) return "offline"
  return "server"
}

const FAILURE_DETAIL: Record<SendFailure, string | null> = {
  "sent-moment-ago": "You sent a message from this form a moment ago. Please wait a few seconds, then try again.",
  "rate-limited":
    "Our form is taking too many messages right now, so yours was not sent. What you typed is kept: try again in a few minutes, or send us an email.",
  offline: "Your device seems to be offline. Check your connection and try again: what you typed is kept.",
  timeout: `We got no answer within ${SEND_TIMEOUT_MS / 1000} seconds, so we cannot tell whether your message arrived. What you typed is kept: try again, or send us an email.`,
  blocked: "This browser or address cannot send messages through our form.",
  server: null,
  "not-configured": "Online sending is not set up on this copy of the site yet.",
}

/** The failure dialog: the spec's words, the mailto link on "send us an email", then the detail. */
export function failureDialog(failure: SendFailure, mailto: string): DialogContent {
  const detail = FAILURE_DETAIL[failure]
  return {
    icon: "error",
    title: "Oops. Something went wrong",
    paragraphs: [
      { text: "Please try again later or send us an email", link: { text: "send us an email", href: mailto } },
      ...(detail ? [{ text: detail }] : []),
    ],
  }
}
