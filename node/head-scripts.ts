/**
 * The inline scripts the site sends in every page's <head> (gatsby-ssr.tsx), in order, as every
 * visitor downloads them: minified (their sources keep their comments). The policy allows these
 * and Gatsby's own, and a build whose pages carry any other inline script fails
 * (node/security-headers.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { minify_sync as minify } from "terser"
import { THEME_SCRIPT } from "../src/lib/theme"
import { MENU_SCRIPT } from "../src/lib/menu-dialog"
import { EARLY_SUBMIT_SCRIPT } from "../src/forms/early-submit"
import { DRAFTS_SCRIPT } from "../src/forms/drafts"
import { TYPEFACE_SCRIPT } from "../src/lib/typeface"

const inline = (source: string) => minify(source, { ecma: 2020 }).code ?? source

export const TYPEFACE_KEY = "typeface"

export const HEAD_SCRIPTS: { key: string; code: string }[] = [
  // In <head>, so the theme is on the root before the body is parsed or painted; its button works
  // from the first paint.
  { key: "theme", code: inline(THEME_SCRIPT) },
  // Likewise the phone's menu.
  { key: "menu", code: inline(MENU_SCRIPT) },
  // Before any form exists, so a submit made while the page's scripts still download is held,
  // and every keystroke is kept from the first (src/forms/drafts.ts).
  { key: "early-submit", code: inline(EARLY_SUBMIT_SCRIPT) },
  { key: "drafts", code: inline(DRAFTS_SCRIPT) },
  // After the page's brand style, whose typeface it asks for where that comes in time
  // (src/lib/typeface.ts); gatsby-ssr.tsx moves both to the top of <head>.
  { key: TYPEFACE_KEY, code: inline(TYPEFACE_SCRIPT) },
]

// Their text is the server renderer's: its compiler lowers the sources' syntax for the browsers
// the site supports, and the build's Node code would read the same functions compiled otherwise.
const RECORD = path.join(process.cwd(), ".cache", "declared-scripts.json")

/** Called as the pages are rendered: the scripts exactly as sent, for the policy. */
export function recordDeclaredScripts(): void {
  mkdirSync(path.dirname(RECORD), { recursive: true })
  writeFileSync(RECORD, JSON.stringify(HEAD_SCRIPTS.map(({ code }) => code)))
}

/** The scripts the last rendering sent. */
export const declaredScripts = (): string[] => JSON.parse(readFileSync(RECORD, "utf8")) as string[]
