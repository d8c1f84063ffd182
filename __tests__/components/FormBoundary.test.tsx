import * as React from "react"
import { screen } from "@testing-library/react"
import { Contact } from "../../src/sections/Contact"
import { fill, withoutBrackets } from "../../src/lib/fill"
import { render, site, words } from "./render"

// A form that fails as the contact form once did on an emoji cut in half (URIError on every render).
jest.mock("../../src/forms/ContactForm", () => ({
  ContactForm: () => {
    throw new URIError("URI malformed")
  },
}))

it("keeps the contact section, and a way to write, when the form cannot render", () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
  render(<Contact site={site} />)
  expect(screen.getByRole("heading", { name: words.contact.heading })).toBeInTheDocument()
  expect(screen.getByRole("alert")).toHaveTextContent(
    withoutBrackets(fill(words.contactForm.broken, { email: site.email })),
  )
  expect(screen.getAllByRole("link", { name: site.email }).at(-1)).toHaveAttribute("href", `mailto:${site.email}`)
  expect(logged).toHaveBeenCalled()
  logged.mockRestore()
})
