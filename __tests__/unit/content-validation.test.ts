/** @jest-environment node */
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { validateContent } from "../../node/content/validate"
import { formatProblem, githubAnnotation } from "../../node/content/problem"
import { NETWORK_HOSTS } from "../../shared/addresses"
import { contentSandbox, SECOND_AGENCY } from "../content-sandbox"
import { CONTENT_FILES, MOST_CONTENT_BYTES, SCHEMA_DIR, SECTION_LABELS } from "../../shared/content-files"
import sharp from "sharp"
import { anchor } from "../content"

let sandbox: ReturnType<typeof contentSandbox>
beforeEach(() => {
  sandbox = contentSandbox(SECOND_AGENCY)
})
afterEach(() => {
  sandbox.dispose()
  rmSync(`${sandbox.dir}-schemas`, { recursive: true, force: true })
})

/** A copy of the site's schemas beside the sandbox, for a case to break (removed after each test). */
function schemaCopy(): string {
  cpSync(SCHEMA_DIR, `${sandbox.dir}-schemas`, { recursive: true })
  return `${sandbox.dir}-schemas`
}

const messages = async () => (await validateContent(sandbox.dir)).errors.map(formatProblem)

/** The pictures of the project the second agency retired, which it keeps: the check names them as unused. */
const RETIRED = ["images/partners/gallery.png", "images/work/gallery.png"]
/** A report's warnings but those about the retired project's pictures. */
const fresh = <T extends { file: string }>(warnings: T[]) =>
  warnings.filter(({ file }) => !RETIRED.some((picture) => file.endsWith(`/${picture}`)))

type Entry = Record<string, unknown> & { client: Record<string, unknown> }
/** A content file's data, a list of entries or one object (site.json), for a case to break. */
type Data = Entry[] & Entry

/**
 * [what is wrong, the file, how to break it, what the check says]: exactly one message per
 * expected text, in order, each naming the file.
 */
