/** @jest-environment node */
import { createQueryFields } from "../../node/hooks/resolvers"
import { withoutOwnQuotes } from "../../shared/quotes"
import { languageOf } from "../../shared/languages"
import { CONTENT_FILES } from "../../shared/content-files"

type Field = { type: string; resolve: (source: unknown, args: unknown, context: unknown) => Promise<unknown> }

/** The Query fields createQueryFields adds, as Gatsby would receive them. */
function queryFields(): Record<string, Field> {
  let resolvers: { Query: Record<string, Field> } | undefined
  const createResolvers = (given: typeof resolvers) => (resolvers = given)
  ;(createQueryFields as (args: unknown) => void)({ createResolvers, pathPrefix: "" })
  return resolvers!.Query
}

/** A node model holding content/<file>'s File node, and no entries of it. (The file's order: page.spec, develop-server.spec.) */
const nodeModel = (file: string) => ({
  findOne: async ({ type, query }: { type: string; query?: { filter: { relativePath: { eq: string } } } }) =>
    type === "File" && query?.filter.relativePath.eq === file ? { id: "file" } : null,
  findAll: async () => ({ entries: [] }),
})

describe("the root list fields", () => {
  it("has a non-null list field for every list file, and none for a file of one entry", () => {
    const fields = queryFields()
    const lists = CONTENT_FILES.filter((file) => file.listField)
    for (const { listField, typeName } of lists) expect(fields[listField!]?.type).toBe(`[${typeName}!]!`)
    expect(Object.keys(fields).sort()).toEqual(
      [...lists.map((file) => file.listField!), "everyProject", "siteUrl"].sort(),
    )
  })

  it("lists every project for the case studies' pages, in the editors' order, past the carousel's top ten", async () => {
    const projects = Array.from({ length: 12 }, (_, index) => ({
      parent: "file",
      contentOrder: 11 - index,
      title: `Project ${11 - index}`,
    }))
    const model = { ...nodeModel("projects.json"), findAll: async () => ({ entries: projects }) }
    const every = (await queryFields().everyProject!.resolve({}, {}, { nodeModel: model })) as { title: string }[]
    expect(every.map(({ title }) => title)).toEqual(Array.from({ length: 12 }, (_, index) => `Project ${index}`))
  })

  it("returns an empty list, not null, when the file has no entries", async () => {
    const services = queryFields().services!
    expect(await services.resolve({}, {}, { nodeModel: nodeModel("projects.json") })).toEqual([])
  })
})

describe("a review pasted with its own quotation marks", () => {
  it.each([
    ["“Fast and kind.”", "Fast and kind."],
    ['"Fast and kind."', "Fast and kind."],
    ["  „Schnell und freundlich.“ ", "Schnell und freundlich."],
    ["«Rapide.»", "Rapide."],
    ["「速い。」", "速い。"],
    // A quotation inside keeps its marks, in the inner style; an apostrophe stays as it is.
    [
      "“A calm team. Our partners call it “the website that finally sounds like us”, and we’re glad.”",
      "A calm team. Our partners call it ‘the website that finally sounds like us’, and we’re glad.",
    ],
    ["„Sie nennen es „unsere Seite“.“", "Sie nennen es ‚unsere Seite‘."],
  ])("drops the pair around %s", (pasted, shown) => expect(withoutOwnQuotes(pasted)).toBe(shown))

  it.each([
    "Fast and kind.",
    "“Fast.” Then “cheap.”",
    '"Fast" is the word.',
    "They said “fast”",
    "“Fast and kind.",
    "“Fast “and” kind.",
    '"Call it "ours"."',
    '"',
  ])("keeps %s as written", (text) => expect(withoutOwnQuotes(text)).toBe(text))
})

describe("the language a text is written in", () => {
  it.each([
    [["They listened first and built second."], "en"],
    [["ඔවුන් මුලින්ම සවන් දුන්නා, පසුව ගොඩනැගුවා."], "si"],
    [["அவர்கள் முதலில் கேட்டார்கள், பிறகு கட்டினார்கள்."], "ta"],
    // A Sinhala review under an English name is a Sinhala entry: most of its letters are.
    [["Nimal Perera", "Founder, Lanka Tea", "ඔවුන් මුලින්ම සවන් දුන්නා, පසුව ගොඩනැගුවා. වෙන්කිරීම් දෙගුණ විය."], "si"],
    [["2026", "★★★★★", undefined, 3], undefined],
  ])("%j is %s", (texts, language) => expect(languageOf(texts)).toBe(language))
})
