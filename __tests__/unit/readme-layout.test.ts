/** @jest-environment node */
// The README's layout is what a newcomer reads first: every path it names must exist, and every
// folder at the top of the repository must be named there.
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"

const readme = readFileSync("README.md", "utf8")
const block = /## Layout[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? ""

/** The paths the block names: a line's first word, under the folder above it when indented. */
function namedPaths(text: string): string[] {
  const paths: string[] = []
  let parent = ""
  for (const line of text.split("\n")) {
    const [, indent = "", name = ""] = /^( *)([^\s,]+)/.exec(line) ?? []
    if (!name || indent.length > 2) continue // a description's continuation
    if (!indent) parent = name
    paths.push(indent ? `${parent}${name}` : name)
  }
  return paths
}

describe("the README's layout", () => {
  it("names only paths that exist", () => {
    const missing = namedPaths(block)
      .filter((path) => !path.includes("*")) // gatsby-*.ts(x): a pattern
      .filter((path) => !existsSync(path.replace(/\/$/, "")))
    expect(missing).toEqual([])
  })

  it("names every folder at the top of the repository", () => {
    const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n")
    const folders = [...new Set(tracked.filter((file) => file.includes("/")).map((file) => file.split("/")[0]))]
      .filter((folder) => !folder!.startsWith(".") && folder !== "__mocks__")
      .map((folder) => `${folder}/`)
    const named = new Set(namedPaths(block))
    expect(folders.filter((folder) => !named.has(folder))).toEqual([])
  })
})
