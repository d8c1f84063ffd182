import * as React from "react"
import { screen } from "@testing-library/react"
import { CaseStudy } from "../../src/sections/CaseStudy"
import { fakeProject } from "../fixtures"
import { render, words } from "./render"
import { anchor } from "../content"

const project = {
  ...fakeProject(),
  caseStudy: {
    slug: "banquet",
    summary: "Bookings online.",
    problem: "Bookings by phone.",
    work: ["Mapped the booking."],
    results: [{ figure: "38 %", label: "more bookings" }],
    pictures: [],
    quote: { text: "They listened first.", name: "Nimal Perera", position: null },
  },
} as unknown as Queries.CaseStudyFieldsFragment

describe("CaseStudy", () => {
  it("sets the client's words in quotation marks, so they never read as the agency's own", () => {
    render(<CaseStudy project={project} previous={null} next={null} portfolio="/" onCarousel />)
    expect(screen.getByText("“They listened first.”")).toBeInTheDocument()
  })

  it("leads back to the project's slide, or to the portfolio where the project has no slide", () => {
    const { unmount } = render(<CaseStudy project={project} previous={null} next={null} portfolio="/" onCarousel />)
    expect(screen.getByRole("link", { name: words.caseStudy.back })).toHaveAttribute("href", "/#slide-banquet")
    unmount()
    render(<CaseStudy project={project} previous={null} next={null} portfolio="/" onCarousel={false} />)
    expect(screen.getByRole("link", { name: words.caseStudy.back })).toHaveAttribute("href", `/${anchor("portfolio")}`)
  })
})
