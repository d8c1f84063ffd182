/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { refuseServerFiles } from "../../node/static-only"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "static-"))
  mkdirSync(path.join(dir, "assets"))
  writeFileSync(path.join(dir, "index.html"), "<p>hi</p>")
  // Only at the top do these names mean anything to the host: here they are files like any other.
  writeFileSync(path.join(dir, "assets", "_worker.js"), "")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("static files only (the build's static/ and public/, and what a deploy job downloads)", () => {
  it("lets plain files through, whatever they are named below the top", () => {
    expect(() => refuseServerFiles(dir, "static")).not.toThrow()
  })

  it("refuses, naming each, what the host would run or route, in any case, and a link anywhere", () => {
    writeFileSync(path.join(dir, "_Redirects"), "/* https://elsewhere.example 302")
    mkdirSync(path.join(dir, "functions"))
    symlinkSync("/proc/self/environ", path.join(dir, "assets", "env.txt"))
    let message = ""
    try {
      refuseServerFiles(dir, "static")
    } catch (error) {
      message = (error as Error).message
    }
    for (const line of [
      "  static/_Redirects: redirects and rewrites",
      "  static/functions: Pages Functions, code that runs on the server",
      "  static/assets/env.txt: a link (to /proc/self/environ)",
    ])
      expect(message.split("\n")).toContain(line)
  })
})
