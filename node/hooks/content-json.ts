/** content/*.json into the data layer's nodes, by gatsby-transformer-json, each entry in its place. */
import type { GatsbyNode } from "gatsby"
import * as transformJson from "gatsby-transformer-json/gatsby-node"
import { readFileSync } from "node:fs"
import path from "node:path"
import { contentFileOf, SCHEMA_DIR, typeNameForFile } from "../../shared/content-files"
import type { JsonSchema } from "../../shared/json-schema"
import { translated, translationOf } from "../../shared/languages"

const readSchema = (name: string) => JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), "utf8")) as JsonSchema

/** A translation's texts laid over its content file's value, as the page of its language shows them. */
function translatedContent(file: string, translation: unknown, original: string): unknown {
  const schema = readSchema(contentFileOf(file).schema)
  const walk = { definitions: readSchema("definitions.schema.json"), local: schema }
  // Under `npm start` the content file may be mid-save or broken: its last text that parsed stands in.
  let text = lastGood.get(original)
  try {
    const read = readFileSync(original, "utf8")
    JSON.parse(read)
    text = read
  } catch {
    // the check names the file
  }
  return text === undefined ? translation : translated(JSON.parse(text), translation, schema, walk)
}

/**
 * Every object of a value, at any depth, with the language of the page it is for: a list's entry
 * inside an entry (a case study's result) is told to be in another language against that page's
 * words, which its type's `lang` reads (schema.ts). Only the top level's is a field of its type.
 */
export const withLanguage = (value: unknown, contentLanguage: string): unknown =>
  Array.isArray(value)
    ? value.map((entry) => withLanguage(entry, contentLanguage))
    : value && typeof value === "object"
      ? {
          ...Object.fromEntries(
            Object.entries(value).map(([key, inner]) => [key, withLanguage(inner, contentLanguage)]),
          ),
          contentLanguage,
        }
      : value

/** Each content file's last text that parsed, by path. */
const lastGood = new Map<string, string>()

/**
 * onCreateNode: gatsby-transformer-json's, except that under `npm start` a content file that does
 * not parse is read as its last text that did. The page then keeps that version and Gatsby prints
 * no stack of its own, while the check (content-watch.ts) names the line to fix. (A build never gets here: the
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
  // A translation (projects.si.json) holds texts alone: the rest is its content file's.
  let value: unknown = JSON.parse(text)
  const translation = translationOf(path.basename(file))
  if (translation) value = translatedContent(translation.file, value, path.join(path.dirname(file), translation.file))
  // Each entry says which language's page it is for ("" the first's), which the page's query asks
  // for; each of a list keeps its place, which the page's lists are sorted by (resolvers.ts).
  const contentLanguage = translation?.language ?? ""
  const marked = withLanguage(value, contentLanguage)
  text = JSON.stringify(
    Array.isArray(marked)
      ? marked.map((entry: unknown, contentOrder) => ({ ...(entry as object), contentOrder }))
      : marked,
  )
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
