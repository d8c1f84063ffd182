// npm run content:check: the build's validation without a build, with annotations for GitHub.
import { describe, it, after } from "node:test"
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const check = (env = {}, args = []) =>
  spawnSync(process.execPath, ["scripts/content-check.mjs", ...args], {
    env: { ...process.env, GITHUB_ACTIONS: "", ...env },
    encoding: "utf8",
  })

describe("content:check", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-check-"))
  after(() => rmSync(dir, { recursive: true, force: true }))

  it("passes the shipped content, within about a second", () => {
    const result = check()
    assert.equal(result.status, 0, result.stderr)
    const seconds = Number(/\(([\d.]+) s\)/.exec(result.stdout)?.[1])
    assert.match(result.stdout, /^Content check passed: content\/ is valid/m)
    assert.ok(seconds < 2, `took ${seconds} s`)
  })

  it("lists every image with the width and height its header gives, with --images", () => {
    const result = check({}, ["--images"])
    assert.equal(result.status, 0, result.stderr)
    assert.match(result.stdout, /^image {4}content\/images\/covers\/banquet-booking\.png {2}1600×1000 pixels, \d+ KB$/m)
    assert.match(result.stdout, /^image {4}content\/images\/avatars\/\S+\.png {2}256×256 pixels/m)
  })

  it("fails on a broken file with the build's message, and annotates the line for GitHub Actions", () => {
    cpSync("content", dir, { recursive: true })
    const file = path.join(dir, "projects.json")
    const projects = JSON.parse(readFileSync(file, "utf8"))
    projects[2].year = 2024
    writeFileSync(file, JSON.stringify(projects, null, 2))
    const line =
      readFileSync(file, "utf8")
        .split("\n")
        .findIndex((text) => text.includes('"year": 2024')) + 1
    const result = check({ CONTENT_DIR: dir, GITHUB_ACTIONS: "true" })
    assert.equal(result.status, 1)
    assert.match(
      result.stderr,
      /projects\.json:\d+:\d+ {2}project 3 \("Course catalogue website"\), field "year": should be text/,
    )
    assert.match(
      result.stdout,
      new RegExp(
        `^::error file=[^,]*projects\\.json,line=${line},col=\\d+,title=Content%3A projects\\.json::project 3`,
        "m",
      ),
    )
    assert.match(result.stdout, /Content check failed: 1 problem to fix/)
  })
})
