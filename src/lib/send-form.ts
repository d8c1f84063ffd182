/** The contact and newsletter forms' pure logic: what may be sent, when, and in what shape. */

export type FormStatus = "idle" | "sending"

export type SubmitDecision =
  /** A send is already under way: a second click or Enter must not send twice. */
  | "ignore"
  /** The honeypot has a value: a bot. Nothing is sent and nothing is shown. */
  | "drop"
  | "send"

export function decideSubmit(status: FormStatus, honeypot: string): SubmitDecision {
  if (status === "sending") return "ignore"
  if (honeypot !== "") return "drop"
  return "send"
}

export interface ContactDraft {
  from_name: string
  reply_to: string
  message: string
}

export const EMPTY_DRAFT: ContactDraft = { from_name: "", reply_to: "", message: "" }

/** Limits also set as maxlength on the fields; the draft is cut to them when restored. */
export const LIMITS: Record<keyof ContactDraft, number> = { from_name: 100, reply_to: 254, message: 5000 }

/** The first field that is empty once trimmed (the browser's `required` accepts spaces). */
export function blankField(draft: ContactDraft): keyof ContactDraft | null {
  return (Object.keys(LIMITS) as (keyof ContactDraft)[]).find((field) => draft[field].trim() === "") ?? null
}

/** Exactly what reaches the e-mail template: the three fields, trimmed, and the agency's name. */
export function contactParams(draft: ContactDraft, agencyShortName: string): Record<string, string> {
  return {
    from_name: draft.from_name.trim(),
    reply_to: draft.reply_to.trim(),
    message: draft.message.trim(),
    to_name: agencyShortName,
  }
}

/** Reads a stored draft defensively: storage holds whatever an older version or a person left there. */
export function parseDraft(stored: string | null): ContactDraft {
  try {
    const value = JSON.parse(stored ?? "null") as Partial<Record<keyof ContactDraft, unknown>> | null
    if (!value || typeof value !== "object") return EMPTY_DRAFT
    const field = (key: keyof ContactDraft) =>
      typeof value[key] === "string" ? (value[key] as string).slice(0, LIMITS[key]) : ""
    return { from_name: field("from_name"), reply_to: field("reply_to"), message: field("message") }
  } catch {
    return EMPTY_DRAFT
  }
}

/** Mail clients and browsers cut very long mailto: links; stay well inside what they all take. */
const MAILTO_BODY_LIMIT = 1800

/** A mailto: link that carries the visitor's message, so it can still reach the agency. */
export function mailtoWithMessage(agencyEmail: string, draft: ContactDraft): string {
  const name = draft.from_name.trim()
  const message = draft.message.trim()
  const body = message.length > MAILTO_BODY_LIMIT ? `${message.slice(0, MAILTO_BODY_LIMIT)}…` : message
  const subject = name ? `Enquiry from ${name}` : "Enquiry from your website"
  const query = [`subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`]
    .filter(Boolean)
    .join("&")
  return `mailto:${agencyEmail}?${query}`
}
