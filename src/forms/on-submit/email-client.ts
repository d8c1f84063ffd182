import type { EmailSettings } from "../settings"

type EmailClient = typeof import("@emailjs/browser")

/** How long a send may wait for the service's answer before the visitor is told it failed. */
export const SEND_TIMEOUT_MS = 20_000

export class SendTimeoutError extends Error {
  constructor() {
    super(`The e-mail service did not answer within ${SEND_TIMEOUT_MS / 1000} s`)
    this.name = "SendTimeoutError"
  }
}

/** This browser sent from this form within the throttle: nothing was asked of the service. */
export class SentMomentAgoError extends Error {
  constructor() {
    super("A message was sent from this form a moment ago")
    this.name = "SentMomentAgoError"
  }
}

/**
 * Where the client keeps its rate limit: localStorage, or this page's memory where storage is
 * blocked or full. The client disables its rate limit when `init` gets no storage provider, so
 * one is always passed.
 */
const memory = new Map<string, string>()
const storage = {
  get: async (key: string) => {
    try {
      return localStorage.getItem(key) ?? memory.get(key) ?? null
    } catch {
      return memory.get(key) ?? null
    }
  },
  set: async (key: string, value: string) => {
    memory.set(key, value)
    try {
      localStorage.setItem(key, value)
    } catch {
      // blocked or full: memory holds it for this page
    }
  },
  remove: async (key: string) => {
    memory.delete(key)
    try {
      localStorage.removeItem(key)
    } catch {
      // nothing stored there
    }
  },
}

function storageThrows(): boolean {
  try {
    void window.localStorage
    return false
  } catch {
    return true
  }
}

/**
 * @emailjs/browser builds a default store from `localStorage` as its module loads, and where a
 * browser blocks site data that read throws and the import fails. The client is given `storage`
 * above anyway, so while its module loads a throwing localStorage is hidden from it.
 */
async function importClient(): Promise<EmailClient> {
  const load = () => import(/* webpackChunkName: "email-client" */ "@emailjs/browser")
  if (!storageThrows()) return load()
  const own = Object.getOwnPropertyDescriptor(window, "localStorage")
  Object.defineProperty(window, "localStorage", { configurable: true, value: undefined })
  try {
    return await load()
  } finally {
    if (own) Object.defineProperty(window, "localStorage", own)
    else delete (window as { localStorage?: Storage }).localStorage
  }
}

let client: Promise<EmailClient> | undefined

/** Loads the client on first use (it is not part of the first load) and configures it once. */
function loadClient(settings: EmailSettings): Promise<EmailClient> {
  client ??= importClient().then((emailjs) => {
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

/** The promise's result, or SendTimeoutError after `ms`; a later answer is ignored. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), ms)
  })
  promise.catch(() => {}) // a failure after the timeout has nobody left to tell
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Sends one message with the JSON call shape. `rateLimitId` keeps each form's throttle separate.
 * The client records the time before it sends; a send that then fails is forgotten, so the
 * visitor can retry at once instead of being told to wait. The client's own refusal within the
 * throttle is a 429 like the service's: it is told apart here, before the client runs, since the
 * two mean different things to the visitor (sent a moment ago; not sent, the service is refusing).
 */
export async function sendTemplate(
  settings: EmailSettings,
  templateId: string,
  params: Record<string, string>,
  rateLimitId: string,
): Promise<void> {
  const emailjs = await loadClient(settings)
  if (Date.now() - Number((await storage.get(rateLimitId)) ?? 0) < settings.throttleMs) throw new SentMomentAgoError()
  try {
    await withTimeout(
      emailjs.send(settings.serviceId, templateId, params, {
        limitRate: { id: rateLimitId, throttle: settings.throttleMs },
      }),
      SEND_TIMEOUT_MS,
    )
  } catch (error) {
    await storage.remove(rateLimitId)
    throw error
  }
}
