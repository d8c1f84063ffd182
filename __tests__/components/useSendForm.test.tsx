import * as React from "react"
import { act, fireEvent, screen } from "@testing-library/react"
import { render, words } from "./render"
import { useSendForm } from "../../src/forms/useSendForm"

// The sending code, which the form imports on its first submit: what it is asked to send is recorded.
const mockDeliver = jest.fn(async () => ({ sent: true as const }))
jest.mock("../../src/forms/on-submit", () => ({
  deliver: (...args: unknown[]) => (mockDeliver as (...args: unknown[]) => unknown)(...args),
  showDialog: async () => true,
}))

function Form() {
  const formRef = React.useRef<HTMLFormElement>(null)
  const { onSubmit } = useSendForm({
    kind: "newsletter",
    formRef,
    honeypot: "website",
    params: (form) => ({ reply_to: (form.elements.namedItem("email") as HTMLInputElement).value }),
    onSent: () => undefined,
    success: { icon: "success", title: "Done", paragraphs: [] },
    fallbackMailto: (form) =>
      `mailto:x@example.lk?body=${(form.elements.namedItem("email") as HTMLInputElement).value}`,
  })
  return (
    <form ref={formRef} aria-label="Test" onSubmit={onSubmit}>
      <input name="email" aria-label="E-mail" defaultValue="" />
      <input name="website" aria-label="Website" defaultValue="" />
    </form>
  )
}

describe("useSendForm", () => {
  it("sends what the form held when it was submitted, though its fields change while the code loads", async () => {
    render(<Form />)
    const field = screen.getByRole("textbox", { name: "E-mail" }) as HTMLInputElement
    field.value = "reader@example.lk"
    await act(async () => {
      fireEvent.submit(screen.getByRole("form", { name: "Test" }))
      // Before the sending code has arrived: a render emptying the field (as a more urgent one
      // did after hydration, with the state not yet holding what was typed) must not change the send.
      field.value = ""
    })
    expect(mockDeliver).toHaveBeenCalledWith(
      "newsletter",
      { reply_to: "reader@example.lk" },
      "mailto:x@example.lk?body=reader@example.lk",
      words.sending,
    )
  })
})
