import * as React from "react"
import { render, screen } from "@testing-library/react"
import { Contact } from "../../src/sections/Contact"

// A form that fails as the contact form once did on an emoji cut in half (URIError on every render).
jest.mock("../../src/forms/ContactForm", () => ({
  ContactForm: () => {
    throw new URIError("URI malformed")
  },
}))

it("keeps the contact section, and a way to write, when the form cannot render", () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
  render(
    <Contact
      site={{
        shortName: "Serendib",
        phone: "+94 11 258 4470",
        email: "info@serendibstudio.lk",
        replyWithinHours: 24,
        address: { street: "118 Galle Road, Bambalapitiya", city: "Colombo 04", country: "Sri Lanka" },
      }}
    />,
  )
  expect(screen.getByRole("heading", { name: "Reach out to us" })).toBeInTheDocument()
  expect(screen.getByRole("alert")).toHaveTextContent("What you typed is kept in this browser")
  expect(screen.getAllByRole("link", { name: "info@serendibstudio.lk" }).at(-1)).toHaveAttribute(
    "href",
    "mailto:info@serendibstudio.lk",
  )
  expect(logged).toHaveBeenCalled()
  logged.mockRestore()
})
