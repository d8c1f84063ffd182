import type { EmailSettings } from "./email-settings"

type EmailClient = typeof import("@emailjs/browser")

/**
 * localStorage for the client's rate limit. The client disables its rate limit when `init` gets
 * no storage provider, so one is always passed; blocked storage just means no limit.
 */
const storage = {
  get: async (key: string) => {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set: async (key: string, value: string) => {
    try {
      localStorage.setItem(key, value)
    } catch {
      // no storage, no rate limit
    }
  },
  remove: async (key: string) => {
    try {
      localStorage.removeItem(key)
    } catch {
      // nothing stored
    }
  },
}

let client: Promise<EmailClient> | undefined

/** Loads the client on first use (it is not part of the first load) and configures it once. */
function loadClient(settings: EmailSettings): Promise<EmailClient> {
  client ??= import("@emailjs/browser").then((emailjs) => {
    emailjs.init({
      publicKey: settings.publicKey,
      blockHeadless: settings.blockHeadless,
      blockList: settings.blockList.length ? { list: settings.blockList, watchVariable: "reply_to" } : undefined,
      storageProvider: storage,
      ...(settings.origin ? { origin: settings.origin } : {}),
    })
    return emailjs
  })
  client.catch(() => {
    client = undefined // a failed download (offline) may succeed next time
  })
  return client
}

/**
 * Sends one message with the JSON call shape. `rateLimitId` keeps each form's throttle separate.
 * The client records the time before it sends; a send that then fails is forgotten, so the
 * visitor can retry at once instead of being told to wait.
 */
export async function sendTemplate(
  settings: EmailSettings,
  templateId: string,
  params: Record<string, string>,
  rateLimitId: string,
): Promise<void> {
  const emailjs = await loadClient(settings)
  try {
    await emailjs.send(settings.serviceId, templateId, params, {
      limitRate: { id: rateLimitId, throttle: settings.throttleMs },
    })
  } catch (error) {
    const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : undefined
    if (status !== 429) await storage.remove(rateLimitId)
    throw error
  }
}
