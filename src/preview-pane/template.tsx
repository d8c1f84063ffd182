/**
 * The content editor's preview (/admin/): each content file drawn as the page draws it, as the
 * editor types. Sveltia CMS shows this template beside the form; it holds the page (frame.tsx) in a
 * frame of the width the editor picks, a phone's or a desktop's scaled to the pane, in light or
 * dark, and says above it what the content check would say.
 */
import * as React from "react"
import { createRoot, type Root } from "react-dom/client"
import {
  CONTENT_FILES,
  EDITOR_COLLECTION,
  anchorOf,
  MAX_PROJECTS,
  shownSections,
  SECTION_LABELS,
} from "../../shared/content-files"
import { sectionsField, stringsIn } from "../../shared/section-check"
import {
  asSaved,
  PICTURE_PATH,
  previewData,
  type ContentValues,
  type PreviewMessage,
  type PreviewPicture,
  type Schemas,
} from "./page-data"
import type { FramePayload } from "./frame"
import { PANE_WORDS } from "./pane-words"
import { ICON_SPRITE } from "../../shared/site-files"
import { pageTitle } from "../lib/page-title"
import { SharedAs, type Shared } from "./shared-as"
import validators from "content-validators"
import { PROJECTS_FILE } from "../../shared/case-studies"
import { textsOfField } from "./follow"
import { siteLanguages, translationFile, type Language } from "../../shared/languages"
import "./address-field"

declare const __CONTENT_SCHEMAS__: Schemas

/** Sveltia's entry and collections are Immutable.js maps; the preview reads them as plain JSON. */
interface Immutable {
  get(key: string): unknown
  toJS(): unknown
}
/** Sveltia's picture: its address, the repository's path until the editor has read the file. */
interface Asset {
  url: string
  /** Reads the file (which gives it its blob address), as a data URL. */
  toBase64?(): Promise<string>
}
interface TemplateProps {
  entry: Immutable
  getAsset(path: string): Asset | undefined
  getCollection(name: string): Promise<Immutable[]>
  document: Document
  window: Window
}
declare const CMS: {
  registerPreviewTemplate(name: string, component: (props: TemplateProps) => unknown): void
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: Immutable }) => void }): void
}

/** Each file as the editor's list names it: its schema's title. */
const LABELS: Record<string, string | undefined> = Object.fromEntries(
  CONTENT_FILES.map(({ file, schema }) => [file, __CONTENT_SCHEMAS__[schema]?.title]),
)

/** The page's width on each screen the pane offers: a phone's, and a laptop's (scaled to the pane). */
const WIDTHS = { phone: 375, desktop: 1280 } as const
type Width = keyof typeof WIDTHS

/** A content file's value as the editor holds it: a list file's form has the list as its one field. */
const valueOf = (name: string, data: unknown) =>
  CONTENT_FILES.find(({ file }) => file === `${name}.json`)?.listField ? (data as Record<string, unknown>)[name] : data

/** A picture's size, read once per address (an upload's blob, or the repository's copy). */
const sizes = new Map<string, Promise<PreviewPicture | undefined>>()
function sized(url: string): Promise<PreviewPicture | undefined> {
  let size = sizes.get(url)
  if (!size) {
    const image = new Image()
    image.src = url
    size = image.decode().then(
      () => ({ url, width: image.naturalWidth || 1, height: image.naturalHeight || 1 }),
      () => undefined,
    )
    sizes.set(url, size)
  }
  return size
}

/** The editor's picture itself, for the frame, where the editor's address does not open (frame.tsx). */
const files = new Map<string, Promise<Blob | undefined>>()
function fileOf(url: string): Promise<Blob | undefined> {
  let file = files.get(url)
  if (!file) {
    file = fetch(url).then(
      (answer) => answer.blob(),
      () => undefined,
    )
    files.set(url, file)
  }
  return file
}

/**
 * The editor's own address for a picture (a blob): at once where it has read the file, else once it
 * has. Until then its address is the repository's path, which opens nowhere: the picture was left
 * out of the pane until the next key, on first opening a file and after each upload.
 */
async function editorsCopy(getAsset: TemplateProps["getAsset"], path: string): Promise<string | undefined> {
  if (path.startsWith("blob:")) return path
  const asset = getAsset(path)
  if (asset && !asset.url.startsWith("blob:")) await asset.toBase64?.().catch(() => undefined)
  const url = getAsset(path)?.url
  return url?.startsWith("blob:") ? url : undefined
}

/** The site's icons, which the frame cannot read from the site (frame.tsx): fetched once. */
let sprite: Promise<string> | undefined
const spriteOf = (base: string) =>
  (sprite ??= fetch(new URL(`..${ICON_SPRITE}`, base)).then(
    (answer) => answer.text(),
    () => "",
  ))

