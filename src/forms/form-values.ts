/**
 * The contact and newsletter forms' pure logic: what may be sent, when, and in what shape.
 * Loads with the page.
 */
import { fill } from "../lib/fill"

export type FormStatus = "idle" | "sending"

/** What a form tells the visitor after a submit: in a dialog, or inline when the dialog cannot load. */
export interface FormMessage {
  icon: "success" | "error"
  title: string
  /** Paragraphs of plain text; the words in [brackets] of one become a link to its `href`. */
  paragraphs: { text: string; href?: string }[]
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

/**
 * An address the agency can reply to: the browser's e-mail check also passes `nimal@gmail`, the
 * commonest slip, so both forms also ask for a dot in the domain (the browser says so in its own words).
 */
export const EMAIL_PATTERN = "[^@\\s]+@[^@\\s]+\\.[^@\\s]+"

type FormWords = Queries.WordsFieldsFragment["contactForm"]

/**
 * A contact field: its kind, whether it may be left empty, its limit, and its words, named by their
 * keys in content/words.json (contactForm). `from_name`, `reply_to` and `message` are the e-mail
 * template's own; any other field reaches the template by its name and the fallback e-mail as a line.
 */
interface FieldSpec<Name extends string = string> {
  name: Name
  label: keyof FormWords
  /** Also the field's maxlength; a restored draft is cut to it. */
  limit: number
  /** What the form says when a required field is left blank (or only spaces); an optional one has none. */
  blank?: keyof FormWords
  type?: "email" | "tel"
  /** What the browser checks the whole value against, and the words it shows when it does not match. */
  pattern?: string
  title?: keyof FormWords
  autoComplete?: string
  /** A multi-line field, so many rows high. */
  rows?: number
  className?: string
}

// A field is required when it has words for being left blank.
const FIELDS = [
  { name: "from_name", label: "nameField", autoComplete: "name", limit: 100, blank: "nameBlank" },
  {
    name: "reply_to",
    label: "emailField",
    type: "email",
    pattern: EMAIL_PATTERN,
    title: "emailHint",
    autoComplete: "email",
    limit: 254,
    blank: "emailBlank",
  },
  {
    name: "message",
    label: "messageField",
    rows: 8,
    limit: 5000,
    blank: "messageBlank",
    className: "sm:col-span-2",
  },
] as const satisfies readonly FieldSpec[]

export type ContactField = (typeof FIELDS)[number]["name"]
export type ContactDraft = Record<ContactField, string>

/** The contact form's fields: the one list the form, its draft, what is sent and the fallback e-mail derive from. */
export const CONTACT_FIELDS: readonly FieldSpec<ContactField>[] = FIELDS

/** A draft read defensively, from the store or the form: only the contact fields, as text, cut to their limits. */
export function contactDraft(fields: Partial<Record<string, unknown>>): ContactDraft {
  const draft = {} as ContactDraft
  for (const { name, limit } of CONTACT_FIELDS) {
    const text = fields[name]
    draft[name] = typeof text === "string" ? text.slice(0, limit) : ""
  }
  return draft
}

export const EMPTY_DRAFT = contactDraft({})

/** The first required field that is empty once trimmed (the browser's `required` accepts spaces), and its words for that. */
export function blankField(draft: ContactDraft): { name: ContactField; blank: keyof FormWords } | null {
  for (const { name, blank } of CONTACT_FIELDS) if (blank && draft[name].trim() === "") return { name, blank }
  return null
}

/** Exactly what reaches the e-mail template: the fields, trimmed, and the agency's name. */
export function contactParams(draft: ContactDraft, agencyShortName: string): Record<string, string> {
  const params: Record<string, string> = { to_name: agencyShortName }
  for (const { name } of CONTACT_FIELDS) params[name] = draft[name].trim()
  return params
}

/** Mail clients and browsers cut very long mailto: links; stay well inside what they all take. */
const MAILTO_BODY_LIMIT = 1800

/** The words a fallback e-mail is written in: the subject lines and the fields' labels. */
type MailWords = Pick<FormWords, "subject" | "subjectNamed" | (typeof FIELDS)[number]["label"]>

/**
 * A mailto: link that carries the visitor's message, so it can still reach the agency: the name in
 * the subject; in the body, each other field filled in as a line ("Email: …"), then the message.
 */
export function mailtoWithMessage(agencyEmail: string, draft: ContactDraft, words: MailWords): string {
  const name = draft.from_name.trim()
  const lines = FIELDS.filter((field) => field.name !== "message" && draft[field.name].trim())
    .map((field) => `${words[field.label]}: ${draft[field.name].trim()}`)
    .join("\n")
  // Cut by code points, never inside a character (half an emoji would make encodeURIComponent throw).
  const characters = Array.from([lines, draft.message.trim()].filter(Boolean).join("\n\n"))
  const body =
    characters.length > MAILTO_BODY_LIMIT ? `${characters.slice(0, MAILTO_BODY_LIMIT).join("")}…` : characters.join("")
  const subject = name ? fill(words.subjectNamed, { name }) : words.subject
  const query = [`subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`]
    .filter(Boolean)
    .join("&")
  return `mailto:${agencyEmail}?${query}`
}
