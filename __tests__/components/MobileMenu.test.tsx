import * as React from "react"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MobileMenu } from "../../src/sections/MobileMenu"

const links = [
  { name: "Home", href: "#hero" },
  { name: "Services", href: "#services" },
]

function setUp() {
  const user = userEvent.setup()
  render(
    <>
      <MobileMenu links={links} />
      <a href="#elsewhere">Outside link</a>
    </>,
  )
  const menuButton = screen.getByRole("button", { name: "Open menu" })
  return { user, menuButton }
}

describe("MobileMenu", () => {
  it("opens from a button that announces its state and the panel it controls", async () => {
    const { user, menuButton } = setUp()
    expect(menuButton).toHaveAttribute("aria-expanded", "false")
    expect(menuButton).toHaveAttribute("aria-controls", "mobile-menu")
    await user.click(menuButton)
    expect(menuButton).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("dialog", { name: "Menu" })).toHaveAttribute("id", "mobile-menu")
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus()
    expect(document.documentElement.style.overflow).toBe("hidden")
  })

  it("keeps focus inside while open", async () => {
    const { user, menuButton } = setUp()
    await user.click(menuButton)
    const dialog = screen.getByRole("dialog")
    for (let i = 0; i < 6; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it.each([
    [
      "the close button",
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: "Close menu" })),
    ],
    [
      "a link inside",
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("link", { name: "Services" })),
    ],
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
  ])("closes with %s, returns focus to the menu button and lets the page scroll", async (_, closeIt) => {
    const { user, menuButton } = setUp()
    await user.click(menuButton)
    await closeIt(user)
    expect(menuButton).toHaveAttribute("aria-expanded", "false")
    await waitFor(() => expect(menuButton).toHaveFocus())
    expect(document.documentElement.style.overflow).toBe("")
  })

  it("closes on a click outside the panel", async () => {
    const { user, menuButton } = setUp()
    await user.click(menuButton)
    const backdrop = document.querySelector<HTMLElement>('[aria-hidden="true"].fixed')
    await user.click(backdrop!)
    expect(menuButton).toHaveAttribute("aria-expanded", "false")
  })
})
