// Runs a real `gatsby build` against a broken copy of content/ and checks that it stops before
// sharp or GraphQL meet the content, with the content check's own messages (their wording is the
// unit tests'). The check runs in onPreInit, before Gatsby touches .cache or public, so this does
// not disturb the real build.
import { test, expect } from "@playwright/test"
import { spawnSync } from "node:child_process"
import path from "node:path"
import { validateContent } from "../../node/content/validate"
import { formatProblem } from "../../node/content/problem"
import { contentSandbox, SECOND_AGENCY } from "../content-sandbox"

type Project = { title?: string; image: string; id: number }

test("a build with broken content stops, naming each problem's file, line, entry and field", async () => {
  test.setTimeout(180_000)
  const sandbox = contentSandbox(SECOND_AGENCY)
  try {
    const label = path.relative(process.cwd(), sandbox.dir)
    const unusedIn = (warnings: { file: string; message: string }[]) =>
      warnings
        .filter(({ message }) => message.startsWith("is not used by any content file"))
        .map(({ file }) => path.basename(file))
    // The pictures no file names: those the set has spare, and those of the entries broken below and
    // of the file that no longer parses.
    const named = (file: string) => (JSON.parse(sandbox.read(file)) as { image?: string; img?: string }[])
    const orphaned = [
      ...unusedIn((await validateContent(sandbox.dir, label)).warnings),
      ...[1, 3].map((at) => path.basename(named("projects.json")[at]!.image!)),
      ...named("testimonials.json").map(({ img }) => path.basename(img!)),
    ]
    // One broken thing per kind, in different files and entries, so one build shows them all. (What
    // each message says is the content check's unit tests'.)
    sandbox.write("testimonials.json", sandbox.read("testimonials.json").replace(/\},\n(\s*)\{/, "}\n$1{"))
    sandbox.edit<Project[]>("projects.json", (projects) => {
      delete projects[2]!.title
      projects[3]!.image = "images/work/missing.png"
      projects[4]!.title = "\u200b"
      projects[5]!.id = 3000000000 // too large for GraphQL's Int
      projects[1]!.image = "images/work/notes.png" // which sharp cannot read
      while (projects.length < 11) projects.push({ ...projects[0]!, title: `Project ${projects.length + 1}` })
    })
    sandbox.write("images/work/notes.png", "these are not pixels")
    sandbox.write("navigation.json", `\ufeff${sandbox.read("navigation.json")}`)
    const result = spawnSync("npx", ["gatsby", "build"], {
      env: { ...process.env, CONTENT_DIR: sandbox.dir, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      encoding: "utf8",
      timeout: 180_000,
    })
    const output = `${result.stdout}\n${result.stderr}`
    const { errors, warnings } = await validateContent(sandbox.dir, label)
    expect(result.status, output).not.toBe(0)
    expect(output).toContain(`Content check failed: ${errors.length} problems to fix in ${label}/.`)
    expect(errors.map((problem) => problem.file.split("/").pop())).toEqual(
      expect.arrayContaining(["testimonials.json", "projects.json", "navigation.json"]),
    )
    expect([errors.length, warnings.length - unusedIn(warnings).length]).toEqual([7, 1])
    expect(unusedIn(warnings).sort()).toEqual(orphaned.sort())
    for (const problem of [...errors, ...warnings]) expect(output).toContain(formatProblem(problem))
    expect(output).not.toMatch(/Worker exited before finishing task|Int cannot represent/)
  } finally {
    sandbox.dispose()
  }
})
