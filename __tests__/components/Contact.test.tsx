import * as React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Contact } from "../../src/sections/Contact"
import { telHref } from "../../src/lib/contact-links"
import { fill, linkWords } from "../../src/lib/fill"
import { render, site, words } from "./render"
import { CONTACT_FIELDS } from "../../src/forms/form-values"

const form = words.contactForm

describe("Contact", () => {
  beforeEach(() => render(<Contact site={site} />))

  it("links the phone number and e-mail address, and shows the address and the reply time", () => {
    const details = within(document.querySelector("dl") as HTMLElement)
    expect(details.getByRole("link", { name: site.phone })).toHaveAttribute("href", telHref(site.phone))
    expect(details.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    const { street, city, country } = site.address
    expect(details.getByText(`${street}, ${city}, ${country}`)).toBeInTheDocument()
    expect(screen.getByText(fill(words.contact.replyTime, { time: site.replyWithin }))).toBeInTheDocument()
  })

  it("has a labelled field for each of the form's fields, required unless it may be left empty, and no other", () => {
    const contact = screen.getByRole("form", { name: form.name })
    for (const field of CONTACT_FIELDS) {
      const box = within(contact).getByRole("textbox", { name: form[field.label] })
      expect(box).toHaveAttribute("name", field.name)
      expect(box).toHaveAttribute("maxlength", String(field.limit))
      if (field.blank) expect(box).toBeRequired()
      else expect(box).not.toBeRequired()
      if (field.rows) expect(box).toHaveAttribute("rows", String(field.rows))
      else expect(box).toHaveAttribute("type", field.type ?? "text")
    }
    // The honeypot is hidden from people and assistive technology.
    expect(within(contact).getAllByRole("textbox")).toHaveLength(CONTACT_FIELDS.length)
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
