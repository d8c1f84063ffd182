import { useRef, useState, type FormEvent } from "react"
import { decideSubmit, type FormStatus } from "../lib/send-form"
import type { DialogContent } from "../lib/dialogs"
import type { FormKind } from "../lib/deliver"

interface SendFormOptions {
  kind: FormKind
  /** Name of the form's honeypot field. */
  honeypot: string
  /** Extra checks the browser's own validation cannot make; false stops the send. */
  validate?: (form: HTMLFormElement) => boolean
  /** The template parameters, read at the moment of sending. */
  params: () => Record<string, string>
  onSent: () => void
  success: Omit<DialogContent, "returnFocusTo">
  /** A mailto: link that still gets the visitor's words to the agency when sending fails. */
  fallbackMailto: () => string
}

/**
 * idle → sending → idle, for both forms. While sending, the form is busy and a second submit does
 * nothing; success resets (through onSent) and confirms; failure keeps every field, logs the error
 * and explains. A filled honeypot is dropped in silence. The sending code is fetched on the first
 * submit; if even that fails (offline), `offline` asks the form to say so inline.
 */
export function useSendForm({ kind, honeypot, validate, params, onSent, success, fallbackMailto }: SendFormOptions) {
  const [status, setStatus] = useState<FormStatus>("idle")
  const [offline, setOffline] = useState(false)
  // The state above renders; this ref answers a second click before React has re-rendered.
  const current = useRef<FormStatus>("idle")

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const trap = form.elements.namedItem(honeypot) as HTMLInputElement | null
    const decision = decideSubmit(current.current, trap?.value ?? "")
    if (decision !== "send" || (validate && !validate(form))) return
    const submitButton = form.querySelector<HTMLElement>('[type="submit"]')
    const settle = () => {
      current.current = "idle"
      setStatus("idle")
    }
    current.current = "sending"
    setStatus("sending")
    setOffline(false)
    let sending: typeof import("../lib/deliver")
    try {
      sending = await import("../lib/deliver")
    } catch (error) {
      settle()
      console.error("The message could not be sent:", error)
      setOffline(true)
      return
    }
    try {
      await sending.deliver(kind, params())
      settle()
      onSent()
      await sending.showDialog({ ...success, returnFocusTo: submitButton })
    } catch (error) {
      settle()
      await sending.explainFailure(error, fallbackMailto(), submitButton)
    }
  }

  return { status, offline, onSubmit }
}
