/** @jest-environment node */
import {
  addressFrom,
  caseStudyPageData,
  caseStudyPages,
  caseStudyProblems,
  PROJECTS_FILE,
} from "../../shared/case-studies"
import { addressOfFile, sitePages } from "../../shared/site-pages"
import { MAX_PROJECTS } from "../../shared/content-files"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { checkBuiltPages, writeNotFoundPages } from "../../node/hooks/built-pages"

/** Projects 0…count-1, those at `told` with a case study at study-N. */
const projects = (count: number, told: number[]) =>
  Array.from({ length: count }, (_, n) => ({
    title: `Project ${n}`,
    ...(told.includes(n) ? { caseStudy: { slug: `study-${n}` } } : {}),
  }))

describe("the case studies' pages", () => {
  it("links each to the case studies before and after it, past the carousel's top ten too", () => {
    const pages = caseStudyPages(projects(MAX_PROJECTS + 3, [1, 4, MAX_PROJECTS + 1]))
    expect(
      pages.map(({ project, previous, next, onCarousel }) => [project.title, previous?.title, next?.title, onCarousel]),
    ).toEqual([
      ["Project 1", undefined, "Project 4", true],
      ["Project 4", "Project 1", `Project ${MAX_PROJECTS + 1}`, true],
      [`Project ${MAX_PROJECTS + 1}`, "Project 4", undefined, false],
    ])
  })

  it("gives the preview the page of the project at an index, any entry the check refuses left out", () => {
    const list = [
      { title: "A", caseStudy: { slug: "a", pictures: [null, { alt: "x" }] } },
      { title: "B" },
      { title: "C", caseStudy: { slug: "c", pictures: [] } },
    ]
    expect(caseStudyPageData(list, 0)).toMatchObject({
      project: { title: "A", caseStudy: { slug: "a", pictures: [{ alt: "x" }] }, caseStudyData: "" },
      previous: null,
      next: { title: "C" },
    })
    expect(caseStudyPageData(list, 1)).toBeNull()
  })

  it("are pages of the site, between the home page and the 404 page, each at its address", () => {
    expect(sitePages(projects(3, [2]))).toEqual([
      { path: "/", kind: "home", language: "en" },
      { path: "/case-studies/study-2/", kind: "case study", language: "en" },
      { path: "/404/", kind: "not found", language: "en" },
    ])
    // Each in every language of the site's, the others' under their code.
    expect(sitePages(projects(3, [2]), ["en", "ta"]).map(({ path, language }) => `${language} ${path}`)).toEqual([
      "en /",
      "en /case-studies/study-2/",
      "en /404/",
      "ta /ta/",
      "ta /ta/case-studies/study-2/",
      "ta /ta/404/",
    ])
    expect(
      ["index.html", "case-studies/study-2/index.html", "404.html", "404/index.html", "ta/404.html"].map(addressOfFile),
    ).toEqual(["/", "/case-studies/study-2/", "/404/", "/404/", "/ta/404/"])
  })
})

describe("the build's pages against the list every check reads", () => {
  const built = (files: string[]) => {
    const dir = mkdtempSync(path.join(tmpdir(), "built-"))
    for (const file of ["admin/index.html", ...files]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), "<!DOCTYPE html>")
    }
    return dir
  }
  const listed = sitePages(projects(2, [1]))

  it("passes where they are the same, the editor's /admin/ apart", () => {
    const dir = built(["index.html", "404.html", "404/index.html", "case-studies/study-1/index.html"])
    expect(() => checkBuiltPages(dir, listed)).not.toThrow()
  })

  it("fails naming a page no check would read, and one the checks would look for in vain", () => {
    const dir = built(["index.html", "404.html", "404/index.html", "about/index.html"])
    expect(() => checkBuiltPages(dir, listed)).toThrow(
      "built, but not listed: /about/\n  listed, but not built: /case-studies/study-1/",
    )
  })
})

describe("each language's 404 page for the host", () => {
  it("is written again on each build, and left behind by none where the site stops naming its language", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "built-"))
    const page = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), text)
    }
    const read = (file: string) =>
      existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), "utf8") : null
    for (const file of ["404.html", "404/index.html", "ta/404/index.html"]) page(file, "before")
    writeNotFoundPages(dir, sitePages(projects(1, []), ["en", "ta"]))
    expect(read("ta/404.html")).toBe("before")
    page("ta/404/index.html", "changed")
    writeNotFoundPages(dir, sitePages(projects(1, []), ["en", "ta"]))
    expect(read("ta/404.html")).toBe("changed")
    writeNotFoundPages(dir, sitePages(projects(1, []), ["en"]))
    expect(read("ta/404.html")).toBeNull()
    expect(read("404.html")).toBe("before")
  })
})

describe("two case studies at one address", () => {
  const file = (value: unknown) => [{ file: PROJECTS_FILE, value }]

  it("refuses the second, naming the first's project", () => {
    const list = [
      { title: "Spice Route", caseStudy: { slug: "shop" } },
      { title: "Tea House" },
      { title: "Harbour Café", caseStudy: { slug: "shop" } },
    ]
    expect(caseStudyProblems(file(list))).toEqual([
      {
        file: PROJECTS_FILE,
        at: [2, "caseStudy", "slug"],
        level: "error",
        message: `is the address of project 1 ("Spice Route")'s case study too: give each case study its own`,
      },
    ])
  })

  it("leaves a whole copy of a project to the check's own refusal, and a file that is not a list alone", () => {
    const copy = { title: "Spice Route", caseStudy: { slug: "shop" } }
    expect(caseStudyProblems(file([copy, { ...copy, title: "spice route " }]))).toEqual([])
    expect(caseStudyProblems(file({ not: "a list" }))).toEqual([])
    expect(caseStudyProblems([])).toEqual([])
  })
})

describe("the address the editor offers from a project's title", () => {
  const limits = { shortest: 3, longest: 20 }

  it("is the title in small letters a to z, digits and dashes, one no other case study has", () => {
    expect(addressFrom("Galle Fort Café & Bar", [], limits)).toBe("galle-fort-cafe-bar")
    expect(addressFrom("  Pocketwise App 2 ", ["pocketwise-app-2"], limits)).toBe("pocketwise-app-2-2")
    expect(addressFrom("Pocketwise", ["pocketwise", "pocketwise-2"], limits)).toBe("pocketwise-3")
  })

  it("fits the field, and is none where the title gives too little to make one of", () => {
    const long = addressFrom("A booking system for the whole coast", ["a-booking-system-for"], limits)!
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(long.length).toBeLessThanOrEqual(20)
    expect(long).not.toBe("a-booking-system-for")
    expect(addressFrom("ගාලු කොටුව", [], limits)).toBeUndefined()
    expect(addressFrom("AB", [], limits)).toBeUndefined()
  })
})
