import { SendingNotConfiguredError } from "../settings"
import type { FormMessage } from "../form-values"
import { SEND_TIMEOUT_MS, SendTimeoutError, SentMomentAgoError } from "./email-client"
import { fill } from "../../lib/fill"

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

export type SendingWords = Queries.WordsFieldsFragment["sending"]

/** The words (content/words.json) that say what happened, where the client tells us more. */
const FAILURE_DETAIL: Record<SendFailure, keyof SendingWords | null> = {
  "sent-moment-ago": "sentMomentAgo",
  "rate-limited": "rateLimited",
  offline: "offline",
  timeout: "timeout",
  blocked: "blocked",
  server: null,
  "not-configured": "notConfigured",
}

/** The failure dialog: the spec's words, with its [link] to the visitor's mail program, then the detail. */
export function failureDialog(failure: SendFailure, mailto: string, words: SendingWords): FormMessage {
  const detail = FAILURE_DETAIL[failure]
  return {
    icon: "error",
    title: words.failedTitle,
    paragraphs: [
      { text: words.failed, href: mailto },
      ...(detail ? [{ text: fill(words[detail], { seconds: SEND_TIMEOUT_MS / 1000 }) }] : []),
    ],
  }
}
