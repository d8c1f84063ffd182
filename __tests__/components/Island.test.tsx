import * as React from "react"
import { useState } from "react"
import { act, render, screen } from "@testing-library/react"
import { island } from "../../src/components/Island"
import { EARLY_CLICKS_SCRIPT, HELD_KEYS } from "../../src/lib/early-clicks"
import { FOREIGN_NODES_SCRIPT } from "../../src/lib/foreign-nodes"

// The built page's behaviour is in __tests__/e2e/hydration.test.mjs; these pin down the rules.

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clicked ${count}`}
    </button>
  )
}

/** A loader that resolves when the test says so, counting its calls. */
function deferredLoader() {
  let resolve: (component: typeof Counter) => void = () => undefined
  const loader = {
    calls: 0,
    load: () => {
      loader.calls += 1
      return new Promise<typeof Counter>((done) => (resolve = done))
    },
    arrive: () => act(async () => resolve(Counter)),
  }
  return loader
}

/** The server's HTML for the island, as Gatsby's build writes it: Counter at 1, in a Suspense boundary. */
function serverHtml(name: string) {
  const markup = '<button type="button">Clicked 1</button>'
  return `<div id="___gatsby"><div data-island="${name}" class="contents"><!--$-->${markup}<!--/$--></div></div>`
}

const hydrateIsland = (Island: React.ComponentType<{ start: number }>, name: string) => {
  document.body.innerHTML = serverHtml(name)
  const container = document.getElementById("___gatsby")!
  return render(<Island start={1} />, { container, hydrate: true })
}

// Nothing is ever on screen in jsdom unless a test says so.
class NeverIntersecting {
  observe() {}
  disconnect() {}
}

// What the page's <head> runs: it keeps clicks on a part not hydrated yet (src/lib/early-clicks.ts).
beforeAll(() => new Function(EARLY_CLICKS_SCRIPT)())

beforeEach(() => {
  Object.assign(window, { IntersectionObserver: NeverIntersecting })
})

describe("island", () => {
  it("renders its component at once where there is no server HTML (gatsby develop)", async () => {
    const loader = deferredLoader()
    const Island = island("plain", loader.load, "needed")
    render(<Island start={1} />)
    await loader.arrive()
    expect(await screen.findByRole("button", { name: "Clicked 1" })).toBeInTheDocument()
  })

  it('keeps the server HTML and never fetches the code of a "never" island', async () => {
    const loader = deferredLoader()
    const Island = island("static", loader.load, "never")
    hydrateIsland(Island, "static")
    await act(async () => window.dispatchEvent(new Event("scroll")))
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeInTheDocument()
    expect(loader.calls).toBe(0)
  })

  it("waits for the first interaction, then hydrates and carries out a click made meanwhile", async () => {
    const loader = deferredLoader()
    const Island = island("live", loader.load, "needed")
    hydrateIsland(Island, "live")
    await act(async () => undefined)
    expect(loader.calls).toBe(0)

    const button = screen.getByRole("button", { name: "Clicked 1" })
    await act(async () => {
      window.dispatchEvent(new Event("pointerdown"))
      button.click() // before the code has arrived: React alone would drop it
    })
    expect(loader.calls).toBe(1)
    expect(button).toHaveTextContent("Clicked 1")
    await loader.arrive()
    expect(await screen.findByRole("button", { name: "Clicked 2" })).toBe(button) // the same element, hydrated
    expect(document.querySelector('[data-island="live"]')).toHaveAttribute("data-hydrated")
  })

  it("carries out two early clicks as two, each on what the one before left", async () => {
    const loader = deferredLoader()
    const Island = island("twice", loader.load, "needed")
    hydrateIsland(Island, "twice")
    const button = screen.getByRole("button", { name: "Clicked 1" })
    await act(async () => {
      window.dispatchEvent(new Event("pointerdown"))
      button.click()
      button.click()
    })
    expect(button).toHaveAttribute("data-held") // seen to be received
    await loader.arrive()
    expect(await screen.findByRole("button", { name: "Clicked 3" })).toBe(button)
    expect(button).not.toHaveAttribute("data-held")
  })

  it("hydrates around an element an extension added before its code arrived, and keeps it", async () => {
    const loader = deferredLoader()
    const Island = island("extended", loader.load, "needed")
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    hydrateIsland(Island, "extended")
    new Function(FOREIGN_NODES_SCRIPT)() // what the end of <body> runs, once the server HTML is parsed
    const button = screen.getByRole("button", { name: "Clicked 1" })
    const extension = document.createElement("span")
    extension.textContent = "password manager"
    await act(async () => button.before(extension))
    await act(async () => window.dispatchEvent(new Event("pointerdown")))
    await loader.arrive()
    await act(async () => button.click())
    expect(await screen.findByRole("button", { name: "Clicked 2" })).toBe(button) // the server's button, hydrated
    expect(extension.isConnected && extension.nextSibling).toBe(button)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("drops what it held, marks and all, when its code fails to download", async () => {
    let fail: (error: Error) => void = () => undefined
    const Island = island("lost", () => new Promise<typeof Counter>((_, reject) => (fail = reject)), "needed")
    hydrateIsland(Island, "lost")
    const button = screen.getByRole("button", { name: "Clicked 1" })
    await act(async () => {
      window.dispatchEvent(new Event("pointerdown"))
      button.click()
    })
    expect(button).toHaveAttribute("data-held")
    await act(async () => fail(new Error("ChunkLoadError")))
    expect(button).not.toHaveAttribute("data-held")
    button.click()
    expect(button).not.toHaveAttribute("data-held") // nothing held any more: nothing will carry it out
  })

  it("keeps the keys a region handles until it hydrates, but never keys typed into a field", () => {
    document.body.innerHTML = `<div data-island="keys"><section ${HELD_KEYS}="ArrowLeft ArrowRight">
      <button type="button">Next</button><input aria-label="Search"></section></div>`
    const press = (target: Element, key: string) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })
      target.dispatchEvent(event)
      return event.defaultPrevented
    }
    const [button, field] = [screen.getByRole("button"), screen.getByRole("textbox")]
    expect(press(field, "ArrowRight")).toBe(false)
    expect(field).not.toHaveAttribute("data-held")
    expect(press(button, "Enter")).toBe(false)
    expect(press(button, "ArrowRight")).toBe(true)
    expect(button).toHaveAttribute("data-held")
  })
})
