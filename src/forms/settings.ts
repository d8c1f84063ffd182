/** The e-mail service's settings, read from build-time environment variables (see .env.example). */
export interface EmailSettings {
  serviceId: string
  contactTemplateId: string
  newsletterTemplateId: string
  publicKey: string
  /** Where the client sends; the service's own origin unless set. */
  origin?: string
  /** Minimum time between two sends of one form from one browser. */
  throttleMs: number
  blockHeadless: boolean
  /** Addresses that may not send (the client answers 403 for them). */
  blockList: string[]
}

export type EmailSetup =
  | { mode: "live"; settings: EmailSettings }
  /** `gatsby develop` without keys: the development server's stand-in receives the messages. */
  | { mode: "stand-in"; settings: EmailSettings }
  | { mode: "not-configured" }

/**
 * This build's values. Gatsby inlines GATSBY_* variables at build time only where they are
 * written out in full, so each is named here rather than looked up by key.
 */
function buildEnv() {
  return {
    GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
    GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
    GATSBY_EMAILJS_NEWSLETTER_TEMPLATE_ID: process.env.GATSBY_EMAILJS_NEWSLETTER_TEMPLATE_ID,
    GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN,
    GATSBY_EMAILJS_THROTTLE_MS: process.env.GATSBY_EMAILJS_THROTTLE_MS,
    GATSBY_EMAILJS_BLOCK_HEADLESS: process.env.GATSBY_EMAILJS_BLOCK_HEADLESS,
    GATSBY_EMAILJS_BLOCK_LIST: process.env.GATSBY_EMAILJS_BLOCK_LIST,
  }
}

/** The environment variables the e-mail setup reads, by name. */
export type EmailEnv = Partial<Record<keyof ReturnType<typeof buildEnv>, string>>

/** The path the development server's stand-in answers on (under the site's own origin). */
export const STAND_IN_PATH = "/__email"

const DEFAULT_THROTTLE_MS = 10_000

/** True when the three values every send needs are present. */
export function hasEmailKeys(env: EmailEnv): boolean {
  return Boolean(env.GATSBY_EMAILJS_SERVICE_ID && env.GATSBY_EMAILJS_TEMPLATE_ID && env.GATSBY_EMAILJS_PUBLIC_KEY)
}

export function emailSetup(env: EmailEnv, isDevelop: boolean, siteOrigin = ""): EmailSetup {
  const shared = {
    throttleMs:
      Number(env.GATSBY_EMAILJS_THROTTLE_MS) > 0 ? Number(env.GATSBY_EMAILJS_THROTTLE_MS) : DEFAULT_THROTTLE_MS,
    blockHeadless: env.GATSBY_EMAILJS_BLOCK_HEADLESS === "true",
    blockList: (env.GATSBY_EMAILJS_BLOCK_LIST ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  }
  if (hasEmailKeys(env)) {
    return {
      mode: "live",
      settings: {
        ...shared,
        serviceId: env.GATSBY_EMAILJS_SERVICE_ID as string,
        contactTemplateId: env.GATSBY_EMAILJS_TEMPLATE_ID as string,
        // The newsletter falls back to the contact template, so one template is enough to start.
        newsletterTemplateId: env.GATSBY_EMAILJS_NEWSLETTER_TEMPLATE_ID || (env.GATSBY_EMAILJS_TEMPLATE_ID as string),
        publicKey: env.GATSBY_EMAILJS_PUBLIC_KEY as string,
        origin: env.GATSBY_EMAILJS_ORIGIN || undefined,
      },
    }
  }
  if (isDevelop) {
    return {
      mode: "stand-in",
      settings: {
        ...shared,
        serviceId: "stand-in-service",
        contactTemplateId: "stand-in-contact",
        newsletterTemplateId: "stand-in-newsletter",
        publicKey: "stand-in-key",
        origin: `${siteOrigin}${STAND_IN_PATH}`,
      },
    }
  }
  return { mode: "not-configured" }
}

/** This site's setup as built; the stand-in's address is read from the page at send time. */
function siteEmailSetup(): EmailSetup {
  const origin = typeof window === "undefined" ? "" : window.location.origin
  return emailSetup(buildEnv(), process.env.NODE_ENV === "development", origin)
}

/** Thrown by sendingSettings when this build has no e-mail keys. */
export class SendingNotConfiguredError extends Error {
  constructor() {
    super("Online sending is not configured in this build (no GATSBY_EMAILJS_* keys)")
    this.name = "SendingNotConfiguredError"
  }
}

/** The settings to send with, or SendingNotConfiguredError for a build without keys. */
export function sendingSettings(): EmailSettings {
  const setup = siteEmailSetup()
  if (setup.mode === "not-configured") throw new SendingNotConfiguredError()
  return setup.settings
}
