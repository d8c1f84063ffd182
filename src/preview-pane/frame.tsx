/**
 * The page inside the editor's preview: the site's own IndexPage, drawn by the site's own React in
 * a document of its own, so media queries, the theme and the menu behave at the width the editor
 * picked as they do on the page. The frame is sandboxed, an origin of no one's: nothing drawn here
 * (a link an editor typed) can reach /admin/'s storage or its window. template.tsx posts it the
 * page's data (page-data.ts) on each change, with the editor's pictures as files, whose addresses
 * are the editor's own and do not open here.
 */
import * as React from "react"
import { createRoot } from "react-dom/client"
import type { PageProps } from "gatsby"
import IndexPage from "../pages/index"
import CaseStudyPage, { type CaseStudyContext } from "../templates/case-study"
import type { PageLanguage } from "../../shared/languages"
import { caseStudyPageData } from "../../shared/case-studies"
import { TRACK_ID } from "../sections/Portfolio"
import { ICON_SPRITE } from "../../shared/site-files"
import { ownCopies } from "./gatsby"
import type { PreviewData } from "./page-data"

export interface FramePayload {
  data: PreviewData["data"]
  theme: "light" | "dark"
  /** Where the file being edited shows: a section's #anchor, or the footer. */
  focus?: string
  /** The texts the page draws of the field being edited, nearest first (follow.ts): shown where first found. */
  find: readonly string[]
  /** The pictures `data` names, by the editor's address for each. */
  pictures: Record<string, Blob>
  /** The icons' sprite, which an SVG <use> reads only from this document's own origin. */
  sprite: string
  /** The page's language, as its context says it ("" for the site's first). */
  language: string
  /** The project whose case study to draw, on its own page, instead of the home page (its place in `everyProject`). */
  caseStudy?: number
}

/** The case study last drawn: another one opens at its top. */
let lastStudy: number | undefined

const root = createRoot(document.getElementById("root") as HTMLElement)
const brand = document.head.appendChild(document.createElement("style"))

/**
 * The page, opened where the file being edited shows, and brought back there when the width changes;
 * the carousel on the slide of the project just edited or added (`slide`).
 */
function Page({
  data,
  focus,
  slide,
  language,
}: {
  data: Queries.IndexPageQuery
  focus?: string
  slide: number | undefined
  language: string
}) {
  React.useEffect(() => {
    if (slide === undefined) return
    document
      .getElementById(TRACK_ID)
      ?.children[slide]?.scrollIntoView({ behavior: "instant", block: "nearest", inline: "center" })
  }, [data, slide])
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
  return <IndexPage {...({ data, pageContext: { language } } as PageProps<Queries.IndexPageQuery, PageLanguage>)} />
}

/** Scrolls the page to the first of `texts` it draws where a visitor would see it (not a closed menu's). */
function showText(texts: readonly string[]) {
  for (const text of texts) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (element && node.nodeValue?.includes(text) && element.getClientRects().length > 0) {
        element.scrollIntoView({ behavior: "instant", block: "center", inline: "nearest" })
        return
      }
    }
  }
}

/** The page as drawn, then brought to the field being edited: after the page's own scrolling, on every drawing. */
function Following({ find, children }: { find: readonly string[]; children: React.ReactNode }) {
  React.useEffect(() => showText(find))
  return children
}

/** This document's address for each of the editor's pictures, by the editor's: made once. */
const addresses = new Map<string, string>()

/** The first project that differs from the last drawing's: the one being edited, or just added. */
let lastProjects: readonly unknown[] | undefined
function changedSlide(projects: readonly unknown[]): number | undefined {
  const before = lastProjects?.map((project) => JSON.stringify(project))
  lastProjects = projects
  const index = before ? projects.findIndex((project, i) => JSON.stringify(project) !== before[i]) : -1
  return index < 0 ? undefined : index
}

function renderPreview({ data, theme, focus, find, pictures, sprite, caseStudy, language }: FramePayload) {
  if (!ownCopies.has(ICON_SPRITE))
    ownCopies.set(ICON_SPRITE, URL.createObjectURL(new Blob([sprite], { type: "image/svg+xml" })))
  let text = JSON.stringify(data)
  for (const [editors, file] of Object.entries(pictures)) {
    const address = addresses.get(editors) ?? URL.createObjectURL(file)
    addresses.set(editors, address)
    text = text.replaceAll(JSON.stringify(editors).slice(1, -1), address)
  }
  const page = JSON.parse(text) as FramePayload["data"]
  document.documentElement.classList.toggle("dark", theme === "dark")
  document.documentElement.lang = page.words?.lang ?? "en"
  brand.textContent = page.siteDetails?.brandStyle ?? ""
  const study = caseStudy === undefined ? null : caseStudyPageData(page.everyProject, caseStudy)
  if (study) {
    const props = { data: { ...page, ...study }, pageContext: { onCarousel: study.onCarousel, language } }
    root.render(
      <Following find={find}>
        <CaseStudyPage {...(props as unknown as PageProps<Queries.CaseStudyPageQuery, CaseStudyContext>)} />
      </Following>,
    )
    if (lastStudy !== caseStudy) scrollTo({ top: 0, behavior: "instant" })
  } else
    root.render(
      <Following find={find}>
        <Page data={page} focus={focus} slide={changedSlide(page.projects)} language={language} />
      </Following>,
    )
  lastStudy = study ? caseStudy : undefined
}

// Only the editor, at the site's own origin (this document's base address), draws in it.
const editor = new URL(document.baseURI).origin
addEventListener("message", (event: MessageEvent<FramePayload>) => {
  if (event.origin === editor) renderPreview(event.data)
})
