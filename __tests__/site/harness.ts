// What the site's browser tests share: Playwright's `test` with a `problems` fixture, and the
// visitor's moves and the network's failures that several features are tested under. Playwright's
// fixtures open a fresh context and page per test and close them however the test ends.
import { test as base, expect, type Frame, type Locator, type Page, type Route } from "@playwright/test"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { SITE_RECORDS_DIR } from "../../scripts/lib/builds"
import { TEST_BUILD_ENV } from "../../scripts/lib/test-build"
import { W } from "../content"
import { CONTACT_FIELDS, type ContactDraft, type ContactField } from "../../src/forms/form-values"
import { CONTENT_FILES } from "../../shared/content-files"
import { asEditorWrites, fieldsForFile } from "../../node/content/cms-config"
import type { JsonSchema } from "../../shared/json-schema"

export { expect }

/** Tags that ask playwright.config.ts for more of the width and colour-scheme matrix. */
export const WIDTHS = { tag: "@widths" }
export const PHONE = { tag: "@phone" }
export const SCHEMES = { tag: "@schemes" }

export const test = base.extend<{ problems: string[] }>({
  /** Console errors, page errors, failed requests and HTTP errors the page has met so far. */
  problems: async ({ page }, use) => {
    const problems: string[] = []
    page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`))
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
    page.on("requestfailed", (request) => problems.push(`failed request: ${request.url()}`))
    page.on(
      "response",
      (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()}: ${response.url()}`),
    )
    await use(problems)
  },
})

/**
 * Opens a page of the site and waits until it has hydrated (gatsby-browser marks the root), so the
 * header's buttons act; with JavaScript off, until it has loaded (the pre-paint script then set no
 * color-scheme on the root).
 */
export async function visit(page: Page, path = "/") {
  await page.goto(path)
  await expect(page.locator("html[data-hydrated], html:not([style*='color-scheme'])")).toBeAttached()
}

/**
 * A list file's text as the content editor saves it: an entry shipped without an id (the last
 * project) is given one of the editor's own, read from what it saved, in the place the editor's
 * form puts it; the rest as they were.
 */
export function withEditorIds(original: string, saved: string, file = "projects.json"): string {
  const given = JSON.parse(saved) as { id?: unknown }[]
  const entries = (JSON.parse(original) as { id?: unknown }[]).map((entry, index) => {
    if (entry.id !== undefined) return entry
    const id = String(given[index]?.id)
    expect(id).toMatch(/^[0-9a-f]{12}$/)
    return { ...entry, id }
  })
  const spec = CONTENT_FILES.find((entry) => entry.file === file)!
  const schemas = path.resolve("schemas")
  const read = (name: string) => JSON.parse(readFileSync(path.join(schemas, name), "utf8")) as JsonSchema
  return asEditorWrites(entries, fieldsForFile(spec, read(spec.schema), read("definitions.schema.json")))
}

export { content } from "../content"

/** Scrolls `locator` into view, as a visitor would, once the page has hydrated. */
export async function reach(locator: Locator) {
  await locator.scrollIntoViewIfNeeded()
  await expect(locator.page().locator("html[data-hydrated]")).toBeAttached()
}

/**
 * Waits until the page has drawn `frames` more frames: what a scroll or a route change schedules for
 * the next frame (a scroll event, Gatsby's scroll restoration and route announcer) has then run.
 */
export const framesDrawn = (page: Page, frames = 2) =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve())
        next(frames)
      }),
    frames,
  )

/**
 * Waits until nothing on the page is moving: no CSS animation or transition (the menu, a dialog)
 * and no section reveal (react-spring, lib/reveals.ts) still playing or waiting. Colours measured
 * mid-fade fail contrast checks, and on a busy machine a fade can take far longer than it should.
 * With `onScreen`, a section waiting below the screen for the visitor to scroll to it may wait.
 */
export async function stillness(page: Page | Frame, { onScreen = false } = {}) {
  // What still moves, named, so a test that waits in vain says what it waited for.
  await expect
    .poll(
      () =>
        page.evaluate((onScreen) => {
          const name = (element: Element | null | undefined) =>
            element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${element.className}` : "?"
          return [
            ...document
              .getAnimations()
              .filter((animation) => animation.playState === "running")
              .map((animation) => {
                const effect = animation.effect as KeyframeEffect | null
                const label =
                  (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty
                return `${label ?? "animation"} on ${name(effect?.target)}`
              }),
            ...[...document.querySelectorAll<HTMLElement>("[data-reveal]")]
              .filter(
                (section) =>
                  section.style.opacity ||
                  (section.dataset["reveal"] === "pending" &&
                    !(onScreen && section.getBoundingClientRect().top >= window.innerHeight)),
              )
              .map(
                (section) =>
                  `reveal ${section.dataset["reveal"]} (opacity ${section.style.opacity}) of ${name(section)} in #${section.closest("section")?.id}, top ${Math.round(section.getBoundingClientRect().top)} of ${window.innerHeight}`,
              ),
          ]
        }, onScreen),
      { message: "nothing moving on the page" },
    )
    .toEqual([])
}

export type Enquiry = ContactDraft

/** What the tests type into a contact field of each kind. */
const SAMPLES = {
  text: "Dilani Perera",
  email: "dilani@example.lk",
  // Without a "+": Chromium's mail from a form posted without JavaScript turns one into a space.
  tel: "077 123 4567",
  lines: "We would like a booking system for our two halls.",
}

