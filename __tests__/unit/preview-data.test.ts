/** @jest-environment node */
// The editor's preview turns content as the editor holds it into the page's data, and says what the
// check would: against the real schemas and the suite's content set, changed as an editor would.
import path from "node:path"
import { previewData as previewOf, type ContentValues, type Schemas } from "../../src/preview-pane/page-data"
import { contentSchemas, contentValidators } from "../../node/content/validators"
import { validateContent } from "../../node/content/validate"
import { described } from "../../shared/place"
import { firstLanguageSandbox } from "../content-sandbox"
import { CONTENT_FILES, MAX_PROJECTS, SECTION_LABELS, UNUSED_PICTURE } from "../../shared/content-files"
import { caseStudyPageData, caseStudyPages } from "../../shared/case-studies"
import { anchor, content } from "../content"
import { siteLanguages, translationFile } from "../../shared/languages"
import { everyString, tamil } from "../in-script"

const SCHEMAS: Schemas = contentSchemas()
const VALIDATORS = contentValidators(SCHEMAS)
const previewData = (
  values: ContentValues,
  pictures: Parameters<typeof previewOf>[1],
  schemas: Schemas,
  saved?: ContentValues,
) => previewOf(values, pictures, schemas, VALIDATORS, saved)
/** The content set in its first language alone: a translation's part is proven on its own, below. */
const saved_ = (): ContentValues => {
  const values: ContentValues = Object.fromEntries(CONTENT_FILES.map(({ file }) => [file, content(file)]))
  const site = values["site.json"] as { languages?: string[] }
  values["site.json"] = { ...site, languages: siteLanguages(site).slice(0, 1) }
  return values
}
type Project = { id?: unknown; title: string; year?: string; image: string; client: { name: string; url?: string } }
type Testimonial = { review: string; name: string }

