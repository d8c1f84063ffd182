// Writes static/icons.svg, the sprite every <Icon> points into. The path data lives here rather
// than in the page's JavaScript, which would only repeat what the server already rendered.
// Run after changing an icon: npm run icons (a test fails while the sprite is out of date);
// --print writes the sprite to standard output instead, for that test.
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { IconName } from "../src/components/Icon"
import { ICON_SPRITE } from "../shared/site-files"

/**
 * A path drawn here, or an icon from a set on npm: Lucide's outlines (ISC) for services, Simple
 * Icons' brand marks (CC0) for networks, both on the same 24×24 grid.
 */
type IconPath = { d: string; filled?: boolean } | { lucide: string } | { brand: string }

const require = createRequire(import.meta.url)
const iconSet = (name: string) =>
  (
    JSON.parse(readFileSync(require.resolve(`@iconify-json/${name}/icons.json`), "utf8")) as {
      icons: Record<string, { body: string }>
    }
  ).icons
const SETS = { lucide: iconSet("lucide"), brand: iconSet("simple-icons") }

// Outline icons are stroked with currentColor; brand marks and the star are filled. 24×24 grid.
// Exactly one entry per name <Icon> accepts (src/components/Icon.tsx): the compiler holds them together.
const ICONS: Record<IconName, IconPath> = {
  code: { d: "M8 8l-5 4 5 4M16 8l5 4-5 4M14 4l-4 16" },
  mobile: { d: "M8 2.5h8a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2zM11 18h2" },
  palette: {
    d: "M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-.9-.8-1.3-.8-2.2 0-.9.7-1.7 1.7-1.7H16a5 5 0 0 0 5-5C21 6.3 17 3 12 3zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01M17 11h.01",
  },
  megaphone: {
    d: "M3 10.5v3a1 1 0 0 0 1 1h2.5L12 19V5L6.5 9.5H4a1 1 0 0 0-1 1zM15.5 9a4 4 0 0 1 0 6M18.5 6a8 8 0 0 1 0 12",
  },
  phone: {
    d: "M5 3.5h3.2l1.6 4-2 1.3a11 11 0 0 0 5.4 5.4l1.3-2 4 1.6V17a2 2 0 0 1-2.2 2A16 16 0 0 1 3 5.7 2 2 0 0 1 5 3.5z",
  },
  mail: { d: "M3.5 5.5h17a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1zM3 6.5l9 6.5 9-6.5" },
  pin: { d: "M12 21.5s-7-6.2-7-11.5a7 7 0 0 1 14 0c0 5.3-7 11.5-7 11.5zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" },
  clock: { d: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" },
  external: { d: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" },
  github: {
    d: "M9 19c-4 1.3-4-2-6-2.5m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21",
  },
  book: { d: "M4 4.5A1.5 1.5 0 0 1 5.5 3H20v15H5.5A1.5 1.5 0 0 0 4 19.5v-15zM4 19.5A1.5 1.5 0 0 0 5.5 21H20v-3" },
  arrowLeft: { d: "M19 12H5M11 6l-6 6 6 6" },
  arrowRight: { d: "M5 12h14M13 6l6 6-6 6" },
  sun: {
    d: "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  },
  moon: { d: "M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" },
  menu: { d: "M4 6h16M4 12h16M4 18h16" },
  close: { d: "M6 6l12 12M18 6L6 18" },
  star: {
    d: "M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8z",
    filled: true,
  },
  facebook: {
    d: "M14 8.5V6.8c0-.8.5-1.3 1.3-1.3H17V2h-2.8C11.4 2 10 3.8 10 6.4v2.1H7.5V12H10v10h4V12h2.8l.7-3.5H14z",
    filled: true,
  },
  instagram: {
    d: "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.3 6.7h.01",
  },
  linkedin: {
    d: "M4 9h4v12H4V9zm2-6.2a2.3 2.3 0 1 1 0 4.6 2.3 2.3 0 0 1 0-4.6zM10 9h3.8v1.7h.1a4.2 4.2 0 0 1 3.7-2c4 0 4.4 2.6 4.4 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.5-2.1 3V21h-4V9z",
    filled: true,
  },
  x: { brand: "x" },
  youtube: { brand: "youtube" },
  tiktok: { brand: "tiktok" },
  whatsapp: { brand: "whatsapp" },
  behance: { brand: "behance" },
  dribbble: { brand: "dribbble" },
  cloud: { lucide: "cloud" },
  shield: { lucide: "shield-check" },
  chart: { lucide: "chart-line" },
  cart: { lucide: "shopping-cart" },
  search: { lucide: "search" },
  database: { lucide: "database" },
  server: { lucide: "server" },
  wrench: { lucide: "wrench" },
  pen: { lucide: "pen-tool" },
  camera: { lucide: "camera" },
  layout: { lucide: "layout-dashboard" },
  rocket: { lucide: "rocket" },
  chat: { lucide: "message-circle" },
  globe: { lucide: "globe" },
  bot: { lucide: "bot" },
  lock: { lucide: "lock" },
  cap: { lucide: "graduation-cap" },
  chip: { lucide: "cpu" },
}

function body(icon: IconPath): string {
  if ("d" in icon) {
    const paint = icon.filled
      ? 'fill="currentColor"'
      : 'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"'
    return `<path d="${icon.d}" ${paint}/>`
  }
  const [set, name] = "lucide" in icon ? (["lucide", icon.lucide] as const) : (["brand", icon.brand] as const)
  const drawn = SETS[set][name]?.body
  if (!drawn) throw new Error(`no icon "${name}" in the ${set} set`)
  // Lucide's strokes are 2 wide; the drawn outlines' 1.8, so the two sets sit together.
  return drawn.replace(/stroke-width="2"/g, 'stroke-width="1.8"')
}

function sprite() {
  const symbols = Object.entries(ICONS).map(
    ([name, icon]) => `<symbol id="${name}" viewBox="0 0 24 24">${body(icon)}</symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
}

if (process.argv.includes("--print")) process.stdout.write(sprite())
else {
  writeFileSync(path.join(process.cwd(), "static", ICON_SPRITE), sprite())
  console.log(`wrote static${ICON_SPRITE}`)
}
