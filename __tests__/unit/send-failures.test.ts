import { fill } from "../../src/lib/fill"
import { words } from "../content"
import { classifySendError, failureDialog } from "../../src/forms/on-submit/errors"
import { SendingNotConfiguredError } from "../../src/forms/settings"
import { SendTimeoutError, SentMomentAgoError } from "../../src/forms/on-submit/email-client"

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
    [new SendTimeoutError(), "timeout"],
    [new SentMomentAgoError(), "sent-moment-ago"],
  ])("%j is %s", (error, failure) => {
    expect(classifySendError(error)).toBe(failure)
  })

  it("counts any failure as offline when the browser says it is offline", () => {
    expect(classifySendError({ status: 500, text: "?" }, false)).toBe("offline")
  })
})

describe("the failure dialog", () => {
  const sending = words().sending

  it("uses the editors' words, with a link to the visitor's mail program", () => {
    expect(failureDialog("server", "mailto:info@x.lk?body=hi", sending)).toEqual({
      icon: "error",
      title: sending.failedTitle,
      paragraphs: [{ text: sending.failed, href: "mailto:info@x.lk?body=hi" }],
    })
  })

  it("adds the sentence that says what happened where the client says more, with the time waited", () => {
    const detail = (failure: Parameters<typeof failureDialog>[0]) =>
      failureDialog(failure, "mailto:x", sending).paragraphs[1]?.text
    expect(detail("sent-moment-ago")).toBe(sending.sentMomentAgo)
    expect(detail("rate-limited")).toBe(sending.rateLimited)
    expect(detail("offline")).toBe(sending.offline)
    expect(detail("blocked")).toBe(sending.blocked)
    expect(detail("not-configured")).toBe(sending.notConfigured)
    expect(detail("timeout")).toBe(fill(sending.timeout, { seconds: 20 }))
  })
})
