// Publishing through the content editor at /admin/ as an editor does it, on the built site served
// by the host's runtime: "Sign in with GitHub" through the OAuth client's pop-up on another origin,
// then a draft (a branch and a pull request), its preview as CI reports it, review, and publishing
// (a merge into main): our configuration, headers and CI report in Sveltia's own workflow, whose
// other paths are Sveltia's to test. GitHub is a stand-in answered in the browser
// (github-stand-in.ts), so the test reads back every branch, pull request and file.
import type { BrowserContext, Page } from "@playwright/test"
import { contentFiles } from "../../scripts/lib/local-repository"
import { previewStatus } from "../../scripts/lib/preview-status"
import { test, expect, recordViolations, withEditorIds } from "./harness"
import { gitHubStandIn } from "./github-stand-in"

const TOKEN = "gho_stand_in_token"
const EDITOR = { login: "nadia-perera", name: "Nadia Perera", id: 4242 }

interface AdminConfig {
  backend: { repo: string; branch: string; base_url: string }
}

/** The repository as the build sees it: content files and their images. */
function repositoryFiles() {
  return Object.fromEntries(
    Object.entries(contentFiles({ images: true })).map(([path, body]) => [
      path,
      typeof body === "string" ? body : Buffer.from(body.base64, "base64"),
    ]),
  )
}

/**
 * The OAuth client (sveltia-cms-auth and the like) at the address the build was given: its pop-up
 * says "authorizing", waits for the editor to answer, then hands over the token, as the real one
 * does after GitHub's consent page.
 */
async function serveOAuthClient(context: BrowserContext, origin: string) {
  const asked: URL[] = []
  await context.route(`${origin}/**`, (route) => {
    asked.push(new URL(route.request().url()))
    const success = `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Signing in</title><script>
        window.addEventListener("message", (event) => {
          if (event.data === "authorizing:github") window.opener.postMessage(${JSON.stringify(success)}, event.origin)
        })
        window.opener.postMessage("authorizing:github", "*")
      </script>`,
    })
  })
  return asked
}

async function signIn(page: Page) {
  const config = (await (await page.request.get("/admin/config.json")).json()) as AdminConfig
  const github = gitHubStandIn(config.backend.repo, repositoryFiles(), EDITOR)
  await github.serve(page.context())
  const asked = await serveOAuthClient(page.context(), config.backend.base_url)
  // Reopening an entry after a save, Sveltia may offer to restore the backup it kept while the entry
  // was being edited, depending on whether its backup timer ran: the saved draft already holds it.
  const restore = page.getByRole("alertdialog", { name: "Restore Draft" })
  const discardBackups = () =>
    page.addLocatorHandler(restore, () => restore.getByRole("button", { name: "Discard", exact: true }).click())
  await discardBackups()
  await page.goto("/admin/")
  await page.getByRole("button", { name: /^Sign In with .GitHub.$/ }).click()
  return { github, asked, config, restore, discardBackups }
}

const PREVIEW = "https://cms-content-projects.serendib-site.pages.dev"

/** How many entries the editor keeps a copy of in this browser (its IndexedDB's draft-backups). */
async function backups() {
  let count = 0
  for (const { name } of await indexedDB.databases()) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name!)
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error as Error)
    })
    if (db.objectStoreNames.contains("draft-backups"))
      count += await new Promise<number>((resolve) => {
        const counting = db.transaction("draft-backups").objectStore("draft-backups").count()
        counting.onsuccess = () => resolve(counting.result)
      })
    db.close()
  }
  return count
}

/** The page's policy violations, errors and refused requests, from the first byte. */
async function watch(page: Page) {
  const violations = await recordViolations(page)
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  return async () => [...(await violations()), ...errors]
}

/** Opens the first project and gives it a new title. */
async function retitleFirstProject(page: Page, title: string) {
  await page.getByRole("row", { name: "Portfolio projects" }).click()
  await page.getByRole("button", { name: "Expand All" }).first().click()
  await page.getByRole("textbox", { name: "Title" }).first().fill(title)
}

/** projects.json as main held it, with the first project's title changed and nothing else. */
function withFirstTitle(original: string, title: string) {
  const first = (JSON.parse(original) as { title: string }[])[0]!.title
  return original.replace(`"title": "${first}"`, `"title": "${title}"`)
}

