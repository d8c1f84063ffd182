import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react"
import { EARLY_SUBMIT } from "./early-submit"
import { decideSubmit, type FormMessage, type FormStatus } from "./form-values"
import { whyNotLoaded, type LoadFailure } from "./load-failure"
import type { FormKind } from "./on-submit"
import { useWords } from "../lib/words"

interface SendFormOptions {
  kind: FormKind
  formRef: RefObject<HTMLFormElement | null>
  /** Name of the form's honeypot field. */
  honeypot: string
  /** Extra checks the browser's own validation cannot make; false stops the send. */
  validate?: (form: HTMLFormElement) => boolean
  /** The template parameters, read from the form the moment it is submitted. */
  params: (form: HTMLFormElement) => Record<string, string>
  onSent: () => void
  success: FormMessage
  /** A mailto: link that still gets the visitor's words to the agency when sending fails. */
  fallbackMailto: (form: HTMLFormElement) => string
}

/** What the form says inline: why its code could not load, or what a dialog that could not load would have said. */
export type SendNotice = { loadFailure: LoadFailure } | { message: FormMessage }

/** The code a submit needs, fetched on the first submit (its own chunk, "send"). */
const loadSendingCode = () => import(/* webpackChunkName: "send" */ "./on-submit")

/**
 * idle → sending → idle, for both forms. While sending, the form is busy and a second submit does
 * nothing; success resets (through onSent) and confirms; failure keeps every field and explains,
 * with a mailto: link. A filled honeypot is dropped in silence. Whatever cannot download is said
 * inline instead: the sending code or the e-mail client (offline, or gone after a new deploy), or
 * the dialog's code.
 * A submit held by the early-submit script before the page was interactive is sent on mount.
 */
export function useSendForm({
  kind,
  formRef,
  honeypot,
  validate,
  params,
  onSent,
  success,
  fallbackMailto,
}: SendFormOptions) {
  const words = useWords().sending
  const [status, setStatus] = useState<FormStatus>("idle")
  const [notice, setNotice] = useState<SendNotice | null>(null)
  // The state above renders; this ref answers a second click before React has re-rendered.
  const current = useRef<FormStatus>("idle")

  useEffect(() => {
    const form = formRef.current
    if (form?.getAttribute(EARLY_SUBMIT) !== "held") return
    form.setAttribute(EARLY_SUBMIT, "hold")
    // Safari before 16 has no requestSubmit; the browser checked the fields when it was pressed.
    if ("requestSubmit" in form) form.requestSubmit()
    else (form as HTMLFormElement).dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
  }, [formRef])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const trap = form.elements.namedItem(honeypot) as HTMLInputElement | null
    const decision = decideSubmit(current.current, trap?.value ?? "")
    if (decision !== "send" || (validate && !validate(form))) return
    const submitButton = form.querySelector<HTMLElement>('[type="submit"]')
    // What is sent is what the form holds now. A submit held before hydration is replayed in the
    // same flush as the effect that adopts the typed text into state; the render for "sending"
    // can come first, with the fields' still-empty state, and empty the inputs for a moment.
    const fields = params(form)
    const mailto = fallbackMailto(form)
    const settle = () => {
      current.current = "idle"
      setStatus("idle")
    }
    current.current = "sending"
    setStatus("sending")
    setNotice(null)
    let sending: Awaited<ReturnType<typeof loadSendingCode>>
    let outcome: Awaited<ReturnType<typeof sending.deliver>>
    try {
      sending = await loadSendingCode()
      outcome = await sending.deliver(kind, fields, mailto, words)
    } catch (error) {
      // The sending code, or the e-mail client it loads, would not download.
      console.error("The message could not be sent:", error)
      const loadFailure = await whyNotLoaded(error, navigator.onLine)
      settle()
      setNotice({ loadFailure })
      return
    }
    settle()
    if (outcome.sent) onSent()
    const message = outcome.sent ? success : outcome.message
    const shown = await sending.showDialog({ ...message, ok: words.ok, returnFocusTo: submitButton })
    if (!shown) setNotice({ message })
  }

  return { status, notice, onSubmit }
}
