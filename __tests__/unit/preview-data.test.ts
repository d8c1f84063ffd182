/** @jest-environment node */
// The editor's preview turns content as the editor holds it into the page's data, and says what the
// check would: against the real schemas and the suite's content set, changed as an editor would.
import { readFileSync } from "node:fs"
import path from "node:path"
import { previewData, type ContentValues, type Schemas } from "../../src/preview/page-data"
import { CONTENT_FILES, SCHEMA_DIR, SECTION_LABELS, UNUSED_PICTURE } from "../../shared/content-files"
import { anchor, content } from "../content"

const SCHEMAS: Schemas = Object.fromEntries(
  [...CONTENT_FILES.map(({ schema }) => schema), "definitions.schema.json"].map((name) => [
    name,
    JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), "utf8")),
  ]),
)
const saved_ = (): ContentValues => Object.fromEntries(CONTENT_FILES.map(({ file }) => [file, content(file)]))
type Project = { title: string; image: string; client: { name: string } }
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
    projects.push({ ...projects[0]! })
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
    expect(
      messages
        .filter(({ level }) => level === "error")
        .map(({ file }) => file)
        .sort(),
    ).toEqual(["navigation.json", "site.json", "social-links.json"])
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
