import { classifySendError, failureDialog } from "../../src/forms/on-submit/errors"
import { SendingNotConfiguredError } from "../../src/forms/settings"
import { SendTimeoutError, SentMomentAgoError, withTimeout } from "../../src/forms/on-submit/email-client"

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
    expect(failureDialog("sent-moment-ago", "mailto:x").paragraphs[1]?.text).toMatch(/a moment ago.*wait a few seconds/)
    expect(failureDialog("rate-limited", "mailto:x").paragraphs[1]?.text).toMatch(/yours was not sent/)
    expect(failureDialog("offline", "mailto:x").paragraphs[1]?.text).toMatch(/offline.*what you typed is kept/)
    expect(failureDialog("blocked", "mailto:x").paragraphs[1]?.text).toMatch(/cannot send/)
    expect(failureDialog("timeout", "mailto:x").paragraphs[1]?.text).toMatch(
      /no answer within 20 seconds, so we cannot tell whether your message arrived/,
    )
  })
})

describe("a send that gets no answer", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("fails with SendTimeoutError after the time allowed, and ignores an answer that comes later", async () => {
    let answer: (value: string) => void = () => {}
    const late = new Promise<string>((resolve) => (answer = resolve))
    const result = withTimeout(late, 20_000)
    const settled = jest.fn()
    result.then(settled, settled)
    await jest.advanceTimersByTimeAsync(19_999)
    expect(settled).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError)
    answer("OK")
    await jest.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledTimes(1)
  })

  it("passes an answer in time through, and a failure in time as it is", async () => {
    await expect(withTimeout(Promise.resolve("OK"), 20_000)).resolves.toBe("OK")
    await expect(withTimeout(Promise.reject(new Error("500")), 20_000)).rejects.toThrow("500")
  })
})
