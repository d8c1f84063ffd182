import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../src/sections/Footer"
import { fakeImage } from "../fixtures"

const site = {
  name: "Serendib Studio",
  shortName: "Serendib",
  email: "info@serendibstudio.lk",
  tagline: "We craft digital solutions from strategy to execution.",
  copyrightYear: 2025,
  logoLight: fakeImage("logo-light", 160, 40),
  logoDark: fakeImage("logo-dark", 160, 40),
}
const socials = [
  { name: "Facebook", link: "https://www.facebook.com/serendibstudio", icon: "facebook" },
  { name: "Instagram", link: "https://www.instagram.com/serendibstudio", icon: "instagram" },
  { name: "LinkedIn", link: "https://www.linkedin.com/company/serendibstudio", icon: "linkedin" },
]
const links = [
  { name: "Services", href: "#services" },
  { name: "Contact", href: "#contact" },
]

describe("Footer", () => {
  beforeEach(() => render(<Footer site={site} links={links} socials={socials} />))

  it("shows the tagline, the links and the copyright line", () => {
    expect(screen.getByText(site.tagline)).toBeInTheDocument()
    const nav = screen.getByRole("navigation", { name: "Explore" })
    expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("href", "#services")
    expect(screen.getByText("© 2025 Serendib Studio. All rights reserved.")).toBeInTheDocument()
  })

  it("opens each social profile in a new tab, safely, with a name for screen readers", () => {
    for (const social of socials) {
      const link = screen.getByRole("link", { name: `${social.name} (opens in a new tab)` })
      expect(link).toHaveAttribute("href", social.link)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  it("has the newsletter block's copy, an e-mail field and a Subscribe button", () => {
    expect(screen.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeInTheDocument()
    expect(screen.getByText("The latest news, articles and resources, sent to your inbox weekly")).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: "E-mail address" })).toHaveAttribute("type", "email")
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument()
  })
})
