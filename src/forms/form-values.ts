/**
 * The contact and newsletter forms' pure logic: what may be sent, when, and in what shape.
 * Loads with the page.
 */

export type FormStatus = "idle" | "sending"

/** What a form tells the visitor after a submit: in a dialog, or inline when the dialog cannot load. */
export interface FormMessage {
  icon: "success" | "error"
  title: string
  /** Paragraphs of plain text; a paragraph may carry one link. */
  paragraphs: { text: string; link?: { text: string; href: string } }[]
}

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

/** The contact fields as they are in the form now (typed before the page was ready, too). */
export function readDraft(form: HTMLFormElement): ContactDraft {
  const value = (name: keyof ContactDraft) => {
    const field = form.elements.namedItem(name)
    return field && "value" in field ? String(field.value) : ""
  }
  return { from_name: value("from_name"), reply_to: value("reply_to"), message: value("message") }
}

export function isEmptyDraft(draft: ContactDraft): boolean {
  return !draft.from_name && !draft.reply_to && !draft.message
}

/** A draft read defensively: storage holds whatever an older version or a person left there. */
export function draftFrom(value: unknown): ContactDraft {
  if (!value || typeof value !== "object") return EMPTY_DRAFT
  const record = value as Partial<Record<keyof ContactDraft, unknown>>
  const field = (key: keyof ContactDraft) => {
    const text = record[key]
    return typeof text === "string" ? text.slice(0, LIMITS[key]) : ""
  }
  return { from_name: field("from_name"), reply_to: field("reply_to"), message: field("message") }
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
