import * as React from "react"
import { render, screen } from "@testing-library/react"
import { Picture } from "../../src/components/Picture"
import { fakeImage } from "../fixtures"

describe("Picture", () => {
  it("offers AVIF and WebP sources before the fallback, with intrinsic size to prevent layout shift", () => {
    const { container } = render(<Picture image={fakeImage("cover")} alt="Cover" />)
    const types = [...container.querySelectorAll("source")].map((source) => source.getAttribute("type"))
    expect(types).toEqual(["image/avif", "image/webp"])
    const img = screen.getByRole("img", { name: "Cover" })
    expect(img).toHaveAttribute("width", "720")
    expect(img).toHaveAttribute("height", "450")
    expect(img).toHaveAttribute("srcset", expect.stringContaining("720w"))
  })

  it("loads lazily by default and eagerly with high priority for the largest paint", () => {
    const { rerender } = render(<Picture image={fakeImage("cover")} alt="Cover" />)
    expect(screen.getByRole("img")).toHaveAttribute("loading", "lazy")
    expect(screen.getByRole("img")).not.toHaveAttribute("fetchpriority")
    rerender(<Picture image={fakeImage("cover")} alt="Cover" priority />)
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager")
    expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "high")
  })

  it("lets the layout override the sizes hint on every source", () => {
    const { container } = render(<Picture image={fakeImage("cover")} alt="" sizes="50vw" />)
    const sizes = [...container.querySelectorAll("source, img")].map((element) => element.getAttribute("sizes"))
    expect(sizes).toEqual(["50vw", "50vw", "50vw"])
  })

  it("renders nothing when the file is not an image", () => {
    const { container } = render(<Picture image={{ childImageSharp: null }} alt="x" />)
    expect(container).toBeEmptyDOMElement()
  })
})
