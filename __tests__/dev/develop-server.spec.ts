// Starts `gatsby develop` without e-mail keys, as a newcomer would, and checks GraphiQL's data,
// the e-mail stand-in end to end, the content editor's page (its local-repository mode), and the
// content check it runs on each change (on a scratch copy of content/, which the last test breaks).
// It runs in the project directory, beside the site tests, which are served a copy of the build:
// develop rewrites .cache and public/ (see playwright.config.ts).
import { test as base, expect } from "@playwright/test"
import { spawn } from "node:child_process"
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { freePort } from "../../scripts/lib/pages-dev"
import { fillContactForm, VISITOR, type Enquiry } from "../site/harness"
import { firstLanguageSandbox, type contentSandbox } from "../content-sandbox"
import { W, SITE, anchor } from "../content"
import { CONTENT_FILES } from "../../shared/content-files"
import { ADMIN_HEADERS, PREVIEW_FONTS } from "../../node/security-headers"
import { fontFile } from "../../shared/fonts"

const OUTBOX = ".outbox/messages.jsonl"
const NEWCOMER: Enquiry = {
  ...VISITOR,
  from_name: "Newcomer",
  reply_to: "newcomer@example.lk",
  message: "Trying the form locally.",
}

type Develop = { url: string; output: () => string; content: ReturnType<typeof contentSandbox> }

/** Starts `gatsby develop` on a scratch copy of the content; `stop` ends it and every process it started. */
async function startDevelop(): Promise<Develop & { stop: () => Promise<void> }> {
  rmSync(OUTBOX, { force: true })
  const content = firstLanguageSandbox()
  const url = `http://127.0.0.1:${await freePort()}`
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GATSBY_EMAILJS_")))
  const server = spawn("npx", ["gatsby", "develop", "-H", "127.0.0.1", "-p", new URL(url).port], {
    // CI alone would make gatsby-plugin-sharp process every image before the server answers
    // (63 jobs, half a minute of both cores); a developer's `npm start` makes each one when the
    // browser first asks for it, and so does this test.
    env: {
      ...env,
      CONTENT_DIR: content.dir,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
      GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1",
    },
    detached: true, // its own process group, so the end of the tests ends every process it started
  })
  let output = ""
  server.stdout.on("data", (chunk) => (output += chunk))
  server.stderr.on("data", (chunk) => (output += chunk))
  // Ends every process of the group, and waits until they are gone: a build runs next.
  const stop = async () => {
    const group = (signal: NodeJS.Signals | 0) => {
      try {
        process.kill(-server.pid!, signal)
        return true
      } catch {
        return false // none left
      }
    }
    group("SIGTERM")
    for (let waited = 0; group(0) && waited < 20_000; waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200))
    group("SIGKILL")
    content.dispose()
  }
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`gatsby develop exited:\n${output}`)
          return fetch(url).then(
            (response) => response.ok,
            () => false,
          )
        },
        { timeout: 240_000, intervals: [1000], message: "gatsby develop answers" },
      )
      .toBe(true)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, output: () => output, content, stop }
}

// Started before the file's first test and ended after its last, not with the worker: the builds
// that share this project (playwright.config.ts) write .cache and public/ too, and run after it.
let started: (Develop & { stop: () => Promise<void> }) | undefined
const test = base.extend<{ develop: Develop }>({
  develop: async ({}, use) => use(started!),
})

test.describe.configure({ mode: "default" })
test.beforeAll(async () => {
  test.setTimeout(300_000)
  started = await startDevelop()
})
test.afterAll(async () => started?.stop())
// develop compiles on the first requests, and two cores are slow at it.
test.use({ actionTimeout: 120_000 })

