import { classifySendError, failureDialog } from "../../src/lib/send-errors"
import { SendingNotConfiguredError } from "../../src/lib/email-settings"

describe("what a failed send means", () => {
  it.each([
    [{ status: 429, text: "Too Many Requests" }, "rate-limited"],
    [{ status: 451, text: "Unavailable For Headless Browser" }, "blocked"],
    [{ status: 403, text: "Forbidden" }, "blocked"],
    [{ status: 0, text: "Network Error" }, "offline"],
    [new TypeError("Failed to fetch"), "offline"],
    [{ status: 500, text: "Internal Server Error" }, "server"],
    [{ status: 400, text: "The user ID is invalid" }, "server"],
    ["The public key is required", "server"],
    [new SendingNotConfiguredError(), "not-configured"],
  ])("%j is %s", (error, failure) => {
    expect(classifySendError(error)).toBe(failure)
  })

  it("counts any failure as offline when the browser says it is offline", () => {
    expect(classifySendError({ status: 500, text: "?" }, false)).toBe("offline")
  })
})

describe("the failure dialog", () => {
  it("uses the spec's words, with 'send us an email' as the mailto link", () => {
    expect(failureDialog("server", "mailto:info@x.lk?body=hi")).toEqual({
      icon: "error",
      title: "Oops. Something went wrong",
      paragraphs: [
        {
          text: "Please try again later or send us an email",
          link: { text: "send us an email", href: "mailto:info@x.lk?body=hi" },
        },
      ],
    })
  })

  it("adds one honest sentence where the client says more", () => {
    expect(failureDialog("rate-limited", "mailto:x").paragraphs[1]?.text).toMatch(/wait a few seconds/)
    expect(failureDialog("offline", "mailto:x").paragraphs[1]?.text).toMatch(/offline.*what you typed is kept/)
    expect(failureDialog("blocked", "mailto:x").paragraphs[1]?.text).toMatch(/cannot send/)
  })
})
