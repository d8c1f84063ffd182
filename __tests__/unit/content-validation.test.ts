/** @jest-environment node */
import { formatProblem, validateContent } from "../../src/lib/content/validate"
import { contentSandbox } from "../content-sandbox"

type Project = Record<string, unknown> & { client: Record<string, unknown> }

let sandbox: ReturnType<typeof contentSandbox>
beforeEach(() => {
  sandbox = contentSandbox()
})
afterEach(() => sandbox.dispose())

const messages = () => validateContent(sandbox.dir).errors.map(formatProblem)

describe("content validation", () => {
  it("accepts the shipped content without errors or warnings", () => {
    expect(validateContent(sandbox.dir)).toEqual({ errors: [], warnings: [] })
  })

  it("reports invalid JSON with its line, column and a plain-words hint", () => {
    const text = sandbox.read("testimonials.json")
    // Drop the comma after the first entry's closing brace.
    sandbox.write("testimonials.json", text.replace(/\},\n(\s*)\{/, "}\n$1{"))
    const lineOfBrace = text.slice(0, text.search(/\},\n\s*\{/)).split("\n").length + 1
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/testimonials\\.json:${lineOfBrace}:\\d+  is not valid JSON: a comma \\(,\\) is missing between two items$`,
        ),
      ),
    ])
  })

  it("names the entry and field of a missing required field", () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      delete projects[2]!.description
    })
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/projects\.json:\d+:\d+ {2}project 3 \("Course catalogue website"\), field "description": is missing/,
      ),
    ])
  })

  it("explains a value of the wrong type", () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[1]!.year = 2024
    })
    expect(messages()).toEqual([
      expect.stringContaining(
        'project 2 ("Spice Route e-commerce website"), field "year": should be text in "double quotes", but is the number 2024',
      ),
    ])
  })

  it("reports an image path whose file does not exist", () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[3]!.image = "images/covers/pocketwise.png"
    })
    expect(messages()).toEqual([
      expect.stringContaining(
        'project 4 ("Pocketwise budget tracking app"), field "image": points to content/images/covers/pocketwise.png, but there is no such file',
      ),
    ])
  })

  it("reports a malformed web address in a nested field", () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[0]!.client.url = "ceylongrandbanquets.lk"
    })
    expect(messages()).toEqual([
      expect.stringContaining(
        'project 1 ("Banquet booking system"), field "client.url": should be a full web address starting with https:// (for example https://example.lk), but is the text "ceylongrandbanquets.lk"',
      ),
    ])
  })

  it("points at the line of the broken field", () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[0]!.client.url = "not a url"
    })
    const text = sandbox.read("projects.json")
    const line = text.slice(0, text.indexOf('"url": "not a url"')).split("\n").length
    expect(validateContent(sandbox.dir).errors[0]).toMatchObject({
      line,
      file: "content/projects.json",
      field: "client.url",
    })
  })

  it("rejects a field the site does not know, such as a typo", () => {
    sandbox.edit<Record<string, unknown>[]>("services.json", (services) => {
      services[0]!.titel = services[0]!.title
      delete services[0]!.title
    })
    expect(messages()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('service 1, field "titel": is not a field the site knows'),
        expect.stringContaining('service 1, field "title": is missing'),
      ]),
    )
  })

  it("rejects an in-page link to a section that does not exist", () => {
    sandbox.edit<Record<string, unknown>[]>("navigation.json", (links) => {
      links[1]!.href = "#servics"
    })
    expect(messages()).toEqual([
      expect.stringContaining('link 2 ("Services"), field "href": should be a link to a section of the page'),
    ])
  })

  it("rejects two entries with the same id", () => {
    sandbox.edit<Record<string, unknown>[]>("testimonials.json", (testimonials) => {
      testimonials[3]!.id = 2
    })
    expect(messages()).toEqual([
      expect.stringContaining(
        'testimonial 4 ("Ravi Wickramasinghe"), field "id": 2 is already used by testimonial 2 ("Arjun Fernando")',
      ),
    ])
  })

  it("reports a missing content file", () => {
    sandbox.remove("services.json")
    expect(messages()).toEqual(["content/services.json:1:1  this file is missing; the site needs it"])
  })

  it("reports an empty content file as invalid JSON", () => {
    sandbox.write("services.json", "")
    expect(messages()).toEqual([expect.stringContaining("content/services.json:1:1  is not valid JSON")])
  })

  it("warns, without failing, when there are more projects than the carousel shows", () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects.push({ ...projects[0]!, id: 11 })
    })
    const report = validateContent(sandbox.dir)
    expect(report.errors).toEqual([])
    expect(report.warnings.map(formatProblem)).toEqual([expect.stringContaining("content/projects.json:")])
    expect(formatProblem(report.warnings[0]!)).toContain("has 11 projects; the carousel shows only the first 10")
  })

  it("warns about a JSON file the site does not use", () => {
    sandbox.write("team.json", "[]")
    expect(validateContent(sandbox.dir).warnings.map(formatProblem)).toEqual([
      "content/team.json:1:1  is not one of the site's content files, so the page does not use it",
    ])
  })
})

describe("GitHub annotations", () => {
  it("puts the problem on its file, line and column, escaping what the runner requires", async () => {
    const { githubAnnotation } = await import("../../src/lib/content/validate")
    const problem = {
      file: "content/projects.json",
      line: 11,
      column: 7,
      entry: 'project 1 ("A, B")',
      field: "client.url",
      message: "50% wrong\nsecond line",
    }
    expect(githubAnnotation(problem, "error")).toBe(
      '::error file=content/projects.json,line=11,col=7,title=Content%3A projects.json::project 1 ("A, B"), field "client.url": 50%25 wrong%0Asecond line',
    )
    expect(githubAnnotation({ ...problem, entry: undefined, field: undefined }, "warning")).toMatch(
      /^::warning file=content\/projects\.json,line=11,col=7,/,
    )
  })
})

describe("every content file's schema", () => {
  type Entries = Record<string, unknown>[]
  const cases: [string, (sandbox: ReturnType<typeof contentSandbox>) => void, string][] = [
    [
      "site.json",
      (s) => s.edit<Record<string, unknown>>("site.json", (site) => void (site.phone = "011 258 4470")),
      'content/site.json:5:3  field "phone": should be the phone number in international form, such as +94 11 258 4470, but is the text "011 258 4470"',
    ],
    [
      "projects.json",
      (s) => s.edit<Entries>("projects.json", (projects) => void (projects[4]!.tags = "React")),
      'project 5 ("Corporate advisory website"), field "tags": should be a list in [ ], but is the text "React"',
    ],
    [
      "testimonials.json",
      (s) => s.edit<Entries>("testimonials.json", (testimonials) => void (testimonials[0]!.review = "")),
      'testimonial 1 ("Dilani Perera"), field "review": is empty',
    ],
    [
      "services.json",
      (s) => s.edit<Entries>("services.json", (services) => void (services[0]!.icon = "rocket")),
      'service 1 ("Web & software development"), field "icon": should be one of the icons the site draws: code, mobile, palette or megaphone, but is the text "rocket"',
    ],
    [
      "trusted-logos.json",
      (s) => s.edit<Entries>("trusted-logos.json", (logos) => void delete logos[1]!.logo),
      'logo 2 ("Lotus Finance"), field "logo": is missing, and every entry needs it',
    ],
    [
      "navigation.json",
      (s) => s.edit<Entries>("navigation.json", (links) => void (links[0]!.name = 7)),
      'link 1, field "name": should be text in "double quotes", but is the number 7',
    ],
    [
      "footer-links.json",
      (s) => s.edit<Entries>("footer-links.json", (links) => void (links[4]!.href = "/contact")),
      'link 5 ("Contact"), field "href": should be a link to a section of the page',
    ],
    [
      "social-links.json",
      (s) => s.edit<Entries>("social-links.json", (links) => void (links[0]!.icon = "twitter")),
      'link 1 ("Facebook"), field "icon": should be one of the icons the site draws: facebook, instagram or linkedin, but is the text "twitter"',
    ],
  ]

  it.each(cases)("%s rejects a bad entry with a clear message", (file, breakIt, expected) => {
    breakIt(sandbox)
    const found = messages()
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(`content/${file}:`)
    expect(found[0]).toContain(expected)
  })
})
