import * as React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeToggle } from "../../src/components/ThemeToggle"

const root = document.documentElement

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
})
afterEach(() => {
  localStorage.clear()
  root.className = ""
  root.removeAttribute("style")
})

describe("ThemeToggle", () => {
  it("is a button that says what it does", () => {
    render(<ThemeToggle />)
    // Which of the two names is read out is decided by CSS on the root's class (checked in the browser tests).
    expect(screen.getByRole("button")).toHaveTextContent("Switch to dark theme")
    expect(screen.getByRole("button")).toHaveTextContent("Switch to light theme")
  })

  it("switches to the other theme and stores the choice under 'theme' on every change", async () => {
    render(<ThemeToggle />)
    await userEvent.click(screen.getByRole("button"))
    expect(root).toHaveClass("dark")
    expect(root.style.colorScheme).toBe("dark")
    expect(localStorage.getItem("theme")).toBe("dark")
    await userEvent.click(screen.getByRole("button"))
    expect(root).not.toHaveClass("dark")
    expect(localStorage.getItem("theme")).toBe("light")
  })

  it("follows a change made in another tab", () => {
    render(<ThemeToggle />)
    act(() => {
      // The other tab's write is in this tab's storage by the time the event arrives.
      localStorage.setItem("theme", "dark")
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }))
    })
    expect(root).toHaveClass("dark")
  })
})
