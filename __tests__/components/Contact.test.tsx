import * as React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Contact } from "../../src/sections/Contact"
import { telHref } from "../../src/lib/contact-links"
import { fill, linkWords } from "../../src/lib/fill"
import { render, site, words } from "./render"

const form = words.contactForm

describe("Contact", () => {
  beforeEach(() => render(<Contact site={site} />))

  it("links the phone number and e-mail address, and shows the address and the reply time", () => {
    const details = within(document.querySelector("dl") as HTMLElement)
    expect(details.getByRole("link", { name: site.phone })).toHaveAttribute("href", telHref(site.phone))
    expect(details.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    const { street, city, country } = site.address
    expect(details.getByText(`${street}, ${city}, ${country}`)).toBeInTheDocument()
    expect(screen.getByText(fill(words.contact.replyTime, { hours: site.replyWithinHours }))).toBeInTheDocument()
  })

  it("has three labelled, required fields with an 8-row message area", () => {
    const contact = screen.getByRole("form", { name: form.name })
    expect(within(contact).getByRole("textbox", { name: form.nameField })).toBeRequired()
    const email = within(contact).getByRole("textbox", { name: form.emailField })
    expect(email).toBeRequired()
    expect(email).toHaveAttribute("type", "email")
    const message = within(contact).getByRole("textbox", { name: form.messageField })
    expect(message).toBeRequired()
    expect(message).toHaveAttribute("rows", "8")
    // Only those three are visible to people and assistive technology.
    expect(within(contact).getAllByRole("textbox")).toHaveLength(3)
  })
})

describe("Contact in a build without e-mail keys", () => {
  it("says that online sending is not set up and offers an e-mail that carries the message", async () => {
    render(<Contact site={site} />)
    const contact = screen.getByRole("form", { name: form.name })
    const [before, link] = linkWords(form.notConfigured)
    expect(within(contact).getByText(before.trim(), { exact: false })).toBeInTheDocument()
    await userEvent.type(within(contact).getByRole("textbox", { name: form.messageField }), "Hello")
    expect(within(contact).getByRole("link", { name: link })).toHaveAttribute(
      "href",
      `mailto:${site.email}?subject=${encodeURIComponent(form.subject)}&body=Hello`,
    )
  })
})
