// The phone's menu: it opens as a modal dialog with focus inside, closes with Escape giving focus
// back and when the phone turns, and a link inside, by keyboard or by tap, takes focus to the part
// it leads to.
import { test, expect } from "./fixtures"
import { until, visit, shown } from "./helpers"
import type { Visitor } from "./visitor"
import { anchor, menuLinks } from "../content"
import { anchorOf } from "../../shared/content-files"

const MENU_BUTTON = 'button[aria-controls="mobile-menu"]'
const menuOpen = () => (document.getElementById("mobile-menu") as HTMLDialogElement).open
const focused = () => {
  const element = document.activeElement
  return element === document.body
    ? "body"
    : element?.id || element?.getAttribute("aria-controls") || element?.textContent?.trim() || element?.localName
}

async function openByKeyboard(visitor: Visitor) {
  await visitor.run((selector) => document.querySelector<HTMLElement>(selector)!.focus(), MENU_BUTTON)
  await visitor.press("Enter")
  await until(visitor, true, menuOpen)
  // Open, then drawn: it fades in, which a loaded machine drew after the open had been read.
  await expect.poll(() => shown(visitor, "#mobile-menu"), { timeout: 15_000 }).toBe(true)
}

test("opens and closes by keyboard, giving focus back, and a link inside takes focus to its part @phone", async ({
  visitor,
  shoot,
}) => {
  await visit(visitor)
  await openByKeyboard(visitor)
  expect(await visitor.run(() => document.getElementById("mobile-menu")!.contains(document.activeElement))).toBe(true)
  await shoot("menu-open")
  await visitor.press("Escape")
  await until(visitor, false, menuOpen)
  expect(await visitor.run(focused)).toBe("mobile-menu")
  // Open again: its Contact Us (the contact section is always there, far down, with a form to go on in).
  await openByKeyboard(visitor)
  const contact = anchor("contact")
  await visitor.run(
    (selector) => document.querySelector<HTMLElement>(selector)!.focus(),
    `#mobile-menu a[href="${contact}"]:not(nav a)`,
  )
  await visitor.press("Enter")
  await until(visitor, false, menuOpen)
  await until(visitor, contact, () => location.hash)
  await until(visitor, contact.slice(1), focused)
  await until(visitor, true, () => scrollY > 500)
  // The next Tab goes on inside that part, not back to the top of the page.
  await visitor.press("Tab")
  expect(
    await visitor.run((selector) => document.querySelector(selector)!.contains(document.activeElement), contact),
  ).toBe(true)
})

test("closes when the phone turns and the page takes its wide layout, leaving the page usable @phone", async ({
  visitor,
}) => {
  await visit(visitor)
  await openByKeyboard(visitor)
  await visitor.resize(844, 390)
  await until(visitor, false, menuOpen)
  await visitor.click(`header a[href$="${anchor("contact")}"]`)
  await until(visitor, anchor("contact"), () => location.hash)
})

/** Opens the menu by a tap, and waits until its panel has slid in, as a visitor sees it before tapping inside. */
async function openByTap(visitor: Visitor) {
  await visitor.click(MENU_BUTTON)
  await until(visitor, true, menuOpen)
  await until(visitor, true, () => document.getElementById("mobile-menu")!.getBoundingClientRect().right <= innerWidth)
}

test("closes on a tap on a link inside, and focus follows to that part @phone", async ({ visitor }) => {
  await visit(visitor)
  await openByTap(visitor)
  // The menu's first link as the agency has it, or its Contact Us where no other is shown.
  const first = menuLinks()[0]
  await visitor.click(
    first ? `#mobile-menu nav a[href="${first.href}"]` : `#mobile-menu a[href="${anchor("contact")}"]:not(nav a)`,
  )
  await until(visitor, false, menuOpen)
  await until(visitor, anchorOf(first?.key ?? "contact").id, focused)
})

// Each contact link, and a shared /#contact address, bring the form's heading on screen under the
// header. In Chromium, jumps.spec.ts lands every in-page link at four screens.
const contactUnderHeader = () => {
  const heading = document.getElementById("contact-heading")!.getBoundingClientRect()
  return (
    heading.top >= document.querySelector("header")!.getBoundingClientRect().bottom - 1 && heading.bottom <= innerHeight
  )
}

test(
  "lands every contact link, and a shared /#contact, on the form @phone",
  { tag: "@not-chromium" },
  async ({ visitor }) => {
    await visit(visitor)
    // The header's own button (a menu may link there too, and is hidden at this width), and the hero's.
    const contact = anchor("contact")
    for (const selector of [`header a[href="${contact}"]:not(nav a)`, `${anchor("hero")} a[href="${contact}"]`]) {
      await visitor.run(() => window.scrollTo({ top: 0, behavior: "instant" }))
      await visitor.click(selector)
      await until(visitor, true, contactUnderHeader)
    }
    await visitor.run(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await openByTap(visitor)
    await visitor.click(`#mobile-menu a[href="${contact}"]:not(nav a)`)
    await until(visitor, true, contactUnderHeader)
    await visitor.open(`/${contact}`)
    await until(visitor, true, contactUnderHeader)
  },
)