const CASES: [string, string, (data: Data) => void, ...string[]][] = [
  [
    "a missing required field names the entry and field",
    "projects.json",
    (projects) => void delete projects[2]!.description,
    'project 3 ("Surf school timetable"), field "Description": is missing, and every entry needs it',
  ],
  [
    "a case study's address in other signs says which it may use",
    "projects.json",
    (projects) => void ((projects.find((entry) => entry.caseStudy)!.caseStudy as Entry).slug = "Pocketwise App"),
    'project 2 ("Boutique villa bookings"), field "Case study › Address": should use only small letters (a to z), digits and single dashes between them, such as hotel-booking: no spaces, capitals or other signs, but is the text "Pocketwise App"',
  ],
  [
    "a case study's address too short says how long it is, not that it is empty",
    "projects.json",
    (projects) => void ((projects.find((entry) => entry.caseStudy)!.caseStudy as Entry).slug = "ab"),
    'project 2 ("Boutique villa bookings"), field "Case study › Address": is 2 characters long, fewer than the 3 needed',
  ],
  [
    "a value of the wrong type is explained",
    "projects.json",
    (projects) => void (projects[1]!.year = 2024),
    'project 2 ("Boutique villa bookings"), field "Year": should be text in "double quotes", but is the number 2024',
  ],
  [
    "an image path whose file does not exist",
    "projects.json",
    (projects) => void (projects[3]!.image = "images/work/pocketwise.png"),
    'project 4 ("Cinnamon shop online"), field "Cover image": points to content/images/work/pocketwise.png, but there is no such file',
  ],
  [
    "a malformed web address in a nested field",
    "projects.json",
    (projects) => void (projects[0]!.client.url = "ceylongrandbanquets.lk"),
    'project 1 ("Fort walking tours app"), field "Client › Website": should be a full web address starting with https:// (for example https://example.lk): its name in plain letters',
  ],
  [
    "a field the site does not know, such as a typo",
    "services.json",
    (services) => {
      services[0]!.titel = services[0]!.title
      delete services[0]!.title
    },
    'service 1, field "Title": is missing',
    'service 1, field "titel": is not a field the site knows',
  ],
  [
    "an in-page link to a section that does not exist",
    "navigation.json",
    (links) => void (links[1]!.href = "#servics"),
    'link 2 ("Work"), field "Links to": should be a link to a section of the page',
  ],
  [
    "two entries with the same id",
    "testimonials.json",
    (testimonials) => void (testimonials[1]!.id = testimonials[2]!.id = 2),
    'testimonial 3 ("Nuwan Perera"), field "Id": 2 is already used by testimonial 2 ("Amaya Rodrigo")',
  ],
  [
    "an id out of range, saying the editor makes ids",
    "testimonials.json",
    (testimonials) => void (testimonials[0]!.id = 3000000000),
    'testimonial 1 ("Kasun Silva"), field "Id": should be an id, different for every entry: the content editor makes one when an entry is added; when you add an entry by hand, leave it out, but is the number 3000000000',
  ],
  [
    "the same tag twice in one project",
    "projects.json",
    (projects) => void (projects[0]!.tags = ["React", "Node.js", "React"]),
    'project 1 ("Fort walking tours app"), field "Tags": lists the text "React" twice',
  ],
  [
    "a project entered twice, which would be two identical slides",
    "projects.json",
    (projects) =>
      void projects.push({ ...projects[1]!, id: "0123456789ab", title: ` ${projects[1]!.title as string} ` }),
    'field "Title": is the same as project 2 ("Boutique villa bookings")\'s, so the page would show it twice',
  ],
  [
    "text that is only spaces or invisible characters",
    "projects.json",
    (projects) => {
      projects[0]!.title = "\u200b"
      projects[1]!.description = " \u200d\u2060\ufeff "
      // Direction marks and blank fillers draw nothing either.
      projects[2]!.title = "\u200e\u200f\u061c"
      projects[3]!.title = "\u3164\u2800"
    },
    'project 1, field "Title": is empty: it holds only spaces or invisible characters',
    'project 2 ("Boutique villa bookings"), field "Description": is empty: it holds only spaces or invisible characters',
    'project 3, field "Title": is empty: it holds only spaces or invisible characters',
    'project 4, field "Title": is empty: it holds only spaces or invisible characters',
  ],
  [
    "an address whose xn-- name shows as a look-alike of a plain one",
    "projects.json",
    (projects) => void (projects[0]!.liveUrl = "https://xn--fcebook-8va.com/"),
    'field "Live site": has a name written in its xn-- form that shows as fàcebook.com, whose “à” looks like a plain letter',
  ],
  [
    "a profile that leads elsewhere than its icon's network",
    "social-links.json",
    (links) => void (links[0]!.link = "https://example.com/profile"),
    'field "Profile address": leads to example.com, but its icon is',
  ],
  [
    "shown text longer than the layout takes, saying why",
    "projects.json",
    (projects) => void (projects[0]!.description = "x".repeat(5000)),
    'project 1 ("Fort walking tours app"), field "Description": is 5000 characters long, more than the 280 allowed: every slide takes the height of the tallest',
  ],
  [
    "a list longer than the page shows well (3,000 reviews made the page 65 times larger)",
    "testimonials.json",
    (testimonials) =>
      void testimonials.push(
        ...Array.from({ length: 3000 }, (_, i) => ({ ...testimonials[0]!, id: undefined, name: `Client ${i}` })),
      ),
    "items, more than the 12 allowed: three rows of four",
  ],
  [
    "an address a million characters long",
    "social-links.json",
    (links) => void (links[0]!.link = `https://example.com/${"a".repeat(1_000_000)}`),
    'field "Profile address": is 1000020 characters long, more than the 300 allowed',
  ],
  [
    "an http:// address, where https:// is asked for",
    "projects.json",
    (projects) => void (projects[0]!.liveUrl = "http://ceylongrand.lk"),
    'field "Live site": should be a full web address starting with https:// (its name in plain letters, no “@” before it, no spaces), or empty to hide the link, but is the text "http://ceylongrand.lk"',
  ],
  [
    "a list where text belongs",
    "projects.json",
    (projects) => void (projects[4]!.tags = "React"),
    'project 5 ("Exam results portal"), field "Tags": should be a list in [ ], but is the text "React"',
  ],
  [
    "an empty review",
    "testimonials.json",
    (testimonials) => void (testimonials[0]!.review = ""),
    'testimonial 1 ("Kasun Silva"), field "Review": is empty',
  ],
  [
    "an icon the site does not draw",
    "services.json",
    (services) => void (services[0]!.icon = "spaceship"),
    'service 1 ("Product design"), field "Icon": should be one of the icons the site draws, shown beside the service\'s title: code, mobile, ',
  ],
  [
    "a logo left out",
    "trusted-logos.json",
    (logos) => void delete logos[1]!.logo,
    'logo 2 ("Southern Bank"), field "Logo": is missing, and every entry needs it',
  ],
  [
    "a number where a name belongs",
    "navigation.json",
    (links) => void (links[0]!.name = 7),
    'link 1, field "Text": should be text in "double quotes", but is the number 7',
  ],
  [
    "a footer link to another page",
    "footer-links.json",
    (links) => void (links[2]!.href = "/contact"),
    'link 3 ("Get in touch"), field "Links to": should be a link to a section of the page',
  ],
  [
    "a social network the site has no icon for",
    "social-links.json",
    (links) => void (links[0]!.icon = "twitter"),
    'link 1 ("Harbour Lane on Instagram"), field "Icon": should be one of the networks\' icons the site draws: facebook, instagram, linkedin, x, ',
  ],
  ...[
    "info@serendibstudio.lk?bcc=someone%40elsewhere.example",
    "mailto:info@serendibstudio.lk",
    "info @serendibstudio.lk",
    // Two recipients once a mail program decodes it (RFC 6068).
    "spy%40evil.example%2Cinfo@serendibstudio.lk",
  ].map((email): [string, string, (data: Data) => void, string] => [
    `an e-mail address that is not the address alone: ${email}`,
    "site.json",
    (site) => void (site.email = email),
    'field "E-mail address": should be the e-mail address enquiries go to, such as info@example.lk: the address alone',
  ]),
  // Links that say one place and go to another.
  ...[
    "https://www.facebook.com@evil.example/serendib",
    "https://www.inst\u0430gram.com/serendib",
    "https://www.instagram.com/\u202Eserendib",
    "https://www.instagram.com/serendib studio",
  ].map((link): [string, string, (data: Data) => void, string] => [
    `a link that misleads: ${JSON.stringify(link)}`,
    "social-links.json",
    (links) => void (links[0]!.link = link),
    'link 1 ("Harbour Lane on Instagram"), field "Profile address": should be a full web address starting with https://',
  ]),
  [
    "a direction control in a review, which shows it otherwise than it reads",
    "testimonials.json",
    (testimonials) => void (testimonials[0]!.review = "Bookings doubled in one season. \u202Etxt.exe"),
    'field "Review": holds an invisible direction control',
  ],
  [
    "a schema address other than the project's own",
    "site.json",
    (site) => void (site.$schema = "https://attacker.example/s.json"),
    'field "$schema": should be ../schemas/site.schema.json, but is the text "https://attacker.example/s.json"',
  ],
  ...["011 258 4470", "+94 11 258 4470 ext 2", "call +94112584470", "+94-11-258-4470"].map(
    (phone): [string, string, (data: Data) => void, string] => [
      `a phone number a tel: link cannot dial: ${phone}`,
      "site.json",
      (site) => void (site.phone = phone),
      `field "Phone": should be the phone number in international form, such as +94 11 258 4470: a + then digits, spaces allowed, so a phone can dial it from the page, but is the text "${phone}"`,
    ],
  ),
  [
    "a word's placeholder misspelt, and one dropped (a year typed in its place)",
    "words.json",
    (words) => {
      const word = words as unknown as Record<string, Record<string, string>>
      word.contact!.replyTime = "Expect an answer within {tme}."
      word.footer!.copyright = "{name} © 2026"
    },
    'field "Contact section › Reply time": has {tme}, which the page fills only {time} here: check the spelling, or remove it',
    'field "Footer › Copyright line": has lost {year}, which the page fills in: put it back',
  ],
  [
    "a brace in a text where the page fills nothing",
    "projects.json",
    (projects) => void (projects[0]!.description = "Tours for {city} visitors"),
    'project 1 ("Fort walking tours app"), field "Description": has {city}, which the page fills nothing in here',
  ],
]

