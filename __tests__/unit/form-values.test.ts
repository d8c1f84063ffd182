import { blankField, CONTACT_FIELDS, contactParams, EMPTY_DRAFT, mailtoWithMessage } from "../../src/forms/form-values"

const draft = {
  ...EMPTY_DRAFT,
  from_name: "  Dilani Perera ",
  reply_to: " dilani@example.lk ",
  message: "  We need a booking system.\n",
}

describe("submitting a form", () => {
  it("sends every field, trimmed, and the agency's short name; never the honeypot", () => {
    const typed = Object.fromEntries(CONTACT_FIELDS.map(({ name }) => [name, `  ${name} typed \n`]))
    expect(contactParams({ ...EMPTY_DRAFT, ...typed }, "Studio")).toEqual({
      ...Object.fromEntries(CONTACT_FIELDS.map(({ name }) => [name, `${name} typed`])),
      to_name: "Studio",
    })
  })

  it("finds a field that holds only spaces, which the browser's required check lets through", () => {
    expect(blankField(draft)).toBeNull()
    expect(blankField({ ...draft, message: "   \n " })?.name).toBe("message")
    expect(blankField(EMPTY_DRAFT)?.name).toBe("from_name")
  })
})

/** The test's own subject lines and labels, in place of the editors'. */
const SUBJECTS = {
  ...Object.fromEntries(CONTACT_FIELDS.map(({ name, label }) => [label, `Label of ${name}`])),
  subject: "A message from the site",
  subjectNamed: "A message from {name}",
} as Parameters<typeof mailtoWithMessage>[2]

describe("the mailto fallback", () => {
  it("carries the visitor's name in the subject, each field filled in as a line, then the message", () => {
    expect(mailtoWithMessage("studio@agency.example", draft, SUBJECTS)).toBe(
      `mailto:studio@agency.example?subject=A%20message%20from%20Dilani%20Perera&body=${encodeURIComponent(
        "Label of from_name: Dilani Perera\nLabel of reply_to: dilani@example.lk\n\nWe need a booking system.",
      )}`,
    )
  })

  it("stays within what mail clients accept for a long message", () => {
    const link = mailtoWithMessage("studio@agency.example", { ...EMPTY_DRAFT, message: "a".repeat(5000) }, SUBJECTS)
    expect(decodeURIComponent(link.split("body=")[1]!)).toBe(`${"a".repeat(1800)}…`)
  })

  it("still opens a subject line with nothing typed", () => {
    expect(mailtoWithMessage("studio@agency.example", EMPTY_DRAFT, SUBJECTS)).toBe(
      "mailto:studio@agency.example?subject=A%20message%20from%20the%20site",
    )
  })
})

describe("the mail link's body", () => {
  it("is cut at 1,800 characters, never inside one, whatever the text", () => {
    for (const piece of ["👩🏽‍💻", "😀", "ශ්‍රී", "مرحبا"]) {
      const message = `${"a".repeat(1799)}${piece.repeat(3)}`
      const body = new URLSearchParams(
        mailtoWithMessage("studio@agency.example", { ...EMPTY_DRAFT, message }, SUBJECTS).split("?")[1],
      ).get("body")
      expect(message.startsWith(body!.slice(0, -1))).toBe(true)
      expect(body!.endsWith("…")).toBe(true)
    }
  })
})
