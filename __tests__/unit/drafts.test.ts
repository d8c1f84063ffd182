import { bookWith, bookWithout, draftToRestore, parseBook, serializeBook } from "../../src/forms/drafts"
import { EMPTY_DRAFT } from "../../src/forms/form-values"

const A = { from_name: "Dilani", reply_to: "dilani@example.lk", message: "Tab A: two halls." }
const B = { from_name: "Dilani", reply_to: "dilani@example.lk", message: "Tab B: a loyalty app." }
const DAY = 24 * 60 * 60 * 1000

describe("the draft book", () => {
  it("keeps one draft per tab: saving in one tab never touches another's", () => {
    const book = bookWith(bookWith({}, "a", A, 1000), "b", B, 2000)
    expect(draftToRestore(book, "a")).toEqual(A)
    expect(draftToRestore(book, "b")).toEqual(B)
    expect(draftToRestore(bookWith(book, "b", { ...B, message: "changed" }, 3000), "a")).toEqual(A)
  })

  it("offers a new tab the newest draft left behind, and an empty form when there is none", () => {
    const book = bookWith(bookWith({}, "a", A, 1000), "b", B, 2000)
    expect(draftToRestore(book, "new")).toEqual(B)
    expect(draftToRestore({}, "new")).toEqual(EMPTY_DRAFT)
  })

  it("after a send, forgets this tab's draft and copies of the words sent, and nothing else", () => {
    const book = bookWith(
      bookWith(bookWith({}, "a", A, 1000), "b", B, 2000),
      "c",
      { ...B, from_name: " Dilani " },
      3000,
    )
    const after = bookWithout(book, "b", B)
    expect(Object.keys(after)).toEqual(["a"])
    expect(after.a?.draft).toEqual(A)
  })

  it("removes a tab's entry when its form is emptied", () => {
    expect(bookWith(bookWith({}, "a", A, 1000), "a", EMPTY_DRAFT, 2000)).toEqual({})
    expect(serializeBook({})).toBeNull()
  })

  it("forgets drafts older than a week and keeps at most five", () => {
    let book = bookWith({}, "old", A, 0)
    book = bookWith(book, "recent", A, DAY)
    book = bookWith(book, "now", B, 7 * DAY + 1)
    expect(Object.keys(book)).toEqual(["now", "recent"])
    book = bookWith(book, "now", B, 31 * DAY)
    expect(Object.keys(book)).toEqual(["now"])
    for (let tab = 0; tab < 8; tab++)
      book = bookWith(book, `t${tab}`, { ...A, message: `draft ${tab}` }, 32 * DAY + tab)
    expect(Object.keys(book)).toEqual(["t7", "t6", "t5", "t4", "t3"])
  })

  it("survives a round trip through storage", () => {
    const book = bookWith({}, "a", A, 1000)
    expect(parseBook(serializeBook(book))).toEqual(book)
  })

  it("ignores anything that is not a draft, and cuts fields to their length limits", () => {
    expect(parseBook(null)).toEqual({})
    expect(parseBook("not json")).toEqual({})
    expect(parseBook("42")).toEqual({})
    expect(parseBook(JSON.stringify(A))).toEqual({})
    expect(parseBook(JSON.stringify({ drafts: { a: "x", b: { draft: { message: 7 } } } }))).toEqual({})
    const long = parseBook(JSON.stringify({ drafts: { a: { draft: { from_name: 7, message: "x".repeat(6000) } } } }))
    expect(long.a).toEqual({ draft: { from_name: "", reply_to: "", message: "x".repeat(5000) }, savedAt: 0 })
  })
})
