import * as React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MobileMenu } from "../../src/sections/MobileMenu"

// jsdom has <dialog> but not its modal methods. What the browser adds (inert page, focus inside,
// Escape, focus back, no scrolling behind) is tested in Chromium (theme-and-header.test.mjs); here
// only the component's own wiring between its state, the dialog and its controls.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event("close"))
  }
})

const links = [
  { name: "Home", href: "#hero" },
  { name: "Services", href: "#services" },
]

function setUp() {
  const user = userEvent.setup()
  render(<MobileMenu links={links} />)
  const menuButton = screen.getByRole("button", { name: "Open menu" })
  const dialog = document.getElementById("mobile-menu") as HTMLDialogElement
  return { user, menuButton, dialog }
}

describe("MobileMenu", () => {
  it("opens its labelled dialog from a button that says whether it is open", async () => {
    const { user, menuButton, dialog } = setUp()
    expect(menuButton).toHaveAttribute("aria-expanded", "false")
    expect(menuButton).toHaveAttribute("aria-controls", "mobile-menu")
    expect(dialog.open).toBe(false)
    await user.click(menuButton)
    expect(menuButton).toHaveAttribute("aria-expanded", "true")
    expect(dialog.open).toBe(true)
    expect(screen.getByRole("dialog", { name: "Menu" })).toBe(dialog)
  })

  it.each([
    ["the close button", () => userEvent.click(screen.getByRole("button", { name: "Close menu" }))],
    ["a link inside", () => userEvent.click(screen.getByRole("link", { name: "Services" }))],
    ["the contact button", () => userEvent.click(screen.getByRole("link", { name: "Contact Us" }))],
    ["a click on the backdrop", () => userEvent.click(document.getElementById("mobile-menu")!)],
  ])("closes with %s", async (_, closeIt) => {
    const { user, menuButton, dialog } = setUp()
    await user.click(menuButton)
    await closeIt()
    expect(dialog.open).toBe(false)
    expect(menuButton).toHaveAttribute("aria-expanded", "false")
  })

  it("follows the dialog when the browser closes it (Escape)", async () => {
    const { user, menuButton, dialog } = setUp()
    await user.click(menuButton)
    act(() => dialog.close())
    expect(menuButton).toHaveAttribute("aria-expanded", "false")
  })

  it("stays open on a click inside the panel that is not a control", async () => {
    const { user, menuButton, dialog } = setUp()
    await user.click(menuButton)
    await user.click(screen.getByRole("navigation", { name: "Main" }))
    expect(dialog.open).toBe(true)
  })
})
