import { useEffect } from "react"

type Springs = typeof import("@react-spring/web")

const OFFSET_PX = 24

async function reveal(element: HTMLElement, load: () => Promise<Springs>): Promise<void> {
  try {
    const { Controller } = await load()
    // Take over the hidden start state from the stylesheet, then let the spring play it out.
    element.style.opacity = "0"
    element.style.transform = `translate3d(0, ${OFFSET_PX}px, 0)`
    element.setAttribute("data-reveal", "done")
    const spring = new Controller({ opacity: 0, y: OFFSET_PX })
    await spring.start({
      opacity: 1,
      y: 0,
      config: { tension: 200, friction: 26 },
      onChange: () => {
        const { opacity, y } = spring.get()
        element.style.opacity = String(opacity)
        element.style.transform = `translate3d(0, ${y}px, 0)`
      },
    })
  } finally {
    // Whatever happened (even a failed download), the section ends up visible and unstyled.
    element.setAttribute("data-reveal", "done")
    element.style.opacity = ""
    element.style.transform = ""
  }
}

/**
 * Animates each `[data-reveal]` section in once, the first time it scrolls into view. Sections
 * already on screen when the app starts are left alone, and react-spring is fetched on the first
 * scroll, so it is never part of the first load. With reduced motion nothing is hidden.
 */
export function useReveals(): void {
  useEffect(() => {
    if (!("IntersectionObserver" in window) || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
    const pending = [...document.querySelectorAll<HTMLElement>('[data-reveal=""]')].filter(
      (element) => element.getBoundingClientRect().top >= window.innerHeight,
    )
    if (pending.length === 0) return
    for (const element of pending) element.setAttribute("data-reveal", "pending")

    let springs: Promise<Springs> | undefined
    const load = () => (springs ??= import("@react-spring/web"))
    const preload = () => void load().catch(() => undefined)
    window.addEventListener("scroll", preload, { once: true, passive: true })

    const entering = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entering.unobserve(entry.target)
          reveal(entry.target as HTMLElement, load).catch(() => undefined)
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    )
    for (const element of pending) entering.observe(element)
    return () => {
      window.removeEventListener("scroll", preload)
      entering.disconnect()
      for (const element of pending) element.setAttribute("data-reveal", "done")
    }
  }, [])
}
