// npm run content:check: the build's validation without a build, with annotations for GitHub.
import { test, expect } from "@playwright/test"
import { spawnSync } from "node:child_process"
import path from "node:path"
import sharp from "sharp"
import { contentSandbox, SECOND_AGENCY } from "../content-sandbox"
import { CONTENT_DIR, content } from "../content"
import { validateContent } from "../../node/content/validate"
import { formatProblem, githubAnnotation } from "../../node/content/problem"

const check = (env: Record<string, string> = {}, args: string[] = []) =>
  spawnSync("npx", ["tsx", "scripts/content-check.mts", ...args], {
    env: { ...process.env, GITHUB_ACTIONS: "", ...env },
    encoding: "utf8",
  })

test.describe("content:check", () => {
  test("passes the shipped content, and says how long it took", () => {
    const result = check()
    expect(result.status, result.stderr).toBe(0)
    const label = path.relative(process.cwd(), CONTENT_DIR)
    // With the warnings the content set has, if any (a picture no entry uses, say).
    expect(result.stdout).toMatch(
      new RegExp(`^Content check passed: ${label}/ is valid(, with \\d+ warning\\(s\\))? \\(\\d+\\.\\d\\d s\\)\\.$`, "m"),
    )
  })

  test("lists every image with the width and height its header gives, with --images", async () => {
    const result = check({}, ["--images"])
    expect(result.status, result.stderr).toBe(0)
    // The hero's picture, whatever it is, with the size its header gives.
    const { hero } = content<{ hero: { image: string } }>("site.json")
    const { width, height } = await sharp(path.join(CONTENT_DIR, hero.image)).metadata()
    const label = path.relative(process.cwd(), CONTENT_DIR)
    expect(result.stdout).toContain(`image    ${label}/${hero.image}  ${width}×${height} pixels, `)
  })

  test("fails on a broken file with the build's message, and annotates the line for GitHub Actions", async () => {
    const sandbox = contentSandbox(SECOND_AGENCY)
    try {
      sandbox.edit<{ title: string; year: unknown; image: string }[]>("projects.json", (projects) => {
        projects[2]!.title = "Surf school, 100% online" // a title the annotation must escape
        projects[2]!.year = 2024
        projects[4]!.image = "images/work/drawing.png"
      })
      // An SVG (which can carry script) under a photo's name.
      sandbox.write(
        "images/work/drawing.png",
        '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><script>alert(1)</script></svg>',
      )
      const line =
        sandbox
          .read("projects.json")
          .split("\n")
          .findIndex((text) => text.includes('"year": 2024')) + 1
      const result = check({ CONTENT_DIR: sandbox.dir, GITHUB_ACTIONS: "true" })
      expect(result.status).toBe(1)
      // Each problem as the build prints it (what each says is the check's unit tests'), and on its
      // line for GitHub, where a "%" and a "," in the title cannot cut the annotation short.
      const { errors } = await validateContent(sandbox.dir, path.relative(process.cwd(), sandbox.dir))
      expect(errors).toHaveLength(2)
      for (const problem of errors) {
        expect(result.stderr).toContain(formatProblem(problem))
        expect(result.stdout).toContain(githubAnnotation(problem, "error"))
      }
      expect(result.stdout).toMatch(
        new RegExp(
          `^::error file=[^,]*projects\\.json,line=${line},col=\\d+,title=Content%3A projects\\.json::project 3 \\("Surf school, 100%25 online"\\), field "Year": `,
          "m",
        ),
      )
      expect(result.stdout).toMatch(/Content check failed: 2 problems to fix/)
    } finally {
      sandbox.dispose()
    }
  })
})
