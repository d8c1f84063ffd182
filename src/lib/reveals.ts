import { Controller } from "@react-spring/web"

const OFFSET_PX = 24

async function reveal(element: HTMLElement): Promise<void> {
  try {
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
    // Whatever happened, the section ends up visible and unstyled.
    element.setAttribute("data-reveal", "done")
    element.style.opacity = ""
    element.style.transform = ""
  }
}

/**
 * Hides each `[data-reveal]` section that is still below the fold and animates it in once, the
 * first time it scrolls into view. With reduced motion nothing is hidden. Returns a stop function
 * that shows whatever is still waiting.
 */
export function revealBelowTheFold(): () => void {
  if (!("IntersectionObserver" in window) || window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    return () => undefined
  const pending = [...document.querySelectorAll<HTMLElement>('[data-reveal=""]')].filter(
    (element) => element.getBoundingClientRect().top >= window.innerHeight,
  )
  for (const element of pending) element.setAttribute("data-reveal", "pending")
  const entering = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entering.unobserve(entry.target)
        reveal(entry.target as HTMLElement).catch(() => undefined)
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  )
  for (const element of pending) entering.observe(element)
  // The browser checks for elements coming into view only every so often: a section scrolled past
  // quickly (a fling, End, a busy phone) can go from below the screen to above it unseen, and would
  // stay hidden until scrolled back to. Once above the screen it is shown as it is, unanimated.
  let frame = 0
  const showPassed = () => {
    frame = 0
    for (const element of pending)
      if (element.dataset.reveal === "pending" && element.getBoundingClientRect().bottom < 0) {
        entering.unobserve(element)
        element.setAttribute("data-reveal", "done")
      }
  }
  const onScroll = () => (frame ||= requestAnimationFrame(showPassed))
  window.addEventListener("scroll", onScroll, { passive: true })
  return () => {
    entering.disconnect()
    window.removeEventListener("scroll", onScroll)
    cancelAnimationFrame(frame)
    for (const element of pending) element.setAttribute("data-reveal", "done")
  }
}
