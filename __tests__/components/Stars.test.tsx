import * as React from "react"
import { render, screen } from "@testing-library/react"
import { Stars } from "../../src/components/Stars"

it("draws five stars that assistive technology reads as one rating", () => {
  const { container } = render(<Stars />)
  expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument()
  expect(container.querySelectorAll("svg")).toHaveLength(5)
  expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5)
})