test.describe("gatsby develop", () => {
  test("serves GraphiQL with the explicit content types: the projects, in order, with resolved cover images", async ({
    develop,
    request,
  }) => {
    const query = async <T>(text: string) =>
      (await (await request.post(`${develop.url}/___graphql`, { data: { query: text } })).json()) as {
        data: T
        errors?: unknown
      }
    type Cover = { childImageSharp: { gatsbyImageData: { images: { fallback: { src: string } } } } }
    const { data, errors } = await query<{ projects: { title: string; image: Cover }[] }>(
      `{ projects { title image { childImageSharp { gatsbyImageData(width: 400) } } } }`,
    )
    expect(errors).toBeUndefined()
    const titles = (JSON.parse(develop.content.read("projects.json")) as { title: string }[]).map(
      (project) => project.title,
    )
    expect(data.projects.map((project) => project.title)).toEqual(titles)
    for (const project of data.projects)
      expect(project.image.childImageSharp.gatsbyImageData.images.fallback.src, project.title).toMatch(/\.png$/)
    const types = await query<{ __schema: { types: { name: string }[] } }>("{ __schema { types { name } } }")
    const names = types.data.__schema.types.map((type) => type.name)
    for (const { typeName } of CONTENT_FILES) expect(names).toContain(typeName)
    expect((await request.get(`${develop.url}/___graphql`)).status(), "the GraphiQL page itself").toBe(200)
  })

  test("serves the content editor at /admin/ under npm start too", async ({ develop, request }) => {
    const moved = await request.get(`${develop.url}/admin`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers()["location"]).toBe("/admin/")
    const page = await request.get(`${develop.url}/admin/`)
    expect(page.status()).toBe(200)
    expect(await page.text()).toMatch(/<script src="sveltia-cms\.js"><\/script>/)
    const config = (await (await request.get(`${develop.url}/admin/config.json`)).json()) as {
      collections: { files: unknown[] }[]
    }
    expect(config.collections[0]!.files).toHaveLength(CONTENT_FILES.length)
    expect((await request.get(`${develop.url}/admin/sveltia-cms.js`)).status()).toBe(200)
    // With the host's policy, so what the editor draws runs no more here than there; and the
    // preview's typeface readable by its sandboxed frame.
    expect(page.headers()["content-security-policy"]).toBe(ADMIN_HEADERS["Content-Security-Policy"])
    const face = await request.get(`${develop.url}${PREVIEW_FONTS.path}${path.basename(fontFile("inter"))}`)
    expect([face.status(), face.headers()[PREVIEW_FONTS.header[0].toLowerCase()]]).toEqual([
      200,
      PREVIEW_FONTS.header[1],
    ])
  })

  test("answers the contact form with its e-mail stand-in when no keys are set", async ({ develop, page }) => {
    test.setTimeout(300_000)
    page.setDefaultTimeout(20_000)
    // A newcomer's first look: no error on the console and no error overlay, on load or in use.
    const problems: string[] = []
    page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`))
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
    // The hot-reload connection never lets the network go idle: wait for React to hydrate the form.
    // On a cold clone develop compiles the browser bundle on this first request: allow for it.
    await page.goto(develop.url, { waitUntil: "load", timeout: 240_000 })
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('[name="from_name"]') ?? {}).some((key) => key.startsWith("__reactFiber")),
    )
    // The hero image is made on this request (lazily, as on a developer's machine) and shows.
    await expect
      .poll(() =>
        page.locator(`${anchor("hero")} img`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0)
    const form = await fillContactForm(page, NEWCOMER)
    await form.getByRole("button", { name: W.contactForm.send }).click()
    // develop compiles the dialog's code on this first send, as it does the page's on the first load.
    await expect(page.getByRole("dialog").getByRole("heading", { name: W.contactForm.sentTitle })).toBeVisible({
      timeout: 60_000,
    })
    expect(existsSync(OUTBOX), "the outbox file was written").toBe(true)
    const entry = JSON.parse(readFileSync(OUTBOX, "utf8").trim().split("\n").at(-1)!) as {
      template_params: Record<string, string>
    }
    expect(entry.template_params).toEqual({ ...NEWCOMER, to_name: SITE.shortName })
    await expect(page.getByText(/Unhandled Runtime Error/)).toHaveCount(0)
    expect(problems).toEqual([])
    // develop writes the GraphQL types once it has started; outside src/ that rebuilds nothing. In
    // src/ it made Tailwind rebuild the CSS, whose hot reloads raced the first page into an error.
    await expect.poll(develop.output).toMatch(/Generating GraphQL and TypeScript types/)
    expect(develop.output(), "no rebuild after the first").not.toMatch(/Re-building development bundle/)
    expect(develop.output()).toMatch(/\[e-mail stand-in\] stand-in-contact/)
    expect(develop.output()).toMatch(/"message": "Trying the form locally\."/)
  })

  test("shows the first 10 of 11 projects, in the file's order, after the file changes", async ({ develop, page }) => {
    // develop re-runs the query on a loaded machine in up to 2 minutes: the test gives it that.
    test.setTimeout(180_000)
    type Project = { id?: unknown; title: string; caseStudy?: unknown }
    const slides = page.locator(anchor("portfolio")).getByRole("heading", { level: 3 })
    develop.content.edit<Project[]>("projects.json", (projects) => {
      // The last project moves to the top, and an 11th joins at the end.
      projects.unshift(projects.pop()!)
      projects.push({ ...projects[1]!, id: "0a1b2c3d4e5f", title: "Tea estate booking site", caseStudy: undefined })
    })
    const titles = (JSON.parse(develop.content.read("projects.json")) as Project[]).map(({ title }) => title)
    await expect(async () => {
      await page.goto(develop.url, { waitUntil: "load", timeout: 120_000 })
      await expect(slides).toHaveText(titles.slice(0, 10), { timeout: 5_000 })
    }).toPass({ timeout: 120_000 })
  })

  test("checks content again on each change, naming file and line, keeps the page, and says when it is valid again", async ({
    develop,
    page,
  }) => {
    const label = path.relative(process.cwd(), develop.content.dir)
    const since = develop.output().length
    const navigation = develop.content.read("navigation.json")
    const links = page.locator("header nav").first().getByRole("link")
    await page.goto(develop.url, { waitUntil: "load", timeout: 120_000 })
    const shown = await links.allTextContents()
    develop.content.write("navigation.json", navigation.replace("},\n", "}\n"))
    await expect
      .poll(() => develop.output().slice(since), { timeout: 30_000 })
      .toContain(`${label}/navigation.json:6:3  is not valid JSON: a comma (,) is missing between two items`)
    // Gatsby adds no stack of its own, and the page still serves the file's last good version.
    expect(develop.output().slice(since)).not.toMatch(/Unable to parse JSON|^\s+at /m)
    await page.reload({ waitUntil: "load" })
    await expect(links).toHaveText(shown)
    develop.content.write("navigation.json", navigation)
    await expect
      .poll(() => develop.output().slice(since), { timeout: 30_000 })
      .toContain(`Content check passed: ${label}/ is valid again.`)
    // A schema's change (as a new content file) needs a fresh start, and the terminal says so.
    const schema = "schemas/services.schema.json"
    writeFileSync(schema, readFileSync(schema))
    await expect
      .poll(() => develop.output().slice(since), { timeout: 30_000 })
      .toContain(`${schema} is new or a schema: the page takes it only after a fresh start`)
  })
})
