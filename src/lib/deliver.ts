/**
 * Everything a submit needs and a page view does not: the settings, the e-mail client, the error
 * wording and the dialogs. useSendForm loads this module on the first submit.
 */
import { sendingSettings } from "./email-settings"
import { sendTemplate } from "./email"
import { classifySendError, failureDialog } from "./send-errors"
import { showDialog, type DialogContent } from "./dialogs"

export type FormKind = "contact" | "newsletter"

export async function deliver(kind: FormKind, params: Record<string, string>): Promise<void> {
  const settings = sendingSettings()
  const template = kind === "contact" ? settings.contactTemplateId : settings.newsletterTemplateId
  await sendTemplate(settings, template, params, `${kind}-form`)
}

export { showDialog }

export async function explainFailure(error: unknown, mailto: string, returnFocusTo: HTMLElement | null): Promise<void> {
  console.error("The message could not be sent:", error)
  const content: DialogContent = { ...failureDialog(classifySendError(error, navigator.onLine), mailto), returnFocusTo }
  await showDialog(content)
}
