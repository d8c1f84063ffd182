import { useRef, useState, type FormEvent } from "react"
import { decideSubmit, type FormStatus } from "../lib/send-form"
import { classifySendError, failureDialog } from "../lib/send-errors"
import { showDialog, type DialogContent } from "../lib/dialogs"

interface SendFormOptions {
  /** Name of the form's honeypot field. */
  honeypot: string
  /** Extra checks the browser's own validation cannot make; false stops the send. */
  validate?: (form: HTMLFormElement) => boolean
  send: () => Promise<void>
  onSent: (form: HTMLFormElement) => void
  success: Omit<DialogContent, "returnFocusTo">
  /** A mailto: link that still gets the visitor's words to the agency when sending fails. */
  fallbackMailto: () => string
}

/**
 * idle → sending → idle, for both forms. While sending, the form is busy and a second submit does
 * nothing; success resets (through onSent) and confirms; failure keeps every field, logs the error
 * and explains. A filled honeypot is dropped in silence.
 */
export function useSendForm({ honeypot, validate, send, onSent, success, fallbackMailto }: SendFormOptions) {
  const [status, setStatus] = useState<FormStatus>("idle")
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
    try {
      await send()
      settle()
      onSent(form)
      await showDialog({ ...success, returnFocusTo: submitButton })
    } catch (error) {
      settle()
      console.error("The message could not be sent:", error)
      const failure = classifySendError(error, navigator.onLine)
      await showDialog({ ...failureDialog(failure, fallbackMailto()), returnFocusTo: submitButton })
    }
  }

  return { status, onSubmit }
}
