import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeToggle } from "../../src/components/ThemeToggle"
import { THEME_SCRIPT } from "../../src/lib/theme"
import { runInlineScript } from "../inline-script"

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

  it("switches with the theme's inline script, which needs no React", async () => {
    runInlineScript(THEME_SCRIPT)
    render(<ThemeToggle />)
    await userEvent.click(screen.getByRole("button"))
    expect(root).toHaveClass("dark")
    await userEvent.click(screen.getByRole("button"))
    expect(root).not.toHaveClass("dark")
  })
})
