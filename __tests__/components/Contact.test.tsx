import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Contact } from "../../src/sections/Contact"

const site: Queries.ContactDetailsFragment = {
  shortName: "Serendib",
  phone: "+94 11 258 4470",
  email: "info@serendibstudio.lk",
  replyWithinHours: 24,
  address: { street: "118 Galle Road, Bambalapitiya", city: "Colombo 04", country: "Sri Lanka" },
}

describe("Contact", () => {
  beforeEach(() => render(<Contact site={site} />))

  it("uses the spec's heading and subtitle", () => {
    expect(screen.getByRole("heading", { level: 2, name: "Reach out to us" })).toBeInTheDocument()
    expect(
      screen.getByText("Ready to grow your brand? Let's connect and build something exceptional together."),
    ).toBeInTheDocument()
  })

  it("links the phone number and e-mail address, and shows the Colombo 04 address", () => {
    const details = within(document.querySelector("dl") as HTMLElement)
    expect(details.getByRole("link", { name: "+94 11 258 4470" })).toHaveAttribute("href", "tel:+94112584470")
    expect(details.getByRole("link", { name: "info@serendibstudio.lk" })).toHaveAttribute(
      "href",
      "mailto:info@serendibstudio.lk",
    )
    expect(screen.getByText(/118 Galle Road, Bambalapitiya, Colombo 04/)).toBeInTheDocument()
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument()
  })

  it("has three labelled, required fields with an 8-row message area", () => {
    const form = screen.getByRole("form", { name: "Send us a message" })
    expect(within(form).getByRole("textbox", { name: "Your name" })).toBeRequired()
    const email = within(form).getByRole("textbox", { name: "E-mail" })
    expect(email).toBeRequired()
    expect(email).toHaveAttribute("type", "email")
    const message = within(form).getByRole("textbox", { name: "Message" })
    expect(message).toBeRequired()
    expect(message).toHaveAttribute("rows", "8")
    // Only those three are visible to people and assistive technology.
    expect(within(form).getAllByRole("textbox")).toHaveLength(3)
  })

  it("posts to the visitor's mail program when JavaScript is off, and has an unreachable honeypot", () => {
    const form = screen.getByRole("form", { name: "Send us a message" }) as HTMLFormElement
    // A POST, so nothing typed ends up in the page's address; text/plain, so it reads as a letter.
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("enctype", "text/plain")
    expect(form.getAttribute("action")).toBe("mailto:info@serendibstudio.lk?subject=Enquiry%20from%20your%20website")
    // The template's to_name is added in code, not carried by the form.
    expect(form.elements.namedItem("to_name")).toBeNull()
    const honeypot = form.elements.namedItem("company_website") as HTMLInputElement
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})

describe("Contact in a build without e-mail keys", () => {
  it("says that online sending is not set up and offers an e-mail that carries the message", async () => {
    render(<Contact site={site} />)
    const form = screen.getByRole("form", { name: "Send us a message" })
    expect(within(form).getByText(/Online sending is not set up on this copy of the site yet/)).toBeInTheDocument()
    await userEvent.type(within(form).getByRole("textbox", { name: "Message" }), "Hello")
    expect(within(form).getByRole("link", { name: "send your message by e-mail" })).toHaveAttribute(
      "href",
      "mailto:info@serendibstudio.lk?subject=Enquiry%20from%20your%20website&body=Hello",
    )
  })
})
