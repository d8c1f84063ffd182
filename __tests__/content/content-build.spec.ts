// Runs a real `gatsby build` against a broken copy of content/ and checks that it stops with
// messages an editor can act on. The content check runs in onPreInit, before Gatsby touches
// .cache or public, so this does not disturb the real build.
import { test, expect } from "@playwright/test"
import { spawnSync } from "node:child_process"
import path from "node:path"
import { contentSandbox } from "../content-sandbox"

type Project = { title?: string; year: unknown; image: string; id: number; client: { url: string } }

// One build for every case below: in one worker, in order.
test.describe.configure({ mode: "default" })

test.describe("a build with broken content", () => {
  let output = ""
  let status: number | null = null
  let label = ""
  let sandbox: ReturnType<typeof contentSandbox> | undefined

  test.beforeAll(() => {
    test.setTimeout(180_000)
    sandbox = contentSandbox()
    // One broken thing per case, in different files and entries, so one build shows them all.
    sandbox.write("testimonials.json", sandbox.read("testimonials.json").replace(/\},\n(\s*)\{/, "}\n$1{"))
    sandbox.edit<Project[]>("projects.json", (projects) => {
      delete projects[2]!.title
      projects[1]!.year = 2024
      projects[3]!.image = "images/covers/missing.png"
      projects[0]!.client.url = "ceylongrandbanquets"
      projects[5]!.image = "images/../../static/og-image.png"
      projects[6]!.title = "\u200b"
      projects[7]!.id = 3000000000
      projects[8]!.image = "images/covers/notes.png"
      projects.push({ ...projects[4]!, id: 11 })
    })
    sandbox.write("images/covers/notes.png", "these are not pixels")
    sandbox.edit<{ email: string }>("site.json", (site) => {
      site.email = "info@serendibstudio.lk?bcc=someone%40elsewhere.example"
    })
    sandbox.write("navigation.json", `\ufeff${sandbox.read("navigation.json")}`)
    const result = spawnSync("npx", ["gatsby", "build"], {
      env: { ...process.env, CONTENT_DIR: sandbox.dir, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      encoding: "utf8",
      timeout: 180_000,
    })
    output = `${result.stdout}\n${result.stderr}`
    status = result.status
    label = path.relative(process.cwd(), sandbox.dir)
  })
  test.afterAll(() => sandbox?.dispose())

  test("fails", () => {
    expect(status, output).not.toBe(0)
    expect(output).toContain(`Content check failed: 11 problems to fix in ${label}/.`)
  })

  test("names the file and line of invalid JSON", () => {
    expect(output).toMatch(
      new RegExp(
        `${label}/testimonials\\.json:\\d+:\\d+ {2}is not valid JSON: a comma \\(,\\) is missing between two items`,
      ),
    )
  })

  test("names the entry and field of a missing required field", () => {
    expect(output).toMatch(/projects\.json:\d+:\d+ {2}project 3, field "title": is missing, and every entry needs it/)
  })

  test("explains a wrong type", () => {
    expect(output).toMatch(
      /project 2 \("Spice Route e-commerce website"\), field "year": should be text in "double quotes", but is the number 2024/,
    )
  })

  test("reports an image that does not exist", () => {
    expect(output).toMatch(
      /project 4 \("Pocketwise budget tracking app"\), field "image": points to .*images\/covers\/missing\.png, but there is no such file/,
    )
  })

  test("reports a malformed web address", () => {
    expect(output).toMatch(
      /project 1 \("Banquet booking system"\), field "client\.url": should be a full web address starting with https:\/\//,
    )
  })

  test("rejects an image path that leaves content/", () => {
    expect(output).toMatch(/project 6 \("[^"]+"\), field "image": should be the path of an image inside content\//)
  })

  test("rejects a file named .png that sharp cannot read, before sharp chokes on it", () => {
    expect(output).toMatch(
      /project 9 \("[^"]+"\), field "image": points to .*images\/covers\/notes\.png, which is not an image the build can read/,
    )
    expect(output).not.toMatch(/Worker exited before finishing task/)
  })

  test("rejects a title of invisible characters and an id too large for GraphQL", () => {
    expect(output).toMatch(/project 7, field "title": is empty: it holds only spaces or invisible characters/)
    expect(output).toMatch(/project 8 \("[^"]+"\), field "id": should be an id, different for every entry/)
    expect(output).not.toMatch(/Int cannot represent/)
  })

  test("rejects an e-mail address that would copy a stranger on every mailto link", () => {
    expect(output).toMatch(/site\.json:\d+:\d+ {2}field "email": should be the e-mail address enquiries go to/)
  })

  test("names a byte order mark as such", () => {
    expect(output).toMatch(/navigation\.json:1:1 {2}starts with an invisible byte order mark \(BOM\)/)
  })

  test("warns that the carousel shows only 10 of 11 projects", () => {
    expect(output).toMatch(/projects\.json:\d+:\d+ {2}has 11 projects; the carousel shows only the first 10/)
  })
})
