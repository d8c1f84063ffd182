/** @jest-environment node */
import { readFileSync } from "node:fs"
import path from "node:path"
import {
  alternates,
  pathIn,
  siteLanguages,
  translated,
  translationOf,
  translationFile,
  translationProblems,
} from "../../shared/languages"
import { validateContent } from "../../node/content/validate"
import { contentSandbox, firstLanguageSandbox } from "../content-sandbox"
import type { JsonSchema } from "../../shared/json-schema"
import { CONTENT_FILES, SCHEMA_DIR } from "../../shared/content-files"
import { CONTENT_DIR } from "../content"
import { everyString, sinhala, tamil } from "../in-script"

const schema = (name: string) => JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), "utf8")) as JsonSchema
const definitions = schema("definitions.schema.json")
const projectsSchema = schema("projects.schema.json")
const walk = { definitions, local: projectsSchema }
const projects = JSON.parse(readFileSync(path.join(CONTENT_DIR, "projects.json"), "utf8")) as unknown[]

const SINHALA = "ලිපියේ සිංහල පාඨය"

describe("a site's languages", () => {
  test("are English alone where site.json names none, and its list (known codes, once each) where it does", () => {
    expect(siteLanguages({})).toEqual(["en"])
    expect(siteLanguages({ languages: ["si", "en", "si", "xx", null] })).toEqual(["si", "en"])
  })

  test("put the default's pages at their address and the others' under their code, each linked to the rest", () => {
    expect(pathIn("en", "/case-studies/x/", ["en", "si"])).toBe("/case-studies/x/")
    expect(pathIn("si", "/case-studies/x/", ["en", "si"])).toBe("/si/case-studies/x/")
    expect(alternates("/", ["en"])).toEqual([])
    expect(alternates("/", ["en", "si", "ta"])).toEqual([
      { hreflang: "en", path: "/" },
      { hreflang: "si", path: "/si/" },
      { hreflang: "ta", path: "/ta/" },
      { hreflang: "x-default", path: "/" },
    ])
  })

  test("name a translation by its content file and language, and nothing else", () => {
    expect(translationOf("projects.si.json")).toEqual({ file: "projects.json", language: "si" })
    expect(translationOf("projects.json")).toBeUndefined()
    expect(translationOf("projects.fr.json")).toBeUndefined()
  })
})

describe("a translation", () => {
  test("gives the page its texts, and leaves what is not text (pictures, addresses, years) the default's", () => {
    const translation = everyString(projects, () => SINHALA)
    const [first] = translated(projects, translation, projectsSchema, walk) as Record<string, unknown>[]
    const original = projects[0] as Record<string, unknown>
    expect(first).toMatchObject({ title: SINHALA, image: original.image, year: original.year })
    expect((first!.caseStudy as Record<string, unknown>).slug).toBe(
      (original.caseStudy as Record<string, unknown>).slug,
    )
  })

  test("is refused where a text is not written or is still the English, naming the entry and field", () => {
    const translation = everyString(projects, () => SINHALA) as Record<string, unknown>[]
    translation[0] = { ...translation[0], title: "" }
    translation[1] = { ...translation[1], description: (projects[1] as { description: string }).description }
    const problems = translationProblems(projects, translation, projectsSchema, walk, "si")
    expect(problems).toEqual([
      { path: [0, "title"], message: expect.stringMatching(/^is not written in Sinhala \(සිංහල\)/) },
      { path: [1, "description"], message: expect.stringMatching(/^is still in English, not Sinhala \(සිංහල\)/) },
    ])
  })

  test("is refused where its list has other entries than the default's", () => {
    const translation = everyString(projects.slice(1), () => SINHALA)
    expect(translationProblems(projects, translation, projectsSchema, walk, "ta")).toEqual([
      {
        path: [],
        message: expect.stringMatching(/^has \d+ entries in Tamil \(தமிழ்\) and \d+ in the default language/),
      },
    ])
  })
})