/** Every file as last read from the repository, for the check of a save (below). */
let lastSaved: ContentValues = {}

/**
 * The project whose case study is being written, drawn on its own page: the first whose case study
 * is none of the saved ones (one typed in, or just added; a project moved or added elsewhere moves
 * none). None: the home page is drawn.
 */
function caseStudyShown(projects: unknown): number | undefined {
  const studyOf = (project: unknown) => (project as { caseStudy?: unknown } | null)?.caseStudy
  const saved = lastSaved[PROJECTS_FILE]
  const before = new Set(
    (Array.isArray(saved) ? saved : []).map((project) => JSON.stringify(asSaved(studyOf(project)))),
  )
  const list = Array.isArray(projects) ? projects : []
  const changed = list.findIndex(
    (project) => studyOf(project) && !before.has(JSON.stringify(asSaved(studyOf(project)))),
  )
  return changed >= 0 ? changed : undefined
}

/**
 * A file's value in each language the editor holds it in, by the names the build reads them by
 * ("projects.json", "projects.si.json"): `data` in the language `entry` is drawn in (the site's first
 * for a saved file's), the others' under `i18n`.
 */
function valuesOf(entry: Immutable, drawnIn: string, first: string): ContentValues {
  const name = String(entry.get("slug"))
  // A file without texts is in no language: the editor holds it under "_default".
  const fileIn = (language: string) =>
    language === first || language === "_default" ? `${name}.json` : translationFile(`${name}.json`, language)
  const others = ((entry.get("i18n") as Immutable | undefined)?.toJS() ?? {}) as Record<string, { data?: unknown }>
  return {
    [fileIn(drawnIn)]: valueOf(name, (entry.get("data") as Immutable).toJS()),
    ...Object.fromEntries(
      Object.entries(others).map(([language, { data }]) => [fileIn(language), valueOf(name, data ?? {})]),
    ),
  }
}

/** The site's languages, as last saved. */
const languagesSaved = () => siteLanguages(lastSaved["site.json"] as { languages?: string[] } | undefined)

/** The language the editor's pane draws `entry` in: the one its other languages (`i18n`) leave out. */
function languageOf(entry: Immutable): Language {
  const others = (entry.get("i18n") as Immutable | undefined)?.toJS() as Record<string, unknown> | undefined
  const languages = languagesSaved()
  return languages.find((language) => !Object.hasOwn(others ?? {}, language)) ?? languages[0] ?? "en"
}

/** Everything the page draws now: the other files as saved, this one as it stands in the form, in each language. */
function useContent({ entry, getCollection }: TemplateProps): { values: ContentValues; drawnIn: Language } | undefined {
  const [saved, setSaved] = React.useState<ContentValues>()
  React.useEffect(() => {
    void getCollection(EDITOR_COLLECTION).then((entries) => {
      // The editor gives each saved file in the site's first language (its default), the others under `i18n`.
      const site = entries.find((file) => `${String(file.get("slug"))}.json` === "site.json")
      const first = siteLanguages((site?.get("data") as Immutable | undefined)?.toJS() as { languages?: string[] })[0]
      setSaved((lastSaved = Object.assign({}, ...entries.map((file) => valuesOf(file, first ?? "en", first ?? "en")))))
    })
  }, [getCollection])
  return React.useMemo(() => {
    if (!saved) return undefined
    const drawnIn = languageOf(entry)
    return { values: { ...saved, ...valuesOf(entry, drawnIn, languagesSaved()[0] ?? "en") }, drawnIn }
  }, [saved, entry])
}

/**
 * The form's field last focused in this file, as a path into its value: Sveltia marks each field's
 * section with its key path (a list file's starting with the list's own name, which its value is).
 */
function useFocusedField(file: string): string[] | undefined {
  const [focused, setFocused] = React.useState<{ file: string; path: string[] }>()
  React.useEffect(() => {
    const follow = ({ target }: FocusEvent) => {
      const at = target instanceof Element ? target.closest("[data-key-path]")?.getAttribute("data-key-path") : null
      if (!at) return
      const path = at.split(".")
      setFocused({
        file,
        path: CONTENT_FILES.find((content) => content.file === file)?.listField ? path.slice(1) : path,
      })
    }
    document.addEventListener("focusin", follow)
    return () => document.removeEventListener("focusin", follow)
  }, [file])
  return focused?.file === file ? focused.path : undefined
}

const button = (pressed: boolean): React.CSSProperties => ({
  font: "inherit",
  padding: "4px 12px",
  border: "1px solid #64748b",
  borderRadius: 6,
  background: pressed ? "#1e293b" : "#ffffff",
  color: pressed ? "#ffffff" : "#1e293b",
  cursor: "pointer",
})

