/** @jest-environment jsdom */
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { selfHostFonts } from "../../node/admin/bundle"
import { adminPage } from "../../node/admin/page"
import { githubRepository } from "../../node/admin/repository"
import { writeEditor } from "../../node/hooks/static-files"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "admin-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("the content editor's build", () => {
  it("serves the CMS's CDN fonts from beside its bundle", () => {
    const bundle =
      "@font-face{src:url(https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2)}" +
      "@font-face{src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2)}"
    expect(selfHostFonts(bundle, dir)).toBe(
      "@font-face{src:url(fonts/material-symbols-outlined-latin-wght-normal.woff2)}" +
        "@font-face{src:url(fonts/noto-mono-latin-400-normal.woff2)}",
    )
    expect(existsSync(path.join(dir, "material-symbols-outlined-latin-wght-normal.woff2"))).toBe(true)
    expect(existsSync(path.join(dir, "noto-mono-latin-400-normal.woff2"))).toBe(true)
  })

  it("stops the build, naming the package, when the CMS asks for a font release that is not installed", () => {
    const bundle = "url(https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@9.9.9/latin-wght-normal.woff2)"
    expect(() => selfHostFonts(bundle, dir)).toThrow(
      "install it with `npm install --save-exact @fontsource-variable/source-sans-3@9.9.9`",
    )
  })

  it("keeps the editor out of search results", () => {
    expect(adminPage("Serendib Studio: content")).toContain('<meta name="robots" content="noindex, nofollow" />')
  })

  it("shows the site's name as text, whatever it contains", () => {
    const name = `</title></head><h1>Session expired</h1> & "Co" 'Ltd'`
    const page = new DOMParser().parseFromString(adminPage(name), "text/html")
    expect(page.title).toBe(name)
    expect(page.querySelector("h1")).toBeNull()
    expect(page.querySelector("link[rel=cms-config-url]")).not.toBeNull()
  })

  it("commits to the repository CI names, else to the clone's GitHub remote", () => {
    expect(githubRepository({ GITHUB_REPOSITORY: "serendib/site" })).toBe("serendib/site")
    expect(githubRepository({ CMS_GITHUB_REPO: "agency/content", GITHUB_REPOSITORY: "serendib/site" })).toBe(
      "agency/content",
    )
  })

  it("writes the editor again without touching what did not change, as npm start's copying of static/ needs", async () => {
    const settings = { CMS_GITHUB_REPO: "serendib/site" }
    await writeEditor(dir, settings)
    const editor = path.join(dir, "admin", "index.html")
    const stray = path.join(dir, "admin", "chunks", "gone.js")
    writeFileSync(stray, "")
    utimesSync(editor, 0, 0) // as if written long ago
    await writeEditor(dir, settings)
    expect([statSync(editor).mtimeMs, existsSync(stray)]).toEqual([0, false])
  })

  it("leaves the editor, and its sign-in, out of a preview build, a branch's code on a public address", async () => {
    const editor = path.join(dir, "admin", "index.html")
    expect(await writeEditor(dir, { CMS_GITHUB_REPO: "serendib/site" })).toBe(true)
    expect(existsSync(editor)).toBe(true)
    expect(await writeEditor(dir, { CMS_GITHUB_REPO: "serendib/site", SITE_PREVIEW: "true" })).toBe(false)
    expect(existsSync(path.join(dir, "admin"))).toBe(false)
  })
})
