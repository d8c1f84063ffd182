import * as React from "react"
import { render, screen } from "@testing-library/react"
import { ProjectSlide } from "../../src/sections/ProjectSlide"
import { fakeProject } from "../fixtures"

describe("ProjectSlide", () => {
  it("shows the project's title, description, year, client and tags", () => {
    render(<ProjectSlide project={fakeProject()} />)
    expect(screen.getByRole("heading", { level: 3, name: "Banquet booking system" })).toBeInTheDocument()
    expect(screen.getByText("A booking platform for a banquet group.")).toBeInTheDocument()
    expect(screen.getByText("2025")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Ceylon Grand Banquets/ })).toHaveAttribute("href", "https://example.lk")
    expect(screen.getByRole("list", { name: "Technologies" })).toHaveTextContent("ReactNode")
  })

  it("renders only the links that have an address, each opening safely in a new tab", () => {
    render(<ProjectSlide project={fakeProject({ githubUrl: "", caseStudyUrl: null })} />)
    const live = screen.getByRole("link", {
      name: /^Visit live site\s+of Banquet booking system\s+\(opens in a new tab\)$/,
    })
    expect(live).toHaveAttribute("target", "_blank")
    expect(live).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.queryByRole("link", { name: /Source code/ })).not.toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /case study/ })).not.toBeInTheDocument()
  })

  it("shows every link when all three are present", () => {
    render(
      <ProjectSlide
        project={fakeProject({ githubUrl: "https://github.com/x/y", caseStudyUrl: "https://example.lk/case" })}
      />,
    )
    expect(screen.getByRole("link", { name: /Source code/ })).toHaveAttribute("href", "https://github.com/x/y")
    expect(screen.getByRole("link", { name: /Read case study/ })).toHaveAttribute("href", "https://example.lk/case")
  })

  it("loads its cover lazily: the carousel sits far below the fold at every width", () => {
    render(<ProjectSlide project={fakeProject()} />)
    const cover = screen.getByRole("img", { name: /Screens from/ })
    expect(cover).toHaveAttribute("loading", "lazy")
    expect(cover).not.toHaveAttribute("fetchpriority")
  })
})
