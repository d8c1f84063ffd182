/**
 * The page inside the editor's preview: the site's own IndexPage, drawn by the site's own React in
 * a document of its own, so media queries, the theme and the menu behave at the width the editor
 * picked as they do on the page. template.tsx hands it the page's data (page-data.ts) on each change.
 */
import * as React from "react"
import { createRoot } from "react-dom/client"
import type { PageProps } from "gatsby"
import IndexPage from "../pages/index"

export interface FramePayload {
  data: Queries.IndexPageQuery
  theme: "light" | "dark"
  /** Where the file being edited shows: a section's #anchor, or the footer. */
  focus?: string
}

const root = createRoot(document.getElementById("root") as HTMLElement)
const brand = document.head.appendChild(document.createElement("style"))

/** The page, opened where the file being edited shows, and brought back there when the width changes. */
function Page({ data, focus }: Omit<FramePayload, "theme">) {
  React.useEffect(() => {
    const show = () =>
      (focus === "footer"
        ? document.querySelector("footer")
        : focus
          ? document.getElementById(focus)
          : null
      )?.scrollIntoView({
        behavior: "instant",
      })
    show()
    addEventListener("resize", show)
    return () => removeEventListener("resize", show)
  }, [focus])
  return <IndexPage {...({ data } as PageProps<Queries.IndexPageQuery>)} />
}

function renderPreview(payload: FramePayload) {
  // Made again in this document's own realm: the editor's objects come from another window.
  const { data, theme, focus } = structuredClone(payload)
  document.documentElement.classList.toggle("dark", theme === "dark")
  brand.textContent = data.siteDetails?.brandStyle ?? ""
  root.render(<Page data={data} focus={focus} />)
}

;(window as unknown as { renderPreview: typeof renderPreview }).renderPreview = renderPreview