test.describe("publishing through the content editor", () => {
  test.setTimeout(120_000)

  test("signs in with GitHub in the OAuth pop-up, saves a draft, shows its preview, and publishes it", async ({
    page,
  }) => {
    page.setDefaultTimeout(20_000)
    const problems = await watch(page)
    const admin = await page.request.get("/admin/")
    expect(admin.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
    const { github, asked, restore, discardBackups } = await signIn(page)

    // Signed in: the pop-up asked for GitHub with the repository scope, the token came back through
    // window.opener, and every API request carries it.
    await expect(page.getByRole("row", { name: "Portfolio projects" })).toBeVisible()
    expect(asked.map((url) => [url.pathname, url.searchParams.get("provider")])).toEqual([["/auth", "github"]])
    expect(asked[0]!.searchParams.get("scope")).toMatch(/\brepo\b/)
    expect([...github.authorizations]).toEqual([expect.stringMatching(new RegExp(` ${TOKEN}$`))])

    // Work left unsaved is offered again: leaving the form keeps it in this browser, and opening
    // the file again asks to restore it (CONTENT.md).
    await page.removeLocatorHandler(restore)
    await retitleFirstProject(page, "Work not saved yet")
    // The editor keeps its copy half a second after the last key (a person takes longer to reach
    // the ←).
    await expect.poll(() => page.evaluate(backups)).toBe(1)
    // Leaving a changed form asks first (node/admin/unsaved-work.ts): told to leave, it goes.
    const questions: string[] = []
    page.on("dialog", (dialog) => void (questions.push(dialog.message()), dialog.accept()))
    await page.getByRole("button", { name: "Cancel Editing" }).click()
    await page.getByRole("row", { name: "Portfolio projects" }).click()
    await restore.getByRole("button", { name: "Restore", exact: true }).click()
    await page.getByRole("button", { name: "Expand All" }).first().click()
    await expect(page.getByRole("textbox", { name: "Title" }).first()).toHaveValue("Work not saved yet")
    await page.getByRole("button", { name: "Cancel Editing" }).click()
    await page.getByRole("row", { name: "Portfolio projects" }).waitFor()
    expect(questions).toEqual([expect.stringMatching(/not saved/), expect.stringMatching(/not saved/)])
    await discardBackups()

    // A save is a draft: a branch and a pull request; main does not change.
    const original = github.read("content/projects.json")!
    await retitleFirstProject(page, "Banquet hall booking platform")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByRole("button", { name: "Send for Review" }).click()
    await expect(page.getByRole("row", { name: "Portfolio projects" })).toContainText("In Review")
    const [pull] = github.pulls()
    expect(pull).toMatchObject({ state: "OPEN", isDraft: false, baseRef: "main", files: ["content/projects.json"] })
    expect(pull!.labels).toEqual(["sveltia-cms/pending_review"])
    expect(github.read("content/projects.json")).toBe(original)
    const saved = github.read("content/projects.json", pull!.head)!
    expect(saved).toBe(withFirstTitle(withEditorIds(original, saved), "Banquet hall booking platform"))

    // CI deploys the pull request and reports the preview's address, as the workflow's job does.
    github.postStatus(github.headOf(pull!.head)!, previewStatus("success", PREVIEW))

    // The board lists it under In Review; the entry links its preview.
    await page.getByRole("radio", { name: "Editorial Workflow" }).click()
    const inReview = page.getByRole("list", { name: "In Review" })
    await expect(inReview.getByRole("listitem")).toHaveCount(1)
    await inReview.getByRole("button", { name: "Portfolio projects" }).click()
    const primary = page.getByRole("toolbar", { name: "Primary" })
    const viewPreview = primary.getByRole("button", { name: "View Preview" })
    await expect(viewPreview).toBeEnabled({ timeout: 30_000 })
    await page
      .context()
      .route(`${PREVIEW}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Preview</title>" }),
      )
    const [previewTab] = await Promise.all([page.waitForEvent("popup"), viewPreview.click()])
    await expect(previewTab).toHaveTitle("Preview")
    expect(previewTab.url()).toBe(`${PREVIEW}/`)
    await previewTab.close()

    // Approved: Ready, then Publish merges it into main (one commit, titled by the change) and
    // deletes the branch.
    // Once the status reads Ready: a pick Sveltia's menu lets fall (seen on a loaded machine, once in
    // a few runs) is made again, as the editor would, seeing the status unchanged.
    const status = primary.getByRole("button", { name: /^Status:/ })
    await expect(async () => {
      await status.click()
      await page.getByRole("menuitemradio", { name: "Ready" }).click()
      await expect(status).toContainText("Ready", { timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    await primary.getByRole("button", { name: "Publish Entry" }).click()
    await page.getByRole("alertdialog", { name: "Publish Entry" }).getByRole("button", { name: "Publish" }).click()
    await expect.poll(() => github.pulls()[0]?.state).toBe("MERGED")
    expect(github.read("content/projects.json")).toBe(saved)
    expect(github.mainHistory()).toEqual([pull!.title, "First commit"])
    await expect.poll(() => github.branches()).toEqual(["main"])

    expect(github.unanswered).toEqual([])
    expect(await problems()).toEqual([])
  })
})