describe("content validation", () => {
  it.each(CASES)("rejects %s, naming the file, entry and field", async (_, file, breakIt, ...expected) => {
    sandbox.edit<Data>(file, breakIt)
    const found = await messages()
    expect(found).toEqual(expected.map((text) => expect.stringContaining(text)))
    for (const message of found) expect(message).toMatch(new RegExp(`^content/${file}:\\d+:\\d+  `))
  })
  it("accepts the second agency's content, naming only the pictures of the project it retired", async () => {
    const report = await validateContent(sandbox.dir)
    expect(report.errors).toEqual([])
    expect(report.warnings.map(formatProblem)).toEqual(
      RETIRED.map((picture) =>
        expect.stringMatching(new RegExp(`^content/${picture}:1:1  is not used by any content file`)),
      ),
    )
    // Every image, read from its header: the shipped covers are 1600×1000.
    expect(report.images).toContainEqual({
      file: "content/images/work/rampart.png",
      width: 1600,
      height: 1000,
      bytes: expect.any(Number),
    })
  })

  it("tells which shade of a brand colour each theme uses, and refuses one that is not #RRGGBB", async () => {
    sandbox.edit<Data>("site.json", (site) => void (site.brandColour = "#fff3b0"))
    const report = await validateContent(sandbox.dir)
    expect([report.errors, fresh(report.warnings)]).toEqual([[], []])
    // A pale yellow: too light for white's text, so the light theme darkens it; the dark theme keeps
    // it, and says so.
    expect(report.notes.filter(({ file }) => file.endsWith("site.json")).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/site\.json:\d+:\d+ {2}field "Brand colour": the light theme uses #[0-9a-f]{6}, a darker shade of #fff3b0: #fff3b0 itself is 1\.1:1 on white, and text needs 4\.5:1/,
      ),
      expect.stringMatching(
        /field "Brand colour": the dark theme uses #fff3b0 as picked \(\d+\.\d:1 on the dark background\)$/,
      ),
    ])
    sandbox.edit<Data>("site.json", (site) => void (site.brandColour = "indigo"))
    expect(await messages()).toEqual([expect.stringContaining('field "Brand colour"')])
  })

  it("notes a link to a hidden section, which the page leaves out, and refuses a page without its contact section", async () => {
    const links = JSON.parse(sandbox.read("navigation.json")) as { href: string }[]
    const index = links.findIndex(({ href }) => href === anchor("services"))
    sandbox.edit<Data>(
      "site.json",
      (site) => void (site.sections = ["portfolio", "trusted", "testimonials", "contact"]),
    )
    const report = await validateContent(sandbox.dir)
    expect(report.errors).toEqual([])
    expect(report.notes.map(formatProblem)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^content/navigation\\.json:\\d+:\\d+  link ${index + 1} .*field "Links to": links to ${anchor("services")}, the ${SECTION_LABELS.services} section, which is not in .*: the page leaves this link out`,
          ),
        ),
      ]),
    )
    sandbox.edit<Data>(
      "site.json",
      (site) => void (site.sections = ["testimonials", "portfolio", "trusted", "services"]),
    )
    expect(await messages()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/site\.json:\d+:\d+ {2}field "Sections, in order": leaves out Contact, which always stays/,
        ),
      ]),
    )
  })

  it("takes a project from an agency's early years, up to next year", async () => {
    const next = new Date().getFullYear() + 1
    sandbox.edit<Data>("projects.json", (projects) => {
      projects[0]!.year = "1998"
      projects[1]!.year = String(next)
      projects[2]!.year = String(next + 1)
    })
    expect(await messages()).toEqual([expect.stringMatching(new RegExp(`project 3 .*field "Year": is after ${next}`))])
  })

  it.each([2_000, 200_000])("names a file nested %i deep as far too deep", async (depth) => {
    sandbox.write("navigation.json", `${"[".repeat(depth)}${"]".repeat(depth)}`)
    expect(await messages()).toEqual([
      "content/navigation.json:1:1  is not valid JSON: is nested far too deep (brackets inside brackets) to be a content file",
    ])
  })

  it("keeps what content holds (a value, a title, an id, a file's name) inside its message's line", async () => {
    const forged = "\n::error title=Security notice::leaked\r\n::warning::x"
    sandbox.edit<Data>("site.json", (site) => void (site.phone = `+94 11${forged}`))
    sandbox.edit<Data>("projects.json", (projects) => {
      projects[0]!.title = `Shop${forged}`
      projects[0]!.year = "soon"
      projects[1]!.id = `x${forged}`
    })
    writeFileSync(path.join(sandbox.dir, "images", `x${forged}.png`), readFileSync(path.join(sandbox.dir, RETIRED[0]!)))
    const report = await validateContent(sandbox.dir)
    const printed = [...report.errors, ...report.warnings].map(formatProblem)
    expect(printed.join("\n")).toContain('project 1 ("Shop\\u000a: :error')
    expect(
      printed.some((line) => line.includes("has a line break or another character that is not shown in its name")),
    ).toBe(true)
    for (const line of printed) expect(line).not.toMatch(/[\r\n\u2028\u2029]/u)
  })

  it("names a file whose brackets hide past a comment as far too deep, and never dies of one", async () => {
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`
    sandbox.write("services.json", `[{ "title": /*"*/ ${deep} /*"*/ }]`)
    expect(await messages()).toEqual([
      "content/services.json:1:1  is not valid JSON: is nested far too deep (brackets inside brackets) to be a content file",
    ])
  })

  it("breaks the runner's command forms, ::, and ##[ anywhere, in what content holds, and refuses a picture named so", async () => {
    const forged = "x##[error]Security notice - your GitHub token leaked, rotate it at evil.example now"
    sandbox.edit<Data>("projects.json", (projects) => void (projects[0]!.title = `${forged}::warning::y`))
    sandbox.edit<Data>("projects.json", (projects) => void (projects[0]!.year = "soon"))
    for (const name of [`${forged}.png`, "y##[stop-commands]zz.png"])
      writeFileSync(path.join(sandbox.dir, "images", name), readFileSync(path.join(sandbox.dir, RETIRED[0]!)))
    const report = await validateContent(sandbox.dir)
    const printed = [...report.errors, ...report.warnings].flatMap((problem) => [
      formatProblem(problem),
      githubAnnotation(problem, "error"),
    ])
    for (const line of printed) expect(line.replace(/^::error [^:]*::/, "")).not.toMatch(/##\[|::/)
    const refusedNames = report.errors.filter(({ message }) => message.includes("no picture field can point at"))
    expect(refusedNames.map(({ file }) => path.basename(file)).sort()).toEqual(
      [`${forged}.png`, "y##[stop-commands]zz.png"].sort(),
    )
  })

  it("refuses a picture of a shape no field can use, naming the field, where sharp would stop the build", async () => {
    const strip = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#4f46e5" } })
        .png()
        .toBuffer()
    sandbox.writeBytes("images/brand/strip.png", await strip(1, 30_000))
    sandbox.writeBytes("images/brand/icon-strip.png", await strip(1_000_000, 1))
    sandbox.writeBytes("images/work/long.png", await strip(1, 100_000))
    sandbox.edit<Data>("site.json", (site) => {
      site.shareImage = "images/brand/strip.png"
      site.icon = "images/brand/icon-strip.png"
    })
    let told = ""
    sandbox.edit<Data>("projects.json", (projects) => {
      const project = projects.find((entry) => entry.caseStudy) as Entry & {
        caseStudy: { pictures: { image: string }[] }
      }
      told = project.title as string
      project.caseStudy.pictures[0]!.image = "images/work/long.png"
    })
    const found = await messages()
    expect(found).toEqual([
      expect.stringMatching(
        /field "Share image": points to content\/images\/brand\/strip\.png, which is 1×30000 pixels, 30,000 times as tall as it is wide: no field shows so long a shape/,
      ),
      expect.stringMatching(
        /field "Icon": points to content\/images\/brand\/icon-strip\.png, which is 1000000×1 pixels, 1,000,000 times as wide as it is tall/,
      ),
      expect.stringMatching(
        new RegExp(`"${told}".*Pictures.*: points to content/images/work/long\\.png, which is 1×100000 pixels`),
      ),
    ])
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

  it("rejects an image path that a symbolic link leads outside content/, naming where it leads", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "outside-"))
    try {
      // A readable image elsewhere on the machine, and links to it: a file, and a folder.
      copyFileSync(path.join(sandbox.dir, "images/work/rampart.png"), path.join(outside, "secret.png"))
      symlinkSync(path.join(outside, "secret.png"), path.join(sandbox.dir, "images/work/linked.png"))
      symlinkSync(outside, path.join(sandbox.dir, "images/elsewhere"))
      sandbox.edit<Data>("projects.json", (projects) => {
        projects[3]!.image = "images/work/linked.png"
        projects[2]!.image = "images/elsewhere/secret.png"
      })
      const leadsTo = path.join(realpathSync(outside), "secret.png")
      expect(await messages()).toEqual([
        expect.stringContaining(
          `project 3 ("Surf school timetable"), field "Cover image": points to content/images/elsewhere/secret.png, which is a link to ${leadsTo}, outside content/: put the image itself in content/images/`,
        ),
        expect.stringContaining(
          `project 4 ("Cinnamon shop online"), field "Cover image": points to content/images/work/linked.png, which is a link to ${leadsTo}, outside content/`,
        ),
        "content/images/elsewhere:1:1  is a link: put the file itself here, or remove it",
        "content/images/work/linked.png:1:1  is a link: put the file itself here, or remove it",
      ])
    } finally {
      rmSync(outside, { recursive: true, force: true })
    }
  })

  it("points at the line of the broken field", async () => {
    sandbox.edit<Data>("projects.json", (projects) => {
      projects[0]!.client.url = "not a url"
    })
    const text = sandbox.read("projects.json")
    const line = text.slice(0, text.indexOf('"url": "not a url"')).split("\n").length
    expect((await validateContent(sandbox.dir)).errors[0]).toMatchObject({
      line,
      file: "content/projects.json",
      field: "Client › Website",
    })
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
    sandbox.edit<Data>("projects.json", (projects) => {
      while (projects.length < 11) projects.push({ ...projects[0]!, title: `Project ${projects.length + 1}` })
    })
    const report = await validateContent(sandbox.dir)
    expect(report.errors).toEqual([])
    expect(fresh(report.warnings).map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/projects\.json:.*has 11 projects; the carousel shows only the first 10/),
    ])
  })

  it("refuses, naming each, whatever is not a content file or a picture in images/", async () => {
    // The editors' boundary: an editor's account planting a tool's settings and the code they load.
    sandbox.write("package.json", JSON.stringify({ prettier: { plugins: ["./images/pwn"] } }))
    sandbox.write("images/pwn", 'require("node:fs").writeFileSync("pwned", "")')
    sandbox.write("team.json", "[]")
    sandbox.write(".prettierrc.js", "")
    mkdirSync(path.join(sandbox.dir, "images/work/x.png"))
    sandbox.copy("images/work/rampart.png", "images/work/x.png/inside.png")
    sandbox.copy("images/work/rampart.png", "images/work/IMG_1234.PNG")
    mkdirSync(path.join(sandbox.dir, "scripts"))
    symlinkSync(path.resolve("package.json"), path.join(sandbox.dir, "images/work/linked.png"))
    const only = "only the content files and pictures belong in content/: remove it"
    expect(await messages()).toEqual([
      `content/.prettierrc.js:1:1  starts with a dot, as tools' settings do; ${only}`,
      expect.stringMatching(
        /^content\/images\/pwn:1:1 {2}is not a picture \(\.png, .* or \.svg\); only the content files/,
      ),
      "content/images/work/IMG_1234.PNG:1:1  ends in .PNG: rename it to end in .png",
      "content/images/work/linked.png:1:1  is a link: put the file itself here, or remove it",
      "content/images/work/x.png/:1:1  is a folder whose name has a dot: give it a plain name, or remove it",
      expect.stringMatching(
        /^content\/package\.json:1:1 {2}is not one of the site's content files \(site\.json, .*\); only/,
      ),
      `content/scripts/:1:1  is not the images/ folder; ${only}`,
      expect.stringMatching(/^content\/team\.json:1:1 {2}is not one of the site's content files/),
    ])
  })
})