function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: Record<T, string>
  value: T
  onChange: (next: T) => void
}) {
  return (
    <div role="group" aria-label={label} style={{ display: "flex", gap: 4 }}>
      {(Object.keys(options) as T[]).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          style={button(option === value)}
          onClick={() => onChange(option)}
        >
          {options[option]}
        </button>
      ))}
    </div>
  )
}

/**
 * What the check would refuse in any file, this file's notes, and what an edit here does to another
 * file's (a link the page leaves out once its section is hidden).
 */
function Messages({ messages, file }: { messages: PreviewMessage[]; file: string }) {
  const shown = messages.filter((message) => message.level === "error" || message.across || message.file === file)
  if (shown.length === 0) return null
  return (
    <ul
      aria-label="What the content check says"
      style={{ margin: 0, padding: "4px 12px", listStyle: "none", maxHeight: "30%", overflow: "auto" }}
    >
      {shown.map(({ level, file: about, text }, index) => (
        <li
          key={index}
          style={{
            margin: "4px 0",
            padding: "4px 8px",
            borderLeft: `4px solid ${level === "error" ? "#b91c1c" : "#0369a1"}`,
            fontSize: 13,
          }}
        >
          <strong>{`${level === "error" ? PANE_WORDS.refused : PANE_WORDS.note}: `}</strong>
          {`${LABELS[about] ?? about}, ${text}`}
        </li>
      ))}
    </ul>
  )
}

function Preview(props: TemplateProps) {
  const content = useContent(props)
  const [width, setWidth] = React.useState<Width>("phone")
  const [theme, setTheme] = React.useState<FramePayload["theme"]>("light")
  const [messages, setMessages] = React.useState<PreviewMessage[]>([])
  const [shared, setShared] = React.useState<Shared>()
  const [stage, setStage] = React.useState({ width: 0, height: 0 })
  const [loaded, setLoaded] = React.useState(false)
  const stageRef = React.useRef<HTMLDivElement>(null)
  const frameRef = React.useRef<HTMLIFrameElement>(null)
  const file = `${String(props.entry.get("slug"))}.json`
  const { getAsset } = props
  const field = useFocusedField(file)

  React.useEffect(() => {
    const element = stageRef.current
    if (!element) return
    const observer = new (props.window as unknown as typeof globalThis).ResizeObserver(() =>
      setStage({ width: element.clientWidth, height: element.clientHeight }),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [props.window])

  React.useEffect(() => {
    if (!content || !loaded) return
    const { values, drawnIn } = content
    let current = true
    // Where content points to a picture: a path in the repository, or an upload not yet saved (its blob).
    const paths = new Set(
      [...stringsIn(values)].flatMap(([text]) => (text.startsWith("blob:") || PICTURE_PATH.test(text) ? [text] : [])),
    )
    const found = Promise.all(
      [...paths].map(async (path) => {
        const url = await editorsCopy(getAsset, path)
        if (!url) return [path, undefined, undefined] as const
        return [path, await sized(url), await fileOf(url)] as const
      }),
    )
    void Promise.all([found, spriteOf(document.baseURI)]).then(([found, sprite]) => {
      if (!current) return
      const sizes = Object.fromEntries(found.map(([path, size]) => [path, size]))
      const { data, messages } = previewData(values, sizes, __CONTENT_SCHEMAS__, validators, lastSaved, drawnIn)
      const pictures = Object.fromEntries(
        found.flatMap(([, size, file]) => (size && file ? [[size.url, file] as const] : [])),
      )
      const shownIn = CONTENT_FILES.find((content) => content.file === file)?.shownIn
      const site = values["site.json"] as
        | { sections?: string[]; shareImage?: string; icon?: string; siteAddress?: string; languages?: string[] }
        | undefined
      if (shownIn && shownIn !== "footer" && !shownSections(site?.sections ?? []).includes(shownIn))
        messages.unshift({
          level: "note",
          file,
          text: `the page does not show ${SECTION_LABELS[shownIn]}: ${sectionsField(__CONTENT_SCHEMAS__["site.schema.json"] ?? {})} hides it, so this preview cannot either.`,
        })
      const caseStudy = file === PROJECTS_FILE ? caseStudyShown(values[file]) : undefined
      if (caseStudy !== undefined && caseStudy >= MAX_PROJECTS)
        messages.unshift({
          level: "note",
          file,
          text: `project ${caseStudy + 1} is past the carousel's first ${MAX_PROJECTS}: its case study has its page, and its "back" link leads to the portfolio's start, as it has no slide there.`,
        })
      setMessages(messages)
      const { siteDetails, words } = data
      const address = site?.siteAddress ?? ""
      const editors = (path?: string) => found.find(([found]) => found === path)?.[1]?.url
      setShared(
        file === "site.json" && siteDetails && words
          ? {
              title: pageTitle(words, siteDetails.name),
              description: siteDetails.description,
              host: URL.canParse(address) ? new URL(address).host : address,
              shareImage: editors(site?.shareImage),
              icon: editors(site?.icon),
            }
          : undefined,
      )
      const focus = shownIn === "footer" ? "footer" : shownIn && anchorOf(shownIn).id
      const first = siteLanguages(site)[0]
      const language = drawnIn === first ? "" : drawnIn
      const find = field ? textsOfField(values[language ? translationFile(file, language) : file], field) : []
      // Its origin is no one's (sandboxed), so none can be named; the frame reads only the site's (frame.tsx).
      frameRef.current?.contentWindow?.postMessage(
        { data, theme, focus, find, pictures, sprite, caseStudy, language } satisfies FramePayload,
        "*",
      )
    })
    return () => {
      current = false
    }
  }, [content, theme, loaded, file, getAsset, field])

  const scale = Math.min(1, stage.width / WIDTHS[width])
  const base = new URL(".", document.baseURI).href
  const frameDocument = `<!doctype html><html lang="en"><head><meta charset="utf-8"><base href="${base}"><link rel="stylesheet" href="preview/page.css"><script defer src="preview/page.js"></script></head><body><div id="root"></div></body></html>`
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        height: "100vh",
        fontFamily: "system-ui, sans-serif",
        color: "#1e293b",
      }}
    >
      <div style={{ display: "flex", flexWrap: "wrap", gap: 12, padding: "8px 12px", alignItems: "center" }}>
        <Choice
          label="Width"
          options={{ phone: PANE_WORDS.phone, desktop: PANE_WORDS.desktop }}
          value={width}
          onChange={setWidth}
        />
        <Choice
          label="Theme"
          options={{ light: PANE_WORDS.light, dark: PANE_WORDS.dark }}
          value={theme}
          onChange={setTheme}
        />
        {scale < 1 && (
          <span style={{ fontSize: 13 }}>
            Shown at {Math.round(scale * 100)} % of its size, laid out as on a screen {WIDTHS[width]} pixels wide.
          </span>
        )}
      </div>
      <Messages messages={messages} file={file} />
      {shared && <SharedAs {...shared} />}
      {/* The frame is laid out at the page's width and scaled: out of the flow, so its size never sizes the stage. */}
      <div
        ref={stageRef}
        style={{ flex: 1, minHeight: 0, position: "relative", overflow: "hidden", borderTop: "1px solid #cbd5e1" }}
      >
        {stage.width > 0 && (
          <iframe
            ref={frameRef}
            title={`The page as on a ${width}, in ${theme}`}
            srcDoc={frameDocument}
            // Scripts, for the page's own (frame.tsx), and an origin of its own: nothing drawn in it
            // reaches the editor's storage or window.
            sandbox="allow-scripts"
            onLoad={() => setLoaded(true)}
            style={{
              border: 0,
              width: WIDTHS[width],
              height: stage.height / scale,
              transform: `scale(${scale})`,
              transformOrigin: "0 0",
              position: "absolute",
              inset: "0 auto auto 0",
            }}
          />
        )}
      </div>
    </div>
  )
}