/** A visitor's enquiry, as the tests type it into the contact form: a sample for each field. */
export const VISITOR = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field.name, SAMPLES[field.rows ? "lines" : (field.type ?? "text")]]),
) as Enquiry
/** The contact fields' values in the form's order, as `fieldValues` reads them. */
export const TYPED = CONTACT_FIELDS.map(({ name }) => VISITOR[name])
/** The contact fields' values when the form is empty. */
export const NOTHING_TYPED = TYPED.map(() => "")

/** A contact field, found by its label as a visitor finds it. */
export const contactField = (form: Locator, field: ContactField) =>
  form.getByRole("textbox", {
    name: W.contactForm[CONTACT_FIELDS.find(({ name }) => name === field)!.label],
    exact: true,
  })

/** Types an enquiry into the contact form by its labels; returns the form. */
export async function fillContactForm(page: Page, values: Enquiry = VISITOR) {
  const form = page.getByRole("form", { name: W.contactForm.name })
  for (const { name } of CONTACT_FIELDS) await contactField(form, name).fill(values[name])
  return form
}

/** What the e-mail service receives for one send. */
export type Sent = {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, string>
}
/** What a send with the build's test keys (scripts/test-all.sh) carries to the e-mail service. */
export const sendWith = (template_id: string, template_params: Record<string, string>): Sent => ({
  lib_version: "4.4.1",
  user_id: TEST_BUILD_ENV.GATSBY_EMAILJS_PUBLIC_KEY,
  service_id: TEST_BUILD_ENV.GATSBY_EMAILJS_SERVICE_ID,
  template_id,
  template_params,
})
type Answer = { status?: number; body?: string; delay?: number; abort?: string }

/** Intercepts sends: each gets `answer` (status, body, delay, abort). Returns the bodies received. */
export async function interceptSends(page: Page, answer: Answer | ((n: number) => Answer) = {}) {
  const sent: Sent[] = []
  await page.route("**/api/v1.0/email/send**", async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? "{}") as Sent)
    const { status = 200, body = "OK", delay = 0, abort } = typeof answer === "function" ? answer(sent.length) : answer
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    if (abort) await route.abort(abort)
    else
      await route.fulfill({
        status,
        body,
        headers: { "content-type": "text/plain", "access-control-allow-origin": "*" },
      })
  })
  return sent
}

export const dialog = (page: Page) => page.getByRole("dialog")
// While a dialog is open the page behind it is hidden from assistive technology (as it should be),
// so these read the fields by name rather than by role.
export const contactForm = (page: Page) => page.locator(`form[aria-label="${W.contactForm.name}"]`)
export const sendButton = (page: Page) => contactForm(page).getByRole("button", { name: W.contactForm.send })
/** What a mailto: link leaves out of the enquiry the tests type (VISITOR): [] when it carries all of it. */
export function leftOutOfMail(href: string | null): string[] {
  const query = new URLSearchParams(href?.split("?")[1])
  const mail = `${query.get("subject")}\n${query.get("body")}`
  return TYPED.filter((value) => !mail.includes(value))
}

/** Every address the page asks for from now on, mailto: included. */
export function recordRequests(page: Page) {
  const requested: string[] = []
  page.on("request", (request) => requested.push(request.url()))
  return requested
}

export const fieldValues = (form: Locator) =>
  Promise.all(CONTACT_FIELDS.map(({ name }) => form.locator(`[name="${name}"]`).inputValue()))

/** The files of one of the served build's named on-demand chunks ("send", "dialogs"), from webpack's stats. */
function chunkFiles(name: string): string[] {
  const file = path.join(SITE_RECORDS_DIR, "webpack.stats.json")
  if (!existsSync(file)) throw new Error(`No ${file}: build again (npm run build), then run the tests`)
  const stats = JSON.parse(readFileSync(file, "utf8")) as {
    namedChunkGroups: Record<string, { assets: (string | { name: string })[] } | undefined>
  }
  const files = stats.namedChunkGroups[name]?.assets.map((asset) => (typeof asset === "string" ? asset : asset.name))
  if (!files?.length) throw new Error(`The build has no chunk named ${name}`)
  return files
}

const routeChunk = (page: Page, name: string, handler: (route: Route) => Promise<void>) => {
  const files = chunkFiles(name)
  return page.route((url) => files.some((file) => url.pathname.endsWith(`/${file}`)), handler)
}

/**
 * Holds back every script the page asks for from now on, as a slow network would, until
 * `release()`; `requested` settles with the address of the first one asked for.
 */
export async function holdScripts(page: Page) {
  let release = () => {}
  let asked: (url: string) => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const requested = new Promise<string>((resolve) => (asked = resolve))
  await page.route(/\.js(\?|$)/, async (route) => {
    asked(route.request().url())
    await gate
    await route.continue()
  })
  return { requested, release }
}

/** Makes localStorage and sessionStorage throw on access, as a browser that blocks site data does. */
export const blockStorage = (page: Page) =>
  page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError")
        },
      })
  })

/** Answers the on-demand chunk `name` with `status`, or fails it as a lost connection would. */
export const failChunk = (page: Page, name: string, status?: number) =>
  routeChunk(page, name, (route) =>
    status ? route.fulfill({ status, body: "Not found" }) : route.abort("internetdisconnected"),
  )

/** Records Content-Security-Policy violations from the first byte of every page in the context. */
export async function recordViolations(page: Page) {
  await page.context().addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = [])
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI || event.sample || "inline"}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}
