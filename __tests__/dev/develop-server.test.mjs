// Starts `gatsby develop` without e-mail keys, as a newcomer would, and checks GraphiQL's data,
// the e-mail stand-in end to end, and the content editor's page (its local-repository mode). Runs after the built-site tests: develop rewrites .cache.
import { describe, it, before, after } from "node:test"
import assert from "node:assert/strict"
import { spawn } from "node:child_process"
import { createServer } from "node:net"
import { existsSync, readFileSync, rmSync } from "node:fs"
import { launchChromium } from "../../scripts/lib/chromium.mjs"
import { fillContactForm } from "../e2e/harness.mjs"

const OUTBOX = ".outbox/messages.jsonl"
const newcomer = { from_name: "Newcomer", reply_to: "newcomer@example.lk", message: "Trying the form locally." }
let server
let output = ""
let url

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

async function waitForServer(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`gatsby develop exited:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`gatsby develop did not start in time:\n${output}`)
}

before(async () => {
  rmSync(OUTBOX, { force: true })
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("GATSBY_EMAILJS_")))
  server = spawn("npx", ["gatsby", "develop", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    detached: true,
  })
  server.stdout.on("data", (chunk) => (output += chunk))
  server.stderr.on("data", (chunk) => (output += chunk))
  await waitForServer(Date.now() + 240_000)
})

after(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM")
})

describe("gatsby develop", () => {
  it("serves GraphiQL with the explicit content types: 10 projects with resolved cover images", async () => {
    const query = `{ file(relativePath: { eq: "projects.json" }) { childrenProject { title image { childImageSharp { gatsbyImageData(width: 400) } } } } }`
    const response = await fetch(`${url}/___graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    })
    const { data, errors } = await response.json()
    assert.equal(errors, undefined)
    const projects = data.file.childrenProject
    assert.equal(projects.length, 10)
    for (const project of projects)
      assert.match(project.image.childImageSharp.gatsbyImageData.images.fallback.src, /\.png$/, project.title)
    const types = await (
      await fetch(`${url}/___graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __schema { types { name } } }" }),
      })
    ).json()
    const names = types.data.__schema.types.map((type) => type.name)
    for (const type of [
      "SiteDetails",
      "Project",
      "Testimonial",
      "Service",
      "TrustedLogo",
      "NavLink",
      "FooterLink",
      "SocialLink",
    ])
      assert.ok(names.includes(type), type)
    assert.equal((await fetch(`${url}/___graphql`)).status, 200, "the GraphiQL page itself")
  })

  it("serves the content editor at /admin/, where CONTENT.md sends editors who try it locally", async () => {
    const moved = await fetch(`${url}/admin`, { redirect: "manual" })
    assert.equal(moved.status, 301)
    assert.equal(moved.headers.get("location"), "/admin/")
    const page = await fetch(`${url}/admin/`)
    assert.equal(page.status, 200)
    assert.match(await page.text(), /<script src="sveltia-cms\.js"><\/script>/)
    const config = await (await fetch(`${url}/admin/config.json`)).json()
    assert.equal(config.collections[0].files.length, 8)
    assert.equal((await fetch(`${url}/admin/sveltia-cms.js`)).status, 200)
  })

  it("answers the contact form with its e-mail stand-in when no keys are set", async () => {
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      page.setDefaultTimeout(20_000)
      // The hot-reload connection never lets the network go idle: wait for React to hydrate the form.
      // On a cold clone develop compiles the browser bundle on this first request: allow for it.
      await page.goto(url, { waitUntil: "load", timeout: 240_000 })
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('[name="from_name"]') ?? {}).some((key) => key.startsWith("__reactFiber")),
      )
      const form = await fillContactForm(page, newcomer)
      await form.getByRole("button", { name: "Send message" }).click()
      await page.getByRole("dialog").getByRole("heading", { name: "Form Submitted!" }).waitFor()
    } finally {
      await browser.close()
    }
    assert.ok(existsSync(OUTBOX), "the outbox file was written")
    const entry = JSON.parse(readFileSync(OUTBOX, "utf8").trim().split("\n").at(-1))
    assert.deepEqual(entry.template_params, { ...newcomer, to_name: "Serendib" })
    assert.match(output, /\[e-mail stand-in\] stand-in-contact/)
    assert.match(output, /"message": "Trying the form locally\."/)
  })
})
