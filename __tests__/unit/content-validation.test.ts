/** @jest-environment node */
import { copyFileSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { formatProblem, validateContent } from "../../node/content/validate"
import { contentSandbox } from "../content-sandbox"

type Project = Record<string, unknown> & { client: Record<string, unknown> }

let sandbox: ReturnType<typeof contentSandbox>
beforeEach(() => {
  sandbox = contentSandbox()
})
afterEach(() => sandbox.dispose())

const messages = async () => (await validateContent(sandbox.dir)).errors.map(formatProblem)

describe("content validation", () => {
  it("accepts the shipped content without errors or warnings", async () => {
    const report = await validateContent(sandbox.dir)
    expect(report).toMatchObject({ errors: [], warnings: [] })
    // Every image, read from its header: the shipped covers are 1600×1000.
    expect(report.images).toContainEqual({
      file: "content/images/covers/banquet-booking.png",
      width: 1600,
      height: 1000,
      bytes: expect.any(Number),
    })
  })

  it("reports invalid JSON with its line, column and a plain-words hint", async () => {
    const text = sandbox.read("testimonials.json")
    // Drop the comma after the first entry's closing brace.
    sandbox.write("testimonials.json", text.replace(/\},\n(\s*)\{/, "}\n$1{"))
    const lineOfBrace = text.slice(0, text.search(/\},\n\s*\{/)).split("\n").length + 1
    expect(await messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/testimonials\\.json:${lineOfBrace}:\\d+  is not valid JSON: a comma \\(,\\) is missing between two items$`,
        ),
      ),
    ])
  })

  it("names the entry and field of a missing required field", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      delete projects[2]!.description
    })
    expect(await messages()).toEqual([
      expect.stringMatching(
        /^content\/projects\.json:\d+:\d+ {2}project 3 \("Course catalogue website"\), field "description": is missing/,
      ),
    ])
  })

  it("explains a value of the wrong type", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[1]!.year = 2024
    })
    expect(await messages()).toEqual([
      expect.stringContaining(
        'project 2 ("Spice Route e-commerce website"), field "year": should be text in "double quotes", but is the number 2024',
      ),
    ])
  })

  it("reports an image path whose file does not exist", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[3]!.image = "images/covers/pocketwise.png"
    })
    expect(await messages()).toEqual([
      expect.stringContaining(
        'project 4 ("Pocketwise budget tracking app"), field "image": points to content/images/covers/pocketwise.png, but there is no such file',
      ),
    ])
  })

  it("rejects an image path that a symbolic link leads outside content/, naming where it leads", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "outside-"))
    try {
      // A readable image elsewhere on the machine, and links to it: a file, and a folder.
      copyFileSync(path.join(sandbox.dir, "images/covers/banquet-booking.png"), path.join(outside, "secret.png"))
      symlinkSync(path.join(outside, "secret.png"), path.join(sandbox.dir, "images/covers/linked.png"))
      symlinkSync(outside, path.join(sandbox.dir, "images/elsewhere"))
      sandbox.edit<Project[]>("projects.json", (projects) => {
        projects[3]!.image = "images/covers/linked.png"
        projects[2]!.image = "images/elsewhere/secret.png"
      })
      const leadsTo = path.join(realpathSync(outside), "secret.png")
      expect(await messages()).toEqual([
        expect.stringContaining(
          `project 3 ("Course catalogue website"), field "image": points to content/images/elsewhere/secret.png, which is a link to ${leadsTo}, outside content/: put the image itself in content/images/`,
        ),
        expect.stringContaining(
          `project 4 ("Pocketwise budget tracking app"), field "image": points to content/images/covers/linked.png, which is a link to ${leadsTo}, outside content/`,
        ),
      ])
    } finally {
      rmSync(outside, { recursive: true, force: true })
    }
  })

  it("reports a malformed web address in a nested field", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[0]!.client.url = "ceylongrandbanquets.lk"
    })
    expect(await messages()).toEqual([
      expect.stringContaining(
        'project 1 ("Banquet booking system"), field "client.url": should be a full web address starting with https:// (for example https://example.lk), but is the text "ceylongrandbanquets.lk"',
      ),
    ])
  })

  it("points at the line of the broken field", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[0]!.client.url = "not a url"
    })
    const text = sandbox.read("projects.json")
    const line = text.slice(0, text.indexOf('"url": "not a url"')).split("\n").length
    expect((await validateContent(sandbox.dir)).errors[0]).toMatchObject({
      line,
      file: "content/projects.json",
      field: "client.url",
    })
  })

  it("rejects a field the site does not know, such as a typo", async () => {
    sandbox.edit<Record<string, unknown>[]>("services.json", (services) => {
      services[0]!.titel = services[0]!.title
      delete services[0]!.title
    })
    expect(await messages()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('service 1, field "titel": is not a field the site knows'),
        expect.stringContaining('service 1, field "title": is missing'),
      ]),
    )
  })

  it("rejects an in-page link to a section that does not exist", async () => {
    sandbox.edit<Record<string, unknown>[]>("navigation.json", (links) => {
      links[1]!.href = "#servics"
    })
    expect(await messages()).toEqual([
      expect.stringContaining('link 2 ("Services"), field "href": should be a link to a section of the page'),
    ])
  })

  it("rejects two entries with the same id", async () => {
    sandbox.edit<Record<string, unknown>[]>("testimonials.json", (testimonials) => {
      testimonials[3]!.id = 2
    })
    expect(await messages()).toEqual([
      expect.stringContaining(
        'testimonial 4 ("Ravi Wickramasinghe"), field "id": 2 is already used by testimonial 2 ("Arjun Fernando")',
      ),
    ])
  })

  it("reports a missing content file", async () => {
    sandbox.remove("services.json")
    expect(await messages()).toEqual(["content/services.json:1:1  this file is missing; the site needs it"])
  })

  it("reports an empty content file as invalid JSON", async () => {
    sandbox.write("services.json", "")
    expect(await messages()).toEqual([expect.stringContaining("content/services.json:1:1  is not valid JSON")])
  })

  it("warns, without failing, when there are more projects than the carousel shows", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects.push({ ...projects[0]!, id: 11 })
    })
    const report = await validateContent(sandbox.dir)
    expect(report.errors).toEqual([])
    expect(report.warnings.map(formatProblem)).toEqual([expect.stringContaining("content/projects.json:")])
    expect(formatProblem(report.warnings[0]!)).toContain("has 11 projects; the carousel shows only the first 10")
  })

  it("warns about a JSON file the site does not use", async () => {
    sandbox.write("team.json", "[]")
    expect((await validateContent(sandbox.dir)).warnings.map(formatProblem)).toEqual([
      "content/team.json:1:1  is not one of the site's content files, so the page does not use it",
    ])
  })
})

describe("GitHub annotations", () => {
  it("puts the problem on its file, line and column, escaping what the runner requires", async () => {
    const { githubAnnotation } = await import("../../node/content/validate")
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
      'field "phone": should be the phone number in international form, such as +94 11 258 4470: a + then digits, spaces allowed, so a phone can dial it from the page, but is the text "011 258 4470"',
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

  it.each(cases)("%s rejects a bad entry with a clear message", async (file, breakIt, expected) => {
    breakIt(sandbox)
    const found = await messages()
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(`content/${file}:`)
    expect(found[0]).toContain(expected)
  })
})

/** The cases an editor in a hurry, or a hostile pull request, produced that the build choked on. */
describe("what the build would choke on or render badly", () => {
  it("rejects an image path that leaves content/, with .. or an absolute path or backslashes", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[0]!.image = "images/../../static/og-image.png"
      projects[1]!.client.logo = "/etc/passwd.png"
      projects[2]!.image = "images\\covers\\course-catalogue.png"
    })
    const found = await messages()
    expect(found).toHaveLength(3)
    for (const message of found) expect(message).toMatch(/should be the path of an image inside content\/.*no \.\./)
  })

  it("accepts an upper-case extension, which the build reads like a lower-case one", async () => {
    sandbox.copy("images/covers/banquet-booking.png", "images/covers/IMG_1234.PNG")
    sandbox.edit<Project[]>("projects.json", (projects) => void (projects[0]!.image = "images/covers/IMG_1234.PNG"))
    expect(await messages()).toEqual([])
  })

  it("rejects an image file sharp cannot read: empty, or text named .png", async () => {
    sandbox.write("images/covers/empty.png", "")
    sandbox.write("images/covers/notes.png", "these are not pixels")
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[0]!.image = "images/covers/empty.png"
      projects[1]!.image = "images/covers/notes.png"
    })
    expect(await messages()).toEqual([
      expect.stringContaining(
        'project 1 ("Banquet booking system"), field "image": points to content/images/covers/empty.png, which is an empty file (0 bytes): export the image again as PNG, JPEG, WebP or AVIF',
      ),
      expect.stringMatching(
        /project 2 \("Spice Route e-commerce website"\), field "image": points to content\/images\/covers\/notes\.png, which is not an image the build can read \(sharp: .*\): export the image again/,
      ),
    ])
  })

  it("warns about an image far larger than the page can use, with the size to export instead", async () => {
    const sharp = (await import("sharp")).default
    await sharp({ create: { width: 4800, height: 3000, channels: 3, background: "#4f46e5" } })
      .png()
      .toFile(`${sandbox.dir}/images/covers/huge.png`)
    sandbox.edit<Project[]>("projects.json", (projects) => void (projects[0]!.image = "images/covers/huge.png"))
    const report = await validateContent(sandbox.dir)
    expect(report.errors).toEqual([])
    expect(report.warnings.map(formatProblem)).toEqual([
      expect.stringContaining(
        'project 1 ("Banquet booking system"), field "image": content/images/covers/huge.png is 4800×3000 pixels and',
      ),
    ])
    expect(formatProblem(report.warnings[0]!)).toContain("export it at 1600×1000 pixels")
  })

  it("reads each image header once: an unchanged image comes from the cache", async () => {
    const cache = `${sandbox.dir}/.image-headers.json`
    await validateContent(sandbox.dir, "content", { imageCache: cache })
    const cached = JSON.parse(sandbox.read(".image-headers.json")) as Record<string, { header: object }>
    const cover = Object.keys(cached).find((file) => file.endsWith("banquet-booking.png"))!
    expect(cached[cover]!.header).toEqual({ width: 1600, height: 1000, bytes: expect.any(Number) })
    // A forged entry proves the second run trusts the cache rather than reading the file again.
    cached[cover]!.header = { unreadable: "came from the cache" }
    sandbox.write(".image-headers.json", JSON.stringify(cached))
    const report = await validateContent(sandbox.dir, "content", { imageCache: cache })
    expect(report.errors.map(formatProblem)).toEqual([expect.stringContaining("which came from the cache")])
  })

  it("rejects an id out of range, saying the editor makes ids", async () => {
    sandbox.edit<Record<string, unknown>[]>("testimonials.json", (entries) => void (entries[0]!.id = 3000000000))
    expect(await messages()).toEqual([
      expect.stringContaining(
        'testimonial 1 ("Dilani Perera"), field "id": should be an id, different for every entry: the content editor makes one when an entry is added; when you add an entry by hand, leave it out, but is the number 3000000000',
      ),
    ])
  })

  it("rejects a key written twice in one entry, on the line of the second", async () => {
    const text = sandbox.read("services.json")
    const first = text.indexOf('"title"')
    const line = text.slice(0, first).split("\n").length
    sandbox.write("services.json", text.replace(/("title": "[^"]*",)/, '$1\n    "title": "Web development",'))
    expect(await messages()).toEqual([
      `content/services.json:${line + 1}:5  service 1 ("Web development"), field "title": is written twice in the same place; the build would keep only the last one, so delete one of them`,
    ])
  })

  it("rejects the same tag twice in one project", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => void (projects[0]!.tags = ["React", "Node.js", "React"]))
    expect(await messages()).toEqual([
      expect.stringContaining('project 1 ("Banquet booking system"), field "tags": lists the text "React" twice'),
    ])
  })

  it("rejects text that is only spaces or invisible characters", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => {
      projects[0]!.title = "\u200b"
      projects[1]!.description = " \u200d\u2060\ufeff "
    })
    expect(await messages()).toEqual([
      expect.stringContaining('project 1, field "title": is empty: it holds only spaces or invisible characters'),
      expect.stringContaining(
        'project 2 ("Spice Route e-commerce website"), field "description": is empty: it holds only spaces or invisible characters',
      ),
    ])
  })

  it("holds every shown text to a length the layout takes, and says why", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => void (projects[0]!.description = "x".repeat(5000)))
    expect(await messages()).toEqual([
      expect.stringContaining(
        'project 1 ("Banquet booking system"), field "description": is 5000 characters long, more than the 280 allowed. two or three sentences on what was built and why it mattered. At most 280 characters: every slide takes the height of the tallest',
      ),
    ])
  })

  it("counts characters as people do: a Sinhala letter or an emoji is one", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => void (projects[0]!.title = "ශ්‍රී ලංකා 🇱🇰 ".repeat(4).trim()))
    expect(await messages()).toEqual([])
  })

  it("takes a plain e-mail address only: no query, no spaces, no mailto:", async () => {
    for (const email of [
      "info@serendibstudio.lk?bcc=someone%40elsewhere.example",
      "mailto:info@serendibstudio.lk",
      "info @serendibstudio.lk",
    ]) {
      sandbox.edit<Record<string, unknown>>("site.json", (site) => void (site.email = email))
      expect(await messages()).toEqual([
        expect.stringContaining(
          'field "email": should be the e-mail address enquiries go to, such as info@example.lk: the address alone, without mailto:, spaces or anything after it',
        ),
      ])
    }
  })

  it("takes a phone number a tel: link dials", async () => {
    for (const phone of ["+94 11 258 4470 ext 2", "call +94112584470", "+94-11-258-4470"]) {
      sandbox.edit<Record<string, unknown>>("site.json", (site) => void (site.phone = phone))
      expect(await messages()).toEqual([expect.stringContaining('field "phone": should be the phone number')])
    }
  })

  it("takes https:// addresses only, as its message says", async () => {
    sandbox.edit<Project[]>("projects.json", (projects) => void (projects[0]!.liveUrl = "http://ceylongrand.lk"))
    expect(await messages()).toEqual([
      expect.stringContaining(
        'field "liveUrl": should be a full web address starting with https://, or empty to hide the link, but is the text "http://ceylongrand.lk"',
      ),
    ])
  })
})

describe("files an editor's program saved differently", () => {
  it("names a UTF-8 byte order mark as exactly that, with how to save without it", async () => {
    sandbox.write("services.json", `\ufeff${sandbox.read("services.json")}`)
    expect(await messages()).toEqual([
      expect.stringMatching(
        /^content\/services\.json:1:1 {2}starts with an invisible byte order mark \(BOM\), which the build cannot read: save it as "UTF-8" without BOM/,
      ),
    ])
  })

  it("names UTF-16 and other encodings as such", async () => {
    sandbox.writeBytes(
      "services.json",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sandbox.read("services.json"), "utf16le")]),
    )
    sandbox.writeBytes(
      "navigation.json",
      Buffer.from(sandbox.read("navigation.json").replace("Home", "Caf\u00e9"), "latin1"),
    )
    expect(await messages()).toEqual([
      expect.stringContaining("content/services.json:1:1  is saved as UTF-16 text, which the build cannot read"),
      expect.stringContaining("content/navigation.json:1:1  is not UTF-8 text"),
    ])
  })

  it("reports a missing or broken schema file in one line, never a stack trace", async () => {
    sandbox.remove("schemas/services.schema.json")
    sandbox.write("schemas/navigation.schema.json", "{ not json")
    sandbox.write("schemas/footer-links.schema.json", JSON.stringify({ type: "array", items: { type: "nonsense" } }))
    expect(await messages()).toEqual([
      "content/schemas/services.schema.json:1:1  this schema file is missing; it comes with the site: restore it with `git checkout -- content/schemas/services.schema.json`",
      expect.stringMatching(
        /^content\/schemas\/navigation\.schema\.json:1:3 {2}is not valid JSON: .*; it comes with the site/,
      ),
      expect.stringMatching(
        /^content\/schemas\/footer-links\.schema\.json:1:1 {2}is not a schema the check can use \(.*\); restore it/,
      ),
    ])
  })

  it("reports a missing definitions schema once, not once per file", async () => {
    sandbox.remove("schemas/definitions.schema.json")
    expect(await messages()).toEqual([
      expect.stringContaining("content/schemas/definitions.schema.json:1:1  this schema file is missing"),
    ])
  })
})
