// The carousel's index against event orders the engines produce only now and then, under load: jsdom
// has no layout, so the track's is set here and its scroll events are sent by hand. The carousel as
// people use it, in every engine: engines/carousel.spec.ts.
import * as React from "react"
import { act, fireEvent, screen } from "@testing-library/react"
import { Portfolio } from "../../src/sections/Portfolio"
import { fill } from "../../src/lib/fill"
import { fakeProject } from "../fixtures"
import { render, words } from "./render"

const projects = ["One", "Two", "Three", "Four", "Five"].map((title) => fakeProject({ title }))
const SLIDE = 300 // each slide as wide as the track, side by side

beforeAll(() => {
  window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList
})

/** The track, laid out as a browser would, and where the carousel last sent it. */
function layOut() {
  const track = document.getElementById("portfolio-slides")!
  let left = 0
  const sentTo: number[] = []
  Object.defineProperties(track, {
    clientWidth: { get: () => SLIDE },
    scrollWidth: { get: () => SLIDE * projects.length },
    scrollLeft: { get: () => left, set: (value: number) => (left = value) },
    scrollTo: { value: (options: ScrollToOptions) => sentTo.push(options.left!) },
  })
  for (const [index, slide] of [...track.children].entries()) {
    Object.defineProperty(slide, "offsetLeft", { get: () => index * SLIDE })
    Object.defineProperty(slide, "offsetWidth", { get: () => SLIDE })
  }
  /** The track's position changing, as the browser reports it: a scroll event, and an end if `ended`. */
  const scrollTo = (to: number, ended: boolean) =>
    act(() => {
      left = to
      fireEvent.scroll(track)
      if (ended) track.dispatchEvent(new Event("scrollend"))
    })
  return { sentTo, scrollTo }
}

const dot = (n: number) =>
  screen.getByRole("button", { name: fill(words.portfolio.dot, { number: n, title: projects[n - 1]!.title }) })
const current = () => screen.getByRole("button", { current: true }).getAttribute("aria-label")

describe("Portfolio's carousel", () => {
  it("follows a scroll with no touch or wheel (a screen reader's) after a control's scroll whose end came early and not again", () => {
    render(<Portfolio projects={projects} />)
    const track = layOut()
    fireEvent.click(dot(5))
    expect(track.sentTo).toEqual([SLIDE * 4])
    track.scrollTo(SLIDE * 2, true) // an end reported mid-way: the index waits for the slide it was sent to
    expect(current()).toBe(dot(5).getAttribute("aria-label"))
    track.scrollTo(SLIDE * 4, false) // there, with no end reported
    track.scrollTo(SLIDE, true) // a screen reader scrolls the track to the second slide
    expect(current()).toBe(dot(2).getAttribute("aria-label"))
  })
})
