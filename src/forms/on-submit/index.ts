/**
 * Everything a submit needs and a page view does not: the settings, the e-mail client, the error
 * wording and the dialogs. useSendForm loads this module (the "send" chunk) on the first submit;
 * the e-mail client and sweetalert2 are chunks of their own below it.
 */
import type { FormMessage } from "../form-values"
import { sendingSettings } from "../settings"
import { sendTemplate } from "./email-client"
import { classifySendError, failureDialog, type SendingWords } from "./errors"

export { showDialog } from "./dialogs"

export type FormKind = "contact" | "newsletter"

export type SendOutcome = { sent: true } | { sent: false; message: FormMessage }

/**
 * Sends one message. A failure comes back as the message that explains it; only when the e-mail
 * client's own file would not download does it throw that ChunkLoadError, so the form can tell it
 * as it tells the rest of the sending code failing to download (offline, or a new deploy).
 */
export async function deliver(
  kind: FormKind,
  params: Record<string, string>,
  mailto: string,
  words: SendingWords,
): Promise<SendOutcome> {
  try {
    const settings = sendingSettings()
    const template = kind === "contact" ? settings.contactTemplateId : settings.newsletterTemplateId
    await sendTemplate(settings, template, params, `${kind}-form`)
    return { sent: true }
  } catch (error) {
    if (error instanceof Error && error.name === "ChunkLoadError") throw error
    console.error("The message could not be sent:", error)
    return { sent: false, message: failureDialog(classifySendError(error, navigator.onLine), mailto, words) }
  }
}
