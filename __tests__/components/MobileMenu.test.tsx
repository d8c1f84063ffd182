import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MobileMenu } from "../../src/sections/MobileMenu"
import { MENU_SCRIPT } from "../../src/lib/menu-dialog"
import { runInlineScript } from "../inline-script"

// jsdom has <dialog> but not its modal methods, nor a form's method="dialog". What the browser
// adds (inert page, focus inside, Escape, focus back, no scrolling behind, the jump) is tested in
// Chromium (mobile-menu.spec.ts); here the wiring of the markup and the menu's inline script.
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
  runInlineScript(MENU_SCRIPT) // what <head> runs, before React
  const user = userEvent.setup()
  render(
    <>
      <MobileMenu links={links} />
      <section id="services" aria-label="Services">
        <p>What we do</p>
      </section>
    </>,
  )
  const menuButton = screen.getByRole("button", { name: "Open menu" })
  const dialog = document.getElementById("mobile-menu") as HTMLDialogElement
  return { user, menuButton, dialog }
}

describe("MobileMenu", () => {
  it("opens its labelled dialog from a button that says whether it is open", async () => {
    const { user, menuButton, dialog } = setUp()
    expect(menuButton).toHaveAttribute("aria-expanded", "false")
    expect(menuButton).toHaveAttribute("aria-haspopup", "dialog")
    expect(menuButton).toHaveAttribute("aria-controls", "mobile-menu")
    expect(dialog.open).toBe(false)
    await user.click(menuButton)
    expect(menuButton).toHaveAttribute("aria-expanded", "true")
    expect(dialog.open).toBe(true)
    expect(screen.getByRole("dialog", { name: "Menu" })).toBe(dialog)
  })

  it("has a close button that the browser itself carries out (a form of method dialog)", () => {
    setUp()
    // Hidden while the dialog is closed, as the browser hides it.
    const close = screen.getByRole("button", { name: "Close menu", hidden: true })
    expect(close).toHaveAttribute("type", "submit")
    expect(close.closest("form")).toHaveAttribute("method", "dialog")
  })

  it.each([
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

  it("follows the dialog when the browser closes it (Escape, the close button)", async () => {
    const { user, menuButton, dialog } = setUp()
    await user.click(menuButton)
    dialog.close()
    expect(menuButton).toHaveAttribute("aria-expanded", "false")
  })

  it("moves focus to the part of the page a link inside leads to", async () => {
    const { user, menuButton } = setUp()
    await user.click(menuButton)
    await user.click(screen.getByRole("link", { name: "Services" }))
    const section = screen.getByRole("region", { name: "Services" })
    await new Promise((resolve) => setTimeout(resolve)) // after the browser's jump
    expect(section).toHaveFocus()
    expect(section).toHaveAttribute("tabindex", "-1")
  })

  it("stays open on a click inside the panel that is not a control", async () => {
    const { user, menuButton, dialog } = setUp()
    await user.click(menuButton)
    await user.click(screen.getByRole("navigation", { name: "Main" }))
    expect(dialog.open).toBe(true)
  })
})