/**
 * Sveltia draws a template with its own React, whose hooks a template cannot call (its renderer is
 * another copy). So the template it draws is only an element, into which the site's React draws
 * the preview, again with each change's props.
 */
const editorReact = (globalThis as unknown as { __SVELTIA_CMS_REACT__: typeof React }).__SVELTIA_CMS_REACT__
const roots = new WeakMap<Element, Root>()
function Template(props: TemplateProps) {
  const draw = (element: HTMLDivElement | null) => {
    if (!element) return
    const root = roots.get(element) ?? createRoot(element)
    roots.set(element, root)
    root.render(<Preview {...props} />)
  }
  return editorReact.createElement("div", { ref: draw })
}

for (const { file } of CONTENT_FILES) CMS.registerPreviewTemplate(file.replace(/\.json$/, ""), Template)

/**
 * A save the check would refuse is refused here, in the check's words: what the editor's own form
 * cannot see, such as a menu link to a section another file hides. Only what this save would make
 * wrong: a fault already in the repository is not this editor's to fix first.
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const name = String(entry.get("slug"))
    const errors = (values: ContentValues) =>
      previewData(values, {}, __CONTENT_SCHEMAS__, validators, lastSaved).messages.flatMap(({ level, file, text }) =>
        level === "error" ? [`${LABELS[file] ?? file}, ${text}`] : [],
      )
    const before = new Set(errors(lastSaved))
    const after = { ...lastSaved, [`${name}.json`]: valueOf(name, (entry.get("data") as Immutable).toJS()) }
    const made = errors(after).filter((error) => !before.has(error))
    if (made.length === 0) {
      lastSaved = after
      return
    }
    // The editor then says only that the save failed: this says why, as the preview pane does.
    const why = `Not saved: ${made.join(" ")}`
    alert(why)
    throw new Error(why)
  },
})
