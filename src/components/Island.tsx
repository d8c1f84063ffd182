import * as React from "react"
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react"
import { hydrateRoot } from "react-dom/client"
import { releaseEarlySubmits } from "../forms/early-submit"
import { dropEarlyClicks, releaseEarlyClicks } from "../lib/early-clicks"
import { setAsideForeignNodes } from "../lib/foreign-nodes"

/**
 * When an island's code reaches the browser:
 * - "never": it has nothing to do after render, so the server's HTML is all a visitor ever needs;
 * - "needed": on the visitor's first scroll, key, touch, click or focus, or as soon as the island is
 *   on screen, whichever comes first.
 */
export type Hydrate = "never" | "needed"

// A touch starts with pointerdown; a keyboard visitor's Tab is a keydown.
const INTERACTIONS = ["scroll", "keydown", "pointerdown", "focusin"] as const

let interaction: Promise<void> | undefined
/** Settles on the visitor's first interaction. */
function firstInteraction(): Promise<void> {
  return (interaction ??= new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true })
    // Scrolled (or sent to an anchor) while the scripts were still downloading: that counts too.
    if (window.scrollY > 0) done()
  }))
}

function onScreen(element: Element | null): Promise<void> {
  if (!element || !("IntersectionObserver" in window)) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      resolve()
    })
    observer.observe(element)
  })
}

function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run])
  return children
}

/**
 * A part of the page whose code is a chunk of its own, so the first load carries only what the
 * top of the page uses. The server renders it in full, in a wrapper (`display: contents`) named by
 * `name`. In the browser the page's React root keeps that wrapper's server HTML as it is (an
 * element with `dangerouslySetInnerHTML` has no children for React to hydrate, compare or update),
 * and the island, once its code is needed, hydrates it as a React root of its own. Being its own
 * root puts it out of reach of the page's updates: the router's, on every jump to an anchor, would
 * otherwise make React throw away a part it has not hydrated yet and render it again from nothing.
 * Until then links, text and the forms' no-JavaScript paths work as server HTML, and the
 * early-submit script holds a form sent meanwhile. Under `gatsby develop`, which renders without
 * server HTML, the island renders as any component would.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function island<C extends ComponentType<any>>(name: string, load: () => Promise<C>, hydrate: Hydrate) {
  type Props = React.ComponentProps<C>
  const Code = lazy(async () => ({ default: await load() }))

  return function Island(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null)
    // Decided at the first render: hydrating if the page's server HTML has this island.
    const [serverHtml] = useState(
      () => typeof document !== "undefined" && document.querySelector(`[data-island="${name}"]`) !== null,
    )
    useEffect(() => {
      const element = wrapper.current
      if (!element) return
      // Under develop the island renders as any component does, and acts at once.
      if (!serverHtml) {
        void releaseEarlyClicks(element)
        return
      }
      if (hydrate === "never") return
      let putBackForeignNodes = () => {}
      // Once hydrated: input on it until then is carried out (src/lib/early-clicks.ts), and what a
      // browser extension added meanwhile goes back (src/lib/foreign-nodes.ts).
      const hydrated = () => {
        void releaseEarlyClicks(element)
        putBackForeignNodes()
      }
      Promise.race([firstInteraction(), onScreen(element.firstElementChild)])
        .then(load)
        .then((Component: ComponentType<Props>) => {
          putBackForeignNodes = setAsideForeignNodes(element)
          hydrateRoot(
            element,
            // The same Suspense boundary as the server's render, around what the server rendered.
            <Suspense>
              <AfterHydration run={hydrated}>
                <Component {...props} />
              </AfterHydration>
            </Suspense>,
          )
        })
        // Code that never arrives leaves the server's HTML, which still reads and links; its forms
        // fall back to their no-JavaScript path instead of holding a submit for ever.
        .catch(() => {
          releaseEarlySubmits(element)
          dropEarlyClicks(element)
        })
      // Props are fixed at build time, and the island hydrates once.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])
    return serverHtml ? (
      <div
        ref={wrapper}
        data-island={name}
        className="contents"
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    ) : (
      <div ref={wrapper} data-island={name} className="contents">
        <Suspense>
          <Code {...props} />
        </Suspense>
      </div>
    )
  }
}