describe("the preview's page data", () => {
  it("names a picture the edit stops using, as the check will, in the file that used it", () => {
    const saved = saved_()
    const before = saved["projects.json"] as Project[]
    before[0] = { ...before[0]!, image: "images/covers/only-here.png" }
    const values = {
      ...saved,
      "projects.json": [{ ...before[0], image: "images/covers/new-cover.webp" }, ...before.slice(1)],
    }
    const notes = previewData(values, {}, SCHEMAS, saved).messages.filter(({ text }) => text.includes("only-here"))
    expect(notes).toEqual([
      {
        level: "note",
        file: "projects.json",
        text: `images/covers/only-here.png, once this is saved, is ${UNUSED_PICTURE}`,
      },
    ])
  })

  it("draws a picture from the editor's own copy, at its size, and a picture it does not have as none", () => {
    const values = saved_()
    const [first, second] = values["projects.json"] as Project[]
    const pictures = { [first!.image]: { url: "blob:cover", width: 1600, height: 1000 } }
    const { data } = previewData(values, pictures, SCHEMAS)
    expect(data.projects[0]!.image).toEqual({
      childImageSharp: {
        gatsbyImageData: {
          layout: "constrained",
          width: 1600,
          height: 1000,
          images: { fallback: { src: "blob:cover" }, sources: [] },
        },
      },
    })
    expect(second!.image === first!.image || data.projects[1]!.image === null).toBe(true)
  })

  it("has every project's case study to draw, past the carousel's ten, each joined as the build joins it", () => {
    const values = saved_()
    const projects = values["projects.json"] as (Project & { caseStudy?: { slug: string } })[]
    const told = projects.find(({ caseStudy }) => caseStudy)!
    const eleventh = {
      ...told,
      id: "0123456789ab",
      title: "An eleventh project",
      caseStudy: { ...told.caseStudy!, slug: "eleventh" },
    }
    const padded = [...projects, ...projects, eleventh]
      .map((project, index) =>
        index < MAX_PROJECTS || project === eleventh ? project : { ...project, caseStudy: undefined },
      )
      .slice(0, MAX_PROJECTS)
    values["projects.json"] = [...padded, eleventh]
    const { data } = previewData(values, {}, SCHEMAS)
    expect(data.projects).toHaveLength(MAX_PROJECTS)
    const page = caseStudyPageData(data.everyProject, MAX_PROJECTS)!
    expect(page.project.title).toBe(eleventh.title)
    expect(page.onCarousel).toBe(false)
    expect(page.previous?.title).toBe(caseStudyPages(data.everyProject).at(-2)?.project.title)
  })

  it("sets a review as the page does: pasted quotation marks dropped, another language marked", () => {
    const values = saved_()
    const testimonials = values["testimonials.json"] as Testimonial[]
    const review = "ඔවුන් මුලින්ම සවන් දුන්නා, පසුව ගොඩනැගුවා. එක් කන්නයකින් වෙන්කිරීම් දෙගුණ විය."
    testimonials[0] = { ...testimonials[0]!, name: "නිමල් පෙරේරා", review: `“${review}”` }
    const { data } = previewData(values, {}, SCHEMAS)
    expect(data.testimonials[0]).toMatchObject({ review, lang: "si" })
    expect(data.testimonials[1]!.lang).toBeNull()
  })

  it("says in the check's words what the check would refuse, naming the entry and field", () => {
    const values = saved_()
    const projects = values["projects.json"] as Project[]
    projects[1] = { ...projects[1]!, title: "x".repeat(200) }
    // An entry entered twice: the check refuses the copy, and so does the preview (and its save).
    projects.push({ ...projects[0]!, id: "0123456789ab" } as Project) // with the id the editor gives a new entry
    const site = values["site.json"] as Record<string, unknown>
    values["site.json"] = { ...site, email: "" }
    // A placeholder misspelt in the logo strip's heading, which declares {count}.
    const words = values["words.json"] as { trustedBy: { heading: string } }
    words.trustedBy.heading = words.trustedBy.heading.replace("{count}", "{cuont}")
    const errors = previewData(values, {}, SCHEMAS).messages.filter(({ level }) => level === "error")
    expect(errors).toContainEqual({
      level: "error",
      file: "projects.json",
      text: expect.stringMatching(
        /^project 2 \("x+"\), field "Title": is 200 characters long, more than the \d+ allowed/,
      ),
    })
    expect(errors).toContainEqual({
      level: "error",
      file: "site.json",
      text: expect.stringMatching(/^field "E-mail address": is missing/),
    })
    expect(errors).toContainEqual({
      level: "error",
      file: "words.json",
      text: expect.stringMatching(
        /^field "Logo strip › Heading": has \{cuont\}, which the page fills only \{count\} here/,
      ),
    })
    expect(errors).toContainEqual({
      level: "error",
      file: "projects.json",
      text: expect.stringMatching(
        new RegExp(`^project ${projects.length} \\(".+"\\), field "Title": is the same as project 1 \\("`),
      ),
    })
    expect(errors).toHaveLength(4)
  })

  it("draws the page in the language the editor's pane shows, and refuses a text not written in it", () => {
    // The site in English and Tamil, every text of every file written in Tamil.
    const values = saved_()
    const site = values["site.json"] as { languages: string[] }
    values["site.json"] = { ...site, languages: [site.languages[0], "ta"] }
    for (const { file } of CONTENT_FILES) values[translationFile(file, "ta")] = everyString(values[file], tamil)
    const english = previewData(values, {}, SCHEMAS, values).data
    const inTamil = previewOf(values, {}, SCHEMAS, VALIDATORS, values, "ta")
    expect(inTamil.messages.filter(({ level }) => level === "error")).toEqual([])
    const first = (values["projects.json"] as Project[])[0]!
    // The texts are the translation's; what is not text (a year, an address) is the first language's.
    expect(inTamil.data.projects[0]).toMatchObject({ title: tamil(first.title), year: first.year ?? null })
    expect(inTamil.data.projects[0]!.client?.url).toBe(english.projects[0]!.client?.url)
    expect(inTamil.data.words?.lang).toBe("ta")
    expect(english.projects[0]!.title).toBe(first.title)

    const projects = values[translationFile("projects.json", "ta")] as Project[]
    projects[0] = { ...projects[0]!, title: "" }
    projects[1] = { ...projects[1]!, title: "x".repeat(200) }
    const errors = previewOf(values, {}, SCHEMAS, VALIDATORS, values, "en").messages.filter(
      ({ level }) => level === "error",
    )
    expect(errors).toEqual([
      {
        level: "error",
        file: "projects.json",
        text: expect.stringMatching(/^project 1 \(".+"\), field "Title": is not written in Tamil \(தமிழ்\)/),
      },
    ])
    projects[0] = { ...projects[0], title: tamil(first.title) }
    expect(previewOf(values, {}, SCHEMAS, VALIDATORS, values, "en").messages).toContainEqual({
      level: "error",
      file: "projects.json",
      text: expect.stringMatching(/^project 2 \(".+"\), field "Title" in Tamil \(தமிழ்\): is 200 characters long/),
    })
  })

  it("names a new entry that repeats a saved one's title as the copy, wherever the list puts it", () => {
    const saved = saved_()
    const values = saved_()
    const projects = values["projects.json"] as Project[]
    const last = projects.length
    // Add project puts the new one at the top.
    values["projects.json"] = [{ ...projects[last - 1]!, id: "0123456789ab" }, ...projects] // with the id the editor gives it
    const errors = previewData(values, {}, SCHEMAS, saved).messages.filter(({ level }) => level === "error")
    expect(errors.map(({ text }) => text)).toEqual([
      expect.stringMatching(
        new RegExp(`^project 1 \\(".+"\\), field "Title": is the same as project ${last + 1} \\("`),
      ),
    ])
  })

  it("leaves out a link the check refuses, as one pushed with git would hold, naming it", () => {
    const values = saved_()
    const attack = "javascript:parent.document.title=localStorage.length"
    const [first, ...rest] = values["navigation.json"] as { href: string }[]
    values["navigation.json"] = [{ ...first!, href: attack }, ...rest]
    const site = values["site.json"] as { hero: { primaryCta: { href: string } } }
    site.hero.primaryCta.href = attack
    // A colour the check refuses sets no shades, as one left out.
    ;(site as unknown as { brandColour: string }).brandColour = "#4f46e"
    const [social, ...others] = values["social-links.json"] as { link: string }[]
    // However long: one past its length is refused for that, and still left out.
    values["social-links.json"] = [{ ...social!, link: `${attack}${" ".repeat(400)}` }, ...others]
    const { data, messages } = previewData(values, {}, SCHEMAS)
    expect(JSON.stringify(data)).not.toContain("javascript:")
    expect([data.navigation[0]!.href, data.siteDetails!.hero!.primaryCta!.href, data.socialLinks[0]!.link]).toEqual([
      null,
      null,
      null,
    ])
    expect(data.siteDetails!.brandStyle).not.toContain("--brand:")
    expect(data.siteDetails!.themeColor).toBeNull()
    expect(
      messages
        .filter(({ level }) => level === "error")
        .map(({ file }) => file)
        .sort(),
    ).toEqual(["navigation.json", "site.json", "site.json", "social-links.json"])
  })

  it("notes a link to a section the agency hides, which the page leaves out, and the shades a pale brand colour gets", () => {
    const values = saved_()
    const site = values["site.json"] as { sections: string[] }
    values["site.json"] = {
      ...site,
      brandColour: "#fff3a0",
      sections: site.sections.filter((key) => key !== "testimonials"),
    }
    values["navigation.json"] = [
      ...(values["navigation.json"] as object[]),
      { name: "Reviews", href: anchor("testimonials") },
    ]
    const { messages, data } = previewData(values, {}, SCHEMAS)
    expect(messages.filter(({ level }) => level === "error")).toEqual([])
    // Said whichever file is open: hiding the section in one file leaves out a link in another.
    expect(messages).toContainEqual({
      level: "note",
      file: "navigation.json",
      across: true,
      text: expect.stringContaining(
        `links to ${anchor("testimonials")}, the ${SECTION_LABELS.testimonials} section, which is not in The agency's own details → Sections, in order: the page leaves this link out`,
      ),
    })
    const notes = messages.filter(({ level, across }) => level === "note" && !across).map(({ text }) => text)
    // As the check: the light theme's shade, and the dark theme keeping the pale yellow as picked.
    expect(notes).toEqual([
      expect.stringMatching(/^field "Brand colour": the light theme uses #[0-9a-f]{6}, a darker shade of #fff3a0/),
      expect.stringMatching(/^field "Brand colour": the dark theme uses #fff3a0 as picked/),
    ])
    expect(data.siteDetails!.brandStyle).toContain("--brand:")
  })
})

describe("the preview's refusals are the check's", () => {
  it("finds, in the same content, what the check finds that it can know, in the same words", async () => {
    // Content with a refusal of each kind a schema or the check's own rules make (not the pictures'
    // files, which only the check can read), and two notes.
    // In the first language alone: a translation's refusals are the test above's.
    const sandbox = firstLanguageSandbox()
    try {
      sandbox.edit<(Project & Record<string, unknown>)[]>("projects.json", (projects) => {
        projects[1]!.title = "x".repeat(200)
        projects[2]!.year = String(new Date().getFullYear() + 5)
        delete (projects[3] as Partial<Project>).title
        projects[4]!.client = { ...projects[4]!.client, url: "javascript:alert(1)" } as Project["client"]
        projects[5]!.id = projects[0]!.id
        // An address whose name passes for a plain one, and one of the editor's own blob: addresses
        // typed where no picture goes (only a picture's field holds an upload not yet saved).
        projects[6]!.client = { ...projects[6]!.client, url: "https://xn--pple-43d.com" }
        ;(projects[7] as Record<string, unknown>).liveUrl = "blob:https://serendibstudio.lk/2f6c"
        projects.push({ ...projects[0]!, id: "0123456789ab" })
      })
      sandbox.edit<Record<string, unknown>[]>("services.json", (services) => {
        services[0]!.colour = "red"
      })
      sandbox.edit<Record<string, unknown>[]>("social-links.json", (links) => {
        links[0]!.icon = "myspace"
        // A profile that does not lead to the network its icon names.
        links[1]!.link = "https://example.com/serendib"
      })
      sandbox.edit<Testimonial[]>("testimonials.json", (testimonials) => {
        testimonials[0]!.review = `\u202E${testimonials[0]!.review}`
      })
      sandbox.edit<{ trustedBy: { heading: string } }>("words.json", (words) => {
        words.trustedBy.heading = words.trustedBy.heading.replace("{count}", "{cuont}")
      })
      sandbox.edit<Record<string, unknown>[]>("footer-links.json", (links) => links.splice(0))
      sandbox.edit<Record<string, unknown>>("site.json", (site) => {
        site.copyrightYear = String(site.copyrightYear)
        site.brandColour = "#fff3a0"
        site.sections = (site.sections as string[]).filter((key) => key !== "contact" && key !== "testimonials")
      })
      const report = await validateContent(sandbox.dir, "content")
      const checks = [
        ...report.errors.map((problem) => ({ problem, level: "error" })),
        ...report.notes.map((problem) => ({ problem, level: "note" })),
      ]
        .filter(({ problem }) => CONTENT_FILES.some(({ file }) => problem.file === `content/${file}`))
        .map(({ problem, level }) => {
          const where = described(problem)
          return `${path.basename(problem.file)} ${level}: ${where ? `${where}: ` : ""}${problem.message}`
        })
      const values = Object.fromEntries(CONTENT_FILES.map(({ file }) => [file, JSON.parse(sandbox.read(file))]))
      const previews = previewData(values, {}, SCHEMAS).messages.map(
        ({ file, level, text }) => `${file} ${level}: ${text}`,
      )
      expect(previews.sort()).toEqual(checks.sort())
      expect(previews.length).toBeGreaterThanOrEqual(15)
    } finally {
      sandbox.dispose()
    }
  })
})
