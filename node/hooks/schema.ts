import { readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { GraphQLResolveInfo } from "graphql"
import { CONTENT_FILES, SCHEMA_DIR } from "../../shared/content-files"
import { stepInto, stepOn, textPaths, type JsonSchema, type Step } from "../../shared/json-schema"
import { entryLanguage, PAGE_WORDS, pageLanguage, quoted } from "../../shared/page-values"
import { CONTENT_SOURCE } from "./content"

type Context = { nodeModel: { findOne(query: { type: string; query: unknown }): Promise<unknown> } }

/** The file whose words say the page's language (`<html lang>`); an entry in another is marked. */
const pageWords = CONTENT_FILES.find(({ file }) => file === PAGE_WORDS)

const readSchema = (name: string) => JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), "utf8")) as JsonSchema
const SCALARS: Record<string, string> = { string: "String", integer: "Int", number: "Float", boolean: "Boolean" }
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * The GraphQL types of one content file, read from its JSON Schema (the one source of its fields):
 * strings, numbers and booleans as scalars, an image path as the File the build made of it, an
 * object as a type of its own (a shared definition by its name), a required field as non-null. Ids
 * the editor generates stay out: the page keys entries by node id.
 */
function typesOf(typeName: string, file: string, definitions: JsonSchema): string[] {
  const root = readSchema(file)
  const types: string[] = []
  /** A shared object's type is named after its definition ("#/definitions/client": Client). */
  const named = (schema: JsonSchema, name: string) => {
    const local = /^#\/definitions\/(\w+)$/.exec(schema.$ref ?? "")?.[1]
    return local ? capitalised(local) : name
  }
  const fieldType = (schema: JsonSchema, local: JsonSchema, name: string): string => {
    const step = stepOn(schema, definitions, local)
    const { field } = step
    if (field["x-image-file"]) return "File @contentImage"
    if (field["x-quoted"]) return "String @quoted"
    if (field.type === "array") {
      const items = field.items ?? {}
      // A list's entries, in any file, carry their language as a top-level list's do.
      const item =
        stepInto(step, 0, definitions)?.field.type === "object"
          ? withLanguage(stepOn(items, definitions, step.local), named(items, name))
          : fieldType(items, step.local, name)
      if (item.includes("@")) throw new Error(`${file}: ${name} is a list of images, which the page cannot query yet`)
      return `[${item}!]`
    }
    if (field.type === "object") return objectType(step, named(schema, name))
    return SCALARS[String(field.type)] ?? "String"
  }
  const objectType = ({ field: schema, local }: Step, name: string, node = "") => {
    if (!types.some((type) => type.startsWith(`type ${name} `))) {
      const fields = Object.entries(schema.properties ?? {})
        .filter(([key, field]) => !key.startsWith("$") && !stepOn(field, definitions, local).field["x-generated"])
        .map(([key, field]) => {
          const type = fieldType(field, local, `${name}${capitalised(key)}`)
          return `  ${key}: ${schema.required?.includes(key) ? type.replace(/^(\S+)/, "$1!") : type}`
        })
      // A content file's entry says which language's page it is for: "" the first's (node/hooks/content-json.ts).
      if (node) fields.push("  contentLanguage: String!")
      types.push(`type ${name} ${node}{\n${fields.join("\n")}\n}`)
    }
    return name
  }
  // A list's entry, or the page's words: an object type with its language, from its texts (the
  // fields that are the shared `text`): the page's for the page's words, another only where an
  // entry is in another (shared/languages.ts, languageOf).
  const withLanguage = (step: Step, name: string, node = "") => {
    objectType(step, name, node)
    const texts = JSON.stringify(textPaths(step.field, definitions, step.local))
    const language =
      name === pageWords?.typeName
        ? `lang: String! @language(texts: ${texts}, page: true)`
        : `lang: String @language(texts: ${texts})`
    const at = types.findIndex((type) => type.startsWith(`type ${name} `))
    const type = types[at]
    if (type && !type.includes("\n  lang: ")) types[at] = type.replace(/\n}$/, `\n  ${language}\n}`)
    return name
  }
  const node = 'implements Node @dontInfer @childOf(types: ["File"]) '
  const top = stepOn(root, definitions, root)
  if (root.type === "array") withLanguage(stepInto(top, 0, definitions) ?? top, typeName, node)
  else if (typeName === pageWords?.typeName) withLanguage(top, typeName, node)
  else objectType(top, typeName, node)
  return types
}

/** Every content type, from the schemas: no inference, so a typo in one JSON file cannot change the schema. */
export const createContentTypes: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // An image's path inside content/, the File the build made of it. The content editor writes
  // "/images/…", people "images/…": both name the same file.
  actions.createFieldExtension({
    name: "contentImage",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, context: Context, info: GraphQLResolveInfo) => {
        const value = source[info.fieldName]
        if (typeof value !== "string") return null
        const filter = { sourceInstanceName: { eq: CONTENT_SOURCE }, relativePath: { eq: value.replace(/^\//, "") } }
        return context.nodeModel.findOne({ type: "File", query: { filter } })
      },
    }),
  })
  // A text the page sets in its own quotation marks (a review): a pair the editor pasted goes.
  actions.createFieldExtension({
    name: "quoted",
    extend: () => ({
      resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: GraphQLResolveInfo) =>
        quoted(source[info.fieldName]),
    }),
  })
  const definitions = readSchema("definitions.schema.json")
  const wordsSchema = pageWords ? readSchema(pageWords.schema) : {}
  // The language of an entry's texts where it differs from the page's words' (or, with `page`,
  // the page's own), so a screen reader reads a Sinhala review in a Sinhala voice.
  actions.createFieldExtension({
    name: "language",
    args: { texts: "[String!]!", page: "Boolean" },
    extend: ({ texts, page }: { texts: string[]; page?: boolean }) => ({
      resolve: async (source: unknown, _args: unknown, context: Context) => {
        if (page) return pageLanguage(source, wordsSchema, definitions)
        // The words of the page the entry is for (node/hooks/content-json.ts marks each object with it).
        const { contentLanguage = "" } = source as { contentLanguage?: string }
        const words = await context.nodeModel.findOne({
          type: String(pageWords?.typeName),
          query: { filter: { contentLanguage: { eq: contentLanguage } } },
        })
        return entryLanguage(source, texts, pageLanguage(words, wordsSchema, definitions))
      },
    }),
  })
  actions.createTypes(
    [
      // An SVG logo's own size (node/hooks/resolvers.ts), which sharp's image data does not cover.
      "type VectorSize { width: Int!, height: Int! }",
      ...CONTENT_FILES.flatMap(({ typeName, schema }) => typesOf(typeName, schema, definitions)),
    ].join("\n"),
  )
}
