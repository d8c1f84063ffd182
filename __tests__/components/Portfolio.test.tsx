import * as React from "react"
import { render, screen } from "@testing-library/react"
import { Portfolio } from "../../src/sections/Portfolio"
import { fakeProject } from "../fixtures"

it("shows at most 10 projects, in content order, labelled as slides", () => {
  const projects = Array.from({ length: 11 }, (_, i) => fakeProject({ title: `Project ${i + 1}` }))
  const { container } = render(<Portfolio projects={projects} />)
  const slides = container.querySelectorAll('[aria-roledescription="slide"]')
  expect(slides).toHaveLength(10)
  expect(slides[0]).toHaveAttribute("aria-label", "1 of 10")
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
    Array.from({ length: 10 }, (_, i) => `Project ${i + 1}`),
  )
  expect(screen.queryByText("Project 11")).not.toBeInTheDocument()
})
