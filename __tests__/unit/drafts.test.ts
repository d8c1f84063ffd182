import { DRAFTS_SCRIPT, drafts } from "../../src/forms/drafts"

const DAY = 24 * 60 * 60 * 1000

// The inline script as the page runs it, listening from before any form exists.
beforeAll(() => new Function(DRAFTS_SCRIPT)())
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  document.body.innerHTML = `
    <form data-draft="contact">
      <input name="from_name"><input name="reply_to" type="email"><textarea name="message"></textarea>
      <div aria-hidden="true"><input name="company_website"></div>
    </form>
    <form data-draft="newsletter"><input name="email" type="email"></form>`
})
afterEach(() => jest.useRealTimers())

/** Types `value` into the field named `name`, as a keystroke does: the value, then an input event. */
function type(name: string, value: string) {
  const field = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  field.value = value
  field.dispatchEvent(new Event("input", { bubbles: true }))
}
/** The words the store gives back to `form` (nothing: none). */
const read = (form: string) => drafts().entry(form)?.fields ?? {}
/** Another tab of the same browser: the same localStorage, its own sessionStorage. */
const newTab = () => sessionStorage.clear()

describe("drafts kept from the first keystroke", () => {
  it("keeps each form's fields as typed, but not the honeypot, for this tab's reload", () => {
    type("from_name", "Dilani 👩🏽‍💻")
    type("message", "Two halls, ශ්‍රී ලංකා, مرحبا")
    type("company_website", "spam")
    type("email", "dilani@example.lk")
    expect(read("contact")).toEqual({
      from_name: "Dilani 👩🏽‍💻",
      reply_to: "",
      message: "Two halls, ශ්‍රී ලංකා, مرحبا",
    })
    expect(read("newsletter")).toEqual({ email: "dilani@example.lk" })
  })

  it("gives a new tab the newest draft any tab left, and never one older than 7 days", () => {
    jest.useFakeTimers({ now: 0 })
    type("message", "tab A")
    newTab()
    jest.setSystemTime(DAY)
    type("message", "tab B")
    newTab()
    expect(read("contact").message).toBe("tab B")
    jest.setSystemTime(8 * DAY + 1)
    expect(read("contact")).toEqual({})
  })

  it("after a send, forgets this tab's words and other tabs' copies of them, and nothing else", () => {
    type("message", "a loyalty app")
    newTab()
    type("message", "  two halls ")
    newTab()
    type("message", "two halls")
    drafts().clear("contact", { from_name: "", reply_to: "", message: "two halls" })
    expect(read("contact").message).toBe("a loyalty app")
  })

  it("tells whether some tab's entry still holds the words, which a send or discard elsewhere removes", () => {
    type("message", "two halls")
    const words = { from_name: "", reply_to: "", message: " two halls " }
    newTab()
    expect(drafts().holds("contact", words)).toBe(true)
    expect(drafts().holds("newsletter", words)).toBe(false)
    drafts().clear("contact", words)
    expect(drafts().holds("contact", words)).toBe(false)
  })

  it("forgets a form's entry once its fields are emptied", () => {
    type("message", "x")
    type("message", "")
    expect(localStorage.getItem("form-drafts")).toBeNull()
  })

  it("gives back nothing from storage it cannot read as drafts", () => {
    for (const stored of ["not json", "42", JSON.stringify({ a: "x", b: { at: Date.now() } })]) {
      localStorage.setItem("form-drafts", stored)
      expect(read("contact")).toEqual({})
    }
  })
})