describe("what the build would choke on or render badly", () => {
  it("knows where every network whose icon a profile may pick keeps its profiles", () => {
    const icons = (
      JSON.parse(readFileSync(path.join(SCHEMA_DIR, "social-links.schema.json"), "utf8")) as {
        items: { properties: { icon: { enum: string[] } } }
      }
    ).items.properties.icon.enum
    expect(Object.keys(NETWORK_HOSTS).sort()).toEqual([...icons].sort())
  })

  // Bounds make the page's size a matter of the schemas: with every list full and every text at its
  // length, the page measured at most 302 KB and its data 137 KB (docs/performance.md, the budget).
  it("bounds every list and every text the schemas allow, so no valid content makes the page huge", () => {
    type Node = Record<string, unknown> & { $ref?: string; type?: unknown; properties?: Record<string, Node> }
    const definitions = (
      JSON.parse(readFileSync(path.join(SCHEMA_DIR, "definitions.schema.json"), "utf8")) as {
        definitions: Record<string, Node>
      }
    ).definitions
    const unbounded: string[] = []
    let ownPages = false
    const resolved = (node: Node): Node => {
      const ref = /^definitions\.schema\.json#\/definitions\/(\w+)$/.exec(node.$ref ?? "")?.[1]
      return { ...(ref ? definitions[ref] : {}), ...node }
    }
    // Checks each field, and says how many bytes of JSON it holds at most (4-byte letters).
    const walk = (node: Node, at: string, shown?: number): number => {
      const field = resolved(node)
      const types = [field.type].flat()
      const items = resolved((field.items ?? {}) as Node)
      const choices = field.uniqueItems === true && Array.isArray(items.enum) // each of a closed list once
      if (types.includes("array") && !("maxItems" in field) && !choices)
        unbounded.push(`${at}: a list without maxItems`)
      const pattern = typeof field.pattern === "string" ? field.pattern : ""
      if (
        types.includes("string") &&
        !("maxLength" in field) &&
        !("enum" in field) &&
        (!pattern || /(?<!\\)[*+]|\{\d+,\}/.test(pattern))
      )
        unbounded.push(`${at}: a text without maxLength`)
      if (types.includes("array")) {
        const most = shown ?? (field.maxItems as number | undefined) ?? (choices ? (items.enum as unknown[]).length : 0)
        return most * (walk(field.items as Node, `${at}[]`) + 1)
      }
      // Of a page of its own, the home page queries only its address (its slide links there).
      if (field["x-own-page"] === true && !ownPages) return walk(field.properties?.slug ?? {}, `${at}.slug`) + 10
      if (field.properties)
        return Object.entries(field.properties).reduce(
          (sum, [key, inner]) => sum + key.length + 4 + walk(inner, `${at}.${key}`),
          0,
        )
      if (Array.isArray(field.enum)) return Math.max(...field.enum.map((value) => String(value).length)) + 2
      if (types.includes("string")) return ((field.maxLength as number | undefined) ?? 100) * 4 + 2
      return 20
    }
    const schemaOf = (schema: string) => JSON.parse(readFileSync(path.join(SCHEMA_DIR, schema), "utf8")) as Node
    // A field that is a page of its own (a project's case study) is not in the home page's query.
    ownPages = false
    const home = CONTENT_FILES.reduce(
      (sum, { schema, shownAtMost }) => sum + walk(schemaOf(schema), schema, shownAtMost),
      0,
    )
    // Such a page holds its entry whole, its neighbours' titles, and the frame: the files the home
    // page shows in no one section.
    ownPages = true
    const frame = CONTENT_FILES.filter(({ shownIn }) => !shownIn || shownIn === "footer")
    const entry = walk((schemaOf("projects.schema.json").items ?? {}) as Node, "project")
    const own = entry + 2 * 60 * 4 + frame.reduce((sum, file) => sum + walk(schemaOf(file.schema), file.schema), 0)
    const most = Math.max(home, own)
    expect(unbounded).toEqual([])
    // What the budget was measured against; a limit raised past it wants the page measured again.
    expect(most).toBeLessThanOrEqual(MOST_CONTENT_BYTES)
  })

  it("rejects an image path that leaves content/, with .. or an absolute path or backslashes", async () => {
    sandbox.edit<Data>("projects.json", (projects) => {
      projects[0]!.image = "images/../../static/og-image.png"
      projects[1]!.client.logo = "/etc/passwd.png"
      projects[2]!.image = "images\\work\\surf.png"
    })
    const found = await messages()
    expect(found).toHaveLength(3)
    for (const message of found) expect(message).toMatch(/should be the path of an image inside content\/.*no \.\./)
  })

  it("takes an SVG for a logo, never one that holds a script, and no SVG for a picture", async () => {
    const svg = (inner: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120">${inner}<rect width="320" height="120"/></svg>`
    sandbox.write("images/brands/plain.svg", svg(""))
    sandbox.write("images/brands/scripted.svg", svg("<script>alert(document.cookie)</script>"))
    sandbox.write("images/brands/handler.svg", svg('<g onload="alert(1)"></g>'))
    sandbox.edit<Data>("trusted-logos.json", (logos) => {
      logos[0]!.logo = "images/brands/plain.svg"
      logos[1]!.logo = "images/brands/scripted.svg"
      logos[2]!.logo = "images/brands/handler.svg"
    })
    sandbox.edit<Data>("projects.json", (projects) => void (projects[1]!.image = "images/brands/plain.svg"))
    const found = await messages()
    expect(found).toHaveLength(3)
    expect(found[0]).toMatch(/project 2 .*field "Cover image": should be the path of an image/)
    expect(found[1]).toMatch(
      /logo 2 .*points to content\/images\/brands\/scripted\.svg, which is an SVG that holds the element <script>, which a logo may not hold/,
    )
    expect(found[2]).toMatch(/logo 3 .*handler\.svg, which is an SVG that holds the attribute onload on <g>/)
  })

  it("rejects an image file sharp cannot read: empty, text named .png, or cut short after a whole header", async () => {
    sandbox.write("images/work/empty.png", "")
    sandbox.write("images/work/notes.png", "these are not pixels")
    const sharp = (await import("sharp")).default
    const whole = await sharp({ create: { width: 512, height: 512, channels: 3, background: "#4f46e5" } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    writeFileSync(`${sandbox.dir}/images/work/cut.png`, whole.subarray(0, whole.length / 2))
    sandbox.edit<Data>("projects.json", (projects) => {
      projects[0]!.image = "images/work/empty.png"
      projects[1]!.image = "images/work/notes.png"
      projects[2]!.image = "images/work/cut.png"
    })
    // Pictures are decoded whole where a cache keeps what was found, as the check and the build keep it.
    const imageCache = path.join(`${sandbox.dir}-schemas`, "images.json")
    const report = await validateContent(sandbox.dir, "content", { imageCache })
    expect(report.errors.map(formatProblem)).toEqual([
      expect.stringContaining(
        'project 1 ("Fort walking tours app"), field "Cover image": points to content/images/work/empty.png, which is an empty file (0 bytes): export the image again as PNG, JPEG, WebP or AVIF',
      ),
      expect.stringMatching(
        /project 2 \("Boutique villa bookings"\), field "Cover image": points to content\/images\/work\/notes\.png, which is not an image the build can read \(sharp: .*\): export the image again/,
      ),
      expect.stringMatching(
        /project 3 .*field "Cover image": points to content\/images\/work\/cut\.png, which is not an image the build can read/,
      ),
    ])
  })

  it("warns about a picture larger than the page can use, with the size its field asks for", async () => {
    const sharp = (await import("sharp")).default
    // A phone's photo, scaled down by the editor to fit its 5 MB: twice the cover's size each way.
    await sharp({ create: { width: 3200, height: 2000, channels: 3, background: "#4f46e5" } })
      .png()
      .toFile(`${sandbox.dir}/images/work/photo.png`)
    sandbox.edit<Data>("projects.json", (projects) => void (projects[0]!.image = "images/work/photo.png"))
    const report = await validateContent(sandbox.dir)
    expect(report.errors).toEqual([])
    expect(report.warnings.map(formatProblem)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'project 1 ("Fort walking tours app"), field "Cover image": content/images/work/photo.png is 3200×2000 pixels and 0.0 MB, more than the page can use',
        ),
      ]),
    )
    expect(report.warnings.map(formatProblem).join("\n")).toContain("export it at 1600×1000 pixels")
  })

  it("checks every picture in the folder, named or not: a bad one refused, an unused one named", async () => {
    const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120">${inner}</svg>`
    sandbox.write("images/brands/unreferenced.svg", svg("<script>alert(1)</script>"))
    sandbox.write("images/work/evil2.png", "alert(document.cookie)")
    sandbox.copy("images/work/rampart.png", "images/work/spare.png")
    // A PNG whose header claims 30000×30000 pixels (the build would choke on it).
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data])
      const crc = Buffer.alloc(4)
      crc.writeUInt32BE(zlib.crc32(body))
      const length = Buffer.alloc(4)
      length.writeUInt32BE(data.length)
      return Buffer.concat([length, body, crc])
    }
    const header = Buffer.alloc(13)
    header.writeUInt32BE(30000, 0)
    header.writeUInt32BE(30000, 4)
    header.set([8, 2, 0, 0, 0], 8)
    writeFileSync(
      path.join(sandbox.dir, "images/work/vast.png"),
      Buffer.concat([
        Buffer.from("89504e470d0a1a0a", "hex"),
        chunk("IHDR", header),
        chunk("IDAT", zlib.deflateSync(Buffer.alloc(1))),
        chunk("IEND", Buffer.alloc(0)),
      ]),
    )
    const report = await validateContent(sandbox.dir)
    expect(report.errors.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/images\/brands\/unreferenced\.svg:1:1 {2}is an SVG that holds the element <script>, .*: remove it, or export it again/,
      ),
      expect.stringMatching(/^content\/images\/work\/evil2\.png:1:1 {2}is not an image the build can read/),
      expect.stringMatching(
        /^content\/images\/work\/vast\.png:1:1 {2}is not an image the build can read \(sharp: .*pixel limit/,
      ),
    ])
    expect(fresh(report.warnings).map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/images\/work\/spare\.png:1:1 {2}is not used by any content file: remove it/),
    ])
  })

  it("reads each image header once: an unchanged image comes from the cache", async () => {
    const cache = `${sandbox.dir}.image-headers.json`
    await validateContent(sandbox.dir, "content", { imageCache: cache })
    const cached = JSON.parse(readFileSync(cache, "utf8")) as Record<string, { header: object }>
    const cover = Object.keys(cached).find((file) => file.endsWith("rampart.png"))!
    expect(cached[cover]!.header).toEqual({ width: 1600, height: 1000, bytes: expect.any(Number) })
    // A forged entry proves the second run trusts the cache rather than reading the file again.
    cached[cover]!.header = { unreadable: "came from the cache" }
    writeFileSync(cache, JSON.stringify(cached))
    const report = await validateContent(sandbox.dir, "content", { imageCache: cache })
    expect(report.errors.map(formatProblem)).toEqual([expect.stringContaining("which came from the cache")])
  })

  it("rejects a key written twice in one entry, on the line of the second", async () => {
    const text = sandbox.read("services.json")
    const first = text.indexOf('"title"')
    const line = text.slice(0, first).split("\n").length
    sandbox.write("services.json", text.replace(/("title": "[^"]*",)/, '$1\n    "title": "Web development",'))
    expect(await messages()).toEqual([
      `content/services.json:${line + 1}:5  service 1 ("Web development"), field "Title": is written twice in the same place; the build would keep only the last one, so delete one of them`,
    ])
  })

  it("counts characters as people do: a Sinhala letter or an emoji is one", async () => {
    sandbox.edit<Data>("projects.json", (projects) => void (projects[0]!.title = "ශ්‍රී ලංකා 🇱🇰 ".repeat(4).trim()))
    expect(await messages()).toEqual([])
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
      Buffer.from(sandbox.read("navigation.json").replace("Start", "Caf\u00e9"), "latin1"),
    )
    expect(await messages()).toEqual([
      expect.stringContaining("content/services.json:1:1  is saved as UTF-16 text, which the build cannot read"),
      expect.stringContaining("content/navigation.json:1:1  is not UTF-8 text"),
    ])
  })

  it("reports a missing or broken schema file in one line, never a stack trace", async () => {
    const schemas = schemaCopy()
    rmSync(path.join(schemas, "services.schema.json"))
    writeFileSync(path.join(schemas, "navigation.schema.json"), "{ not json")
    writeFileSync(
      path.join(schemas, "footer-links.schema.json"),
      JSON.stringify({ type: "array", items: { type: "nonsense" } }),
    )
    const label = path.relative(process.cwd(), schemas)
    expect((await validateContent(sandbox.dir, "content", { schemaDir: schemas })).errors.map(formatProblem)).toEqual([
      `${label}/services.schema.json:1:1  this schema file is missing; it comes with the site: restore it with \`git checkout -- ${label}/services.schema.json\``,
      expect.stringMatching(/navigation\.schema\.json:1:3 {2}is not valid JSON: .*; it comes with the site/),
      expect.stringMatching(/footer-links\.schema\.json:1:1 {2}is not a schema the check can use \(.*\); restore it/),
    ])
  })

  it("reports a missing definitions schema once, not once per file", async () => {
    const schemas = schemaCopy()
    rmSync(path.join(schemas, "definitions.schema.json"))
    expect((await validateContent(sandbox.dir, "content", { schemaDir: schemas })).errors.map(formatProblem)).toEqual([
      expect.stringContaining("definitions.schema.json:1:1  this schema file is missing"),
    ])
  })
})
