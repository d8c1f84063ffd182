import * as React from "react"
import { screen } from "@testing-library/react"
import { ProjectSlide } from "../../src/sections/ProjectSlide"
import { fill } from "../../src/lib/fill"
import { fakeProject } from "../fixtures"
import { render, words } from "./render"

const { liveSite, sourceCode, caseStudy, linkOf, technologies } = words.portfolio
/** A link's name as a screen reader hears it: its words, the project, that it opens a new tab. */
const named = (label: string, title = "Banquet booking system") =>
  `${label} ${fill(linkOf, { title })} ${words.page.newTab}`

describe("ProjectSlide", () => {
  it("shows the project's title, description, year, client and tags", () => {
    render(<ProjectSlide project={fakeProject()} />)
    expect(screen.getByRole("heading", { level: 3, name: "Banquet booking system" })).toBeInTheDocument()
    expect(screen.getByText("A booking platform for a banquet group.")).toBeInTheDocument()
    expect(screen.getByText("2025")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Ceylon Grand Banquets/ })).toHaveAttribute("href", "https://example.lk")
    expect(screen.getByRole("list", { name: technologies })).toHaveTextContent("ReactNode")
  })

  it("renders only the links that have an address, each opening safely in a new tab", () => {
    render(<ProjectSlide project={fakeProject({ githubUrl: "", caseStudyUrl: null })} />)
    const live = screen.getByRole("link", { name: named(liveSite) })
    expect(live).toHaveAttribute("target", "_blank")
    expect(live).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.queryByRole("link", { name: named(sourceCode) })).not.toBeInTheDocument()
    expect(screen.queryByRole("link", { name: named(caseStudy) })).not.toBeInTheDocument()
  })

  it("shows every link when all three are present", () => {
    render(
      <ProjectSlide
        project={fakeProject({ githubUrl: "https://github.com/x/y", caseStudyUrl: "https://example.lk/case" })}
      />,
    )
    expect(screen.getByRole("link", { name: named(sourceCode) })).toHaveAttribute("href", "https://github.com/x/y")
    expect(screen.getByRole("link", { name: named(caseStudy) })).toHaveAttribute("href", "https://example.lk/case")
  })
})