describe("the content check of a site in more than one language", () => {
  /** A sandbox whose site is in English and Tamil, every file's texts written in Tamil. */
  function inTamil() {
    const sandbox = firstLanguageSandbox()
    sandbox.edit<{ languages: string[] }>("site.json", (site) => {
      site.languages = [site.languages[0]!, "ta"]
    })
    for (const { file } of CONTENT_FILES)
      sandbox.write(
        translationFile(file, "ta"),
        JSON.stringify(everyString(JSON.parse(sandbox.read(file)), tamil), null, 2),
      )
    return sandbox
  }
  let sandbox: ReturnType<typeof contentSandbox>
  afterEach(() => sandbox.dispose())

  test("passes when every text is written in each language", async () => {
    sandbox = inTamil()
    expect((await validateContent(sandbox.dir)).errors).toEqual([])
  })

  test("refuses a text left empty or still in English, naming the file, entry, field and language", async () => {
    sandbox = inTamil()
    sandbox.edit<Record<string, unknown>[]>(translationFile("projects.json", "ta"), (projects) => {
      projects[1]!.title = ""
    })
    const english = (JSON.parse(sandbox.read("services.json")) as { description: string }[])[0]!.description
    sandbox.edit<Record<string, unknown>[]>(translationFile("services.json", "ta"), (services) => {
      services[0]!.description = english
    })
    const { errors } = await validateContent(sandbox.dir)
    expect(errors).toEqual([
      expect.objectContaining({
        file: "content/projects.ta.json",
        entry: expect.stringMatching(/^project 2/),
        field: expect.any(String),
        message: expect.stringMatching(/^is not written in Tamil \(தமிழ்\)/),
      }),
      expect.objectContaining({
        file: "content/services.ta.json",
        entry: expect.stringMatching(/^service 1/),
        message: expect.stringMatching(/^is still in English, not Tamil \(தமிழ்\)/),
      }),
    ])
  })

  test("refuses a missing translation, and one in a language site.json does not name", async () => {
    sandbox = inTamil()
    sandbox.remove(translationFile("words.json", "ta"))
    sandbox.copy(translationFile("site.json", "ta"), translationFile("site.json", "si"))
    const { errors } = await validateContent(sandbox.dir)
    expect(errors.map(({ file, message }) => [file, message.split(":")[0]])).toEqual([
      ["content/site.si.json", "is a translation into Sinhala (සිංහල), which site.json's languages do not name"],
      ["content/words.ta.json", "is missing"],
    ])
  })
})

describe("a translation's texts", () => {
  test("are held to their fields' limits and placeholders, as the first language's are", async () => {
    const sandbox = firstLanguageSandbox()
    try {
      sandbox.edit<{ languages: string[] }>("site.json", (site) => {
        site.languages = [site.languages[0]!, "si"]
      })
      for (const { file } of CONTENT_FILES)
        sandbox.write(translationFile(file, "si"), JSON.stringify(everyString(JSON.parse(sandbox.read(file)), sinhala)))
      expect((await validateContent(sandbox.dir)).errors).toEqual([])
      sandbox.edit<{ page: { homeTitle: string } }>(translationFile("words.json", "si"), (words) => {
        words.page.homeTitle = SINHALA
      })
      const placeholder = (await validateContent(sandbox.dir)).errors
      expect(placeholder).toEqual([
        expect.objectContaining({ file: "content/words.si.json", message: expect.stringContaining("{name}") }),
      ])
      sandbox.edit<Record<string, unknown>[]>(translationFile("services.json", "si"), (services) => {
        services[0]!.title = "සේවාව ".repeat(20)
      })
      const long = (await validateContent(sandbox.dir)).errors.find(({ file }) => file === "content/services.si.json")
      expect(long).toMatchObject({
        entry: expect.stringMatching(/^service 1/),
        message: expect.stringMatching(/more than the \d+ allowed/),
      })
    } finally {
      sandbox.dispose()
    }
  })
})
