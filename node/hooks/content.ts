/**
 * The content check as the build and `npm run content:check` run it: one folder, one validator,
 * one summary line, so an editor reads the same message in both places.
 */
import { existsSync, readdirSync, watch } from "node:fs"
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import * as transformJson from "gatsby-transformer-json/gatsby-node"
import { validateContent } from "../content/validate"
import { formatProblem, type ContentProblem } from "../content/problem"
import { IMAGE_HEADER_CACHE } from "../content/images"
import { hasEmailKeys } from "../../src/forms/settings"
import { SCHEMA_DIR, typeNameForFile } from "../../shared/content-files"

/** gatsby-source-filesystem's name for content/, by which queries find its files. */
export const CONTENT_SOURCE = "content"

/** Where the editors' JSON lives: content/, or CONTENT_DIR (tests point it at a scratch copy). */
export const contentDir = (): string => path.resolve(process.env.CONTENT_DIR ?? "content")

/** The folder as messages name it, relative to the project. */
export const contentLabel = (dir = contentDir()): string => path.relative(process.cwd(), dir) || "."

/** Validates the folder exactly as the build reads it (image headers cached between runs). */
export const checkContent = (dir = contentDir()) =>
  validateContent(dir, contentLabel(dir), { imageCache: IMAGE_HEADER_CACHE })

/** The line both the build and content:check end a failure with (each adds its own ending). */
export const failureSummary = (errors: readonly ContentProblem[], label: string): string =>
  `Content check failed: ${errors.length} ${errors.length === 1 ? "problem" : "problems"} to fix in ${label}/`

/** onPreInit: stops the build before anything is sourced when a content file is broken. */
export const checkContentBeforeBuild: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const { errors, warnings, notes } = await checkContent()
  for (const note of notes) reporter.info(`Content: ${formatProblem(note)}`)
  for (const warning of warnings) reporter.warn(`Content: ${formatProblem(warning)}`)
  if (process.env.gatsby_executing_command === "build" && !hasEmailKeys(process.env)) {
    reporter.warn(
      "E-mail sending is not configured: GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID and GATSBY_EMAILJS_PUBLIC_KEY are not all set. " +
        "This build's contact and newsletter forms will offer to send by e-mail (mailto:) instead. See .env.example.",
    )
  }
  if (errors.length > 0) reporter.panic(problemList(errors))
}

/** The check's findings as one block: the summary line, then a line per problem. */
const problemList = (errors: readonly ContentProblem[]) =>
  `${failureSummary(errors, contentLabel())}.\n${errors.map((error) => `  ${formatProblem(error)}`).join("\n")}`

/**
 * `npm start`: each saved change to content/ runs the same check again and prints what it finds,
 * file and line first, where Gatsby alone says only "Unable to parse JSON".
 */
export const checkContentOnChange: GatsbyNode["onCreateDevServer"] = ({ reporter }) => {
  const dir = contentDir()
  let pending: NodeJS.Timeout | undefined
  let failing = false
  const recheck = async (log: Reporter) => {
    const { errors, warnings } = await checkContent(dir)
    for (const warning of warnings) log.warn(`Content: ${formatProblem(warning)}`)
    if (errors.length > 0) log.error(`${problemList(errors)}\nFix them and save again: the page follows the files.`)
    else if (failing) log.success(`Content check passed: ${contentLabel(dir)}/ is valid again.`)
    failing = errors.length > 0
  }
  // Gatsby reads the content's types when it starts: a schema changed, or a content file added,
  // reaches the page only after a fresh start, which the terminal says rather than show an empty section.
  const startedWith = new Set(readdirSync(dir).filter((name) => name.endsWith(".json")))
  // Said once a file: a save is often several writes, and an editor's temporary files are not schemas.
  const told = new Set<string>()
  const restart = (file: string) => {
    if (told.has(file)) return
    told.add(file)
    reporter.warn(
      `${file} is new or a schema: the page takes it only after a fresh start. Stop npm start (Ctrl-C), then run npm run clean && npm start.`,
    )
  }
  watch(SCHEMA_DIR, (_event, file) => file?.endsWith(".schema.json") && restart(`${SCHEMA_DIR}/${file}`)).unref()
  // An editor's save is often several writes: one check once they have settled. Any file: one
  // that is not the editors' is named by the check.
  watch(dir, { recursive: true }, (_event, file) => {
    if (!file) return
    if (!startedWith.has(file) && typeNameForFile(file.replace(/\.json$/, "")) && existsSync(path.join(dir, file))) {
      startedWith.add(file)
      restart(`${contentLabel(dir)}/${file}`)
    }
    clearTimeout(pending)
    pending = setTimeout(() => void recheck(reporter), 300)
  }).unref()
}

/** Each content file's last text that parsed, by path. */
const lastGood = new Map<string, string>()

/**
 * onCreateNode: gatsby-transformer-json's, except that under `npm start` a content file that does
 * not parse is read as its last text that did. The page then keeps that version and Gatsby prints
 * no stack of its own, while the check above names the line to fix. (A build never gets here: the
 * check stops it first.)
 */
export const readContentJson: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, loadNodeContent } = args
  if (!transformJson.shouldOnCreateNode({ node })) return
  const file = String(node.absolutePath)
  let text = await loadNodeContent(node)
  // An empty read is a save caught between truncating and writing: its own change follows at
  // once. Reading the last good text here raced that change's nodes (9 of 10 slides, once in 60).
  if (text.trim() === "") return
  try {
    JSON.parse(text)
    lastGood.set(file, text)
  } catch {
    const good = lastGood.get(file)
    if (good === undefined) return
    text = good
  }
  // Each entry of a list keeps its place, which the page's lists are sorted by (resolvers.ts).
  const value: unknown = JSON.parse(text)
  if (Array.isArray(value))
    text = JSON.stringify(value.map((entry: unknown, contentOrder) => ({ ...(entry as object), contentOrder })))
  // Saves under `npm start` overlap: gatsby-source-filesystem makes a File node per change without
  // waiting for the last one's entries (a save can be two changes, emptied then written). A run
  // whose File node a newer one has replaced stops, or it would link its entries to the old node
  // and write that back over the new one, and the page would keep only some of the entries.
  const superseded = () => args.getNode(node.id)?.internal.contentDigest !== node.internal.contentDigest
  const { createNode, createParentChildLink } = args.actions
  const actions: typeof args.actions = {
    ...args.actions,
    createNode: (...call) => (superseded() ? Promise.resolve(undefined) : createNode(...call)),
    createParentChildLink: (...call) => (superseded() ? undefined : createParentChildLink(...call)),
  }
  await transformJson.onCreateNode({ ...args, actions, loadNodeContent: () => Promise.resolve(text) }, { typeName })
}

/** Each file's entries are typed by shared/content-files.ts (a projects.json entry is a Project). */
const typeName = ({ node }: { node: { name: string } }) =>
  typeNameForFile(node.name) ?? `${node.name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}Json`
