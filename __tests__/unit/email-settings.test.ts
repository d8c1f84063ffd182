import { emailSetup, hasEmailKeys } from "../../src/forms/settings"

const keys = {
  GATSBY_EMAILJS_SERVICE_ID: "service_1",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_1",
  GATSBY_EMAILJS_PUBLIC_KEY: "public_1",
}

describe("e-mail settings", () => {
  it("sends for real when the three keys are set, with a 10 s throttle by default", () => {
    expect(emailSetup(keys, false)).toEqual({
      mode: "live",
      settings: {
        serviceId: "service_1",
        contactTemplateId: "template_1",
        newsletterTemplateId: "template_1",
        publicKey: "public_1",
        origin: undefined,
        throttleMs: 10_000,
        blockHeadless: false,
        blockList: [],
      },
    })
  })

  it("reads the optional settings", () => {
    const setup = emailSetup(
      {
        ...keys,
        GATSBY_EMAILJS_NEWSLETTER_TEMPLATE_ID: "newsletter_1",
        GATSBY_EMAILJS_ORIGIN: "https://mail-proxy.example.lk",
        GATSBY_EMAILJS_THROTTLE_MS: "30000",
        GATSBY_EMAILJS_BLOCK_HEADLESS: "true",
        GATSBY_EMAILJS_BLOCK_LIST: "spam@example.com, bot@example.com",
      },
      false,
    )
    expect(setup).toMatchObject({
      settings: {
        newsletterTemplateId: "newsletter_1",
        origin: "https://mail-proxy.example.lk",
        throttleMs: 30000,
        blockHeadless: true,
        blockList: ["spam@example.com", "bot@example.com"],
      },
    })
  })

  it("uses the development server's stand-in under gatsby develop without keys", () => {
    expect(emailSetup({}, true, "http://localhost:8000")).toMatchObject({
      mode: "stand-in",
      settings: { origin: "http://localhost:8000/__email" },
    })
  })

  it("is not configured in a production build without keys", () => {
    expect(emailSetup({ GATSBY_EMAILJS_SERVICE_ID: "service_1" }, false)).toEqual({ mode: "not-configured" })
    expect(hasEmailKeys({})).toBe(false)
  })
})
