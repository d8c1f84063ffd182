// Runs a real `gatsby build` against a broken copy of content/ and checks that it stops with
// messages an editor can act on. The content check runs in onPreInit, before Gatsby touches
// .cache or public, so this does not disturb the real build.
import { describe, it, after } from "node:test"
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

const dir = mkdtempSync(path.join(tmpdir(), "broken-content-"))
after(() => rmSync(dir, { recursive: true, force: true }))

function edit(file, change) {
  const data = JSON.parse(readFileSync(path.join(dir, file), "utf8"))
  change(data)
  writeFileSync(path.join(dir, file), JSON.stringify(data, null, 2))
}

describe("a build with broken content", () => {
  cpSync("content", dir, { recursive: true })
  // One broken thing per case, in different files and entries, so one build shows them all.
  const testimonials = readFileSync(path.join(dir, "testimonials.json"), "utf8")
  writeFileSync(path.join(dir, "testimonials.json"), testimonials.replace(/\},\n(\s*)\{/, "}\n$1{"))
  edit("projects.json", (projects) => {
    delete projects[2].title
    projects[1].year = 2024
    projects[3].image = "images/covers/missing.png"
    projects[0].client.url = "ceylongrandbanquets"
    projects[5].image = "images/../../static/og-image.png"
    projects[6].title = "\u200b"
    projects[7].id = 3000000000
    projects[8].image = "images/covers/notes.png"
    projects.push({ ...projects[4], id: 11 })
  })
  writeFileSync(path.join(dir, "images/covers/notes.png"), "these are not pixels")
  edit("site.json", (site) => {
    site.email = "info@serendibstudio.lk?bcc=someone%40elsewhere.example"
  })
  writeFileSync(path.join(dir, "navigation.json"), `\ufeff${readFileSync(path.join(dir, "navigation.json"), "utf8")}`)

  const result = spawnSync("npx", ["gatsby", "build"], {
    env: { ...process.env, CONTENT_DIR: dir, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    timeout: 180_000,
  })
  const output = `${result.stdout}\n${result.stderr}`
  const label = path.relative(process.cwd(), dir)

  it("fails", () => {
    assert.notEqual(result.status, 0, output)
    assert.ok(output.includes(`Content check failed: 11 problems to fix in ${label}/.`), output)
  })

  it("names the file and line of invalid JSON", () => {
    assert.match(
      output,
      new RegExp(
        `${label}/testimonials\\.json:\\d+:\\d+ {2}is not valid JSON: a comma \\(,\\) is missing between two items`,
      ),
    )
  })

  it("names the entry and field of a missing required field", () => {
    assert.match(output, /projects\.json:\d+:\d+ {2}project 3, field "title": is missing, and every entry needs it/)
  })

  it("explains a wrong type", () => {
    assert.match(
      output,
      /project 2 \("Spice Route e-commerce website"\), field "year": should be text in "double quotes", but is the number 2024/,
    )
  })

  it("reports an image that does not exist", () => {
    assert.match(
      output,
      /project 4 \("Pocketwise budget tracking app"\), field "image": points to .*images\/covers\/missing\.png, but there is no such file/,
    )
  })

  it("reports a malformed web address", () => {
    assert.match(
      output,
      /project 1 \("Banquet booking system"\), field "client\.url": should be a full web address starting with https:\/\//,
    )
  })

  it("rejects an image path that leaves content/", () => {
    assert.match(output, /project 6 \("[^"]+"\), field "image": should be the path of an image inside content\//)
  })

  it("rejects a file named .png that sharp cannot read, before sharp chokes on it", () => {
    assert.match(
      output,
      /project 9 \("[^"]+"\), field "image": points to .*images\/covers\/notes\.png, which is not an image the build can read/,
    )
    assert.doesNotMatch(output, /Worker exited before finishing task/)
  })

  it("rejects a title of invisible characters and an id too large for GraphQL", () => {
    assert.match(output, /project 7, field "title": is empty: it holds only spaces or invisible characters/)
    assert.match(output, /project 8 \("[^"]+"\), field "id": should be a whole number from 1 to 2147483647/)
    assert.doesNotMatch(output, /Int cannot represent/)
  })

  it("rejects an e-mail address that would copy a stranger on every mailto link", () => {
    assert.match(output, /site\.json:\d+:\d+ {2}field "email": should be the e-mail address enquiries go to/)
  })

  it("names a byte order mark as such", () => {
    assert.match(output, /navigation\.json:1:1 {2}starts with an invisible byte order mark \(BOM\)/)
  })

  it("warns that the carousel shows only 10 of 11 projects", () => {
    assert.match(output, /projects\.json:\d+:\d+ {2}has 11 projects; the carousel shows only the first 10/)
  })
})
