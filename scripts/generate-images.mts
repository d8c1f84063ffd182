// Draws the site's placeholder artwork (project covers, hero, logos, avatars, brand marks) as SVG
// and renders it to PNG with sharp. The PNGs are committed; run `npm run images` only to redraw them.
import { mkdir } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

const OUT = path.join(process.cwd(), "content", "images")
const FONT = "DejaVu Sans, Arial, sans-serif"

/** Draws into a box at (x, y) of w × h; accent is the artwork's brand colour. */
type Draw = (x: number, y: number, w: number, h: number, accent: string) => string

async function render(svg: string, file: string) {
  const target = path.join(OUT, file)
  await mkdir(path.dirname(target), { recursive: true })
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toFile(target)
  console.log("wrote", path.relative(process.cwd(), target))
}

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 8, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`
const text = (x: number, y: number, s: string, size: number, fill: string, weight = 700, anchor = "start") =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${s}</text>`
const lines = (x: number, y: number, widths: number[], fill: string, h = 14, gap = 26) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join("")

function gradientDefs(id: string, a: string, b: string) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`
}

// A browser window whose body is drawn by `body(x, y, w, h)`.
function browser(x: number, y: number, w: number, h: number, accent: string, body: Draw, url: string) {
  return `<g filter="url(#shadow)">${rect(x, y, w, h, "#ffffff", 18)}</g>
    ${rect(x, y, w, 54, "#eef1f6", 18)}${rect(x, y + 36, w, 18, "#eef1f6", 0)}
    <circle cx="${x + 30}" cy="${y + 27}" r="8" fill="#ff6159"/><circle cx="${x + 56}" cy="${y + 27}" r="8" fill="#ffbd2e"/><circle cx="${x + 82}" cy="${y + 27}" r="8" fill="#28c941"/>
    ${rect(x + 120, y + 14, w - 240, 26, "#ffffff", 13)}${text(x + 140, y + 33, url, 15, "#6b7280", 400)}
    ${body(x, y + 54, w, h - 54, accent)}`
}

// A phone whose screen is drawn by `body(x, y, w, h)`.
function phone(x: number, y: number, w: number, h: number, body: Draw, accent = "") {
  return `<g filter="url(#shadow)">${rect(x, y, w, h, "#111827", 44)}</g>${rect(x + 14, y + 14, w - 28, h - 28, "#ffffff", 32)}
    ${rect(x + w / 2 - 50, y + 24, 100, 22, "#111827", 11)}${body(x + 14, y + 56, w - 28, h - 84, accent)}`
}

const navBar = (x: number, y: number, w: number, accent: string, brand: string) =>
  `${text(x + 32, y + 44, brand, 22, "#111827")}${lines(x + w - 420, y + 30, [70], "#d1d5db")}${rect(x + w - 330, y + 30, 70, 14, "#d1d5db", 7)}${rect(x + w - 240, y + 30, 70, 14, "#d1d5db", 7)}${rect(x + w - 150, y + 22, 120, 32, accent, 16)}`

const layouts = {
  calendar: (x, y, w, h, accent) => {
    let cells = ""
    const cw = (w - 420) / 7
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 7; c++) {
        const busy = (r * 7 + c) % 5 === 1 || (r * 7 + c) % 7 === 4
        cells += rect(
          x + 32 + c * cw,
          y + 130 + r * 84,
          cw - 10,
          74,
          busy ? accent : "#f3f4f6",
          10,
          busy ? 'opacity="0.85"' : "",
        )
        cells += text(x + 44 + c * cw, y + 156 + r * 84, String(r * 7 + c + 1), 15, busy ? "#ffffff" : "#6b7280", 600)
      }
    return `${navBar(x, y, w, accent, "Grand Banquets")}${text(x + 32, y + 108, "Hall availability · June", 26, "#111827")}${cells}
      ${rect(x + w - 360, y + 130, 328, 410, "#f9fafb", 16)}${text(x + w - 336, y + 172, "Your booking", 22, "#111827")}
      ${lines(x + w - 336, y + 196, [260, 200, 230, 180], "#e5e7eb", 14, 34)}${rect(x + w - 336, y + 470, 280, 48, accent, 24)}${text(x + w - 196, y + 501, "Pay deposit", 18, "#fff", 700, "middle")}`
  },
  products: (x, y, w, h, accent) => {
    let cards = ""
    const colors = ["#f59e0b", "#dc2626", "#65a30d", "#b45309", "#ea580c", "#a16207", "#ca8a04", "#7c2d12"]
    const cw = (w - 64 - 60) / 4
    for (let i = 0; i < 8; i++) {
      const cx = x + 32 + (i % 4) * (cw + 20)
      const cy = y + 150 + Math.floor(i / 4) * 250
      cards +=
        rect(cx, cy, cw, 230, "#f9fafb", 14) +
        `<circle cx="${cx + cw / 2}" cy="${cy + 80}" r="52" fill="${colors[i]}" opacity="0.9"/>` +
        rect(cx + 20, cy + 156, cw - 80, 14, "#d1d5db", 7) +
        rect(cx + 20, cy + 186, 70, 18, accent, 9)
    }
    return `${navBar(x, y, w, accent, "Spice Route")}${rect(x + 32, y + 84, w - 64, 46, "#f3f4f6", 23)}${text(x + 60, y + 114, "Search cinnamon, pepper, curry blends…", 17, "#9ca3af", 400)}${cards}`
  },
  list: (x, y, w, h, accent) => {
    let rows = ""
    for (let i = 0; i < 4; i++) {
      const ry = y + 130 + i * 118
      rows +=
        rect(x + 300, ry, w - 332, 104, "#f9fafb", 14) +
        rect(x + 320, ry + 18, 68, 68, i % 2 ? accent : "#818cf8", 12) +
        lines(x + 410, ry + 24, [360, 260], "#d1d5db", 14, 30) +
        rect(x + w - 170, ry + 36, 110, 32, "#e0e7ff", 16)
    }
    return `${navBar(x, y, w, accent, "LearnLanka")}${text(x + 32, y + 108, "300+ short courses", 26, "#111827")}
      ${rect(x + 32, y + 130, 240, 460, "#f3f4f6", 14)}${text(x + 52, y + 168, "Filters", 18, "#111827")}${lines(x + 52, y + 190, [160, 140, 180, 120, 150, 170, 130], "#d1d5db", 14, 40)}${rows}`
  },
  corporate: (x, y, w, h, accent) =>
    `${navBar(x, y, w, accent, "Meridian")}${rect(x, y + 70, w, 330, accent, 0)}
     ${text(x + 60, y + 180, "Clear advice for", 46, "#ffffff")}${text(x + 60, y + 236, "complex decisions", 46, "#ffffff")}
     ${lines(x + 60, y + 270, [420, 360], "#ffffff", 14, 30)}${rect(x + 60, y + 336, 170, 44, "#ffffff", 22)}
     ${[0, 1, 2].map((i) => rect(x + 60 + i * ((w - 140) / 3 + 10), y + 430, (w - 140) / 3 - 10, 150, "#f3f4f6", 14) + rect(x + 84 + i * ((w - 140) / 3 + 10), y + 456, 48, 48, accent, 24, 'opacity="0.3"') + lines(x + 84 + i * ((w - 140) / 3 + 10), y + 522, [200, 150], "#d1d5db", 12, 24)).join("")}`,
  school: (x, y, w, h, accent) =>
    `${navBar(x, y, w, accent, "Horizon")}<circle cx="${x + w - 260}" cy="${y + 280}" r="170" fill="${accent}" opacity="0.15"/><circle cx="${x + w - 260}" cy="${y + 280}" r="110" fill="${accent}" opacity="0.35"/>
     ${text(x + 60, y + 180, "Find your programme", 44, "#111827")}${lines(x + 60, y + 214, [460, 400], "#d1d5db", 14, 30)}
     ${rect(x + 60, y + 290, 520, 56, "#f3f4f6", 28)}${rect(x + 470, y + 296, 104, 44, accent, 22)}
     ${[0, 1, 2, 3].map((i) => rect(x + 60 + i * ((w - 120) / 4), y + 400, (w - 120) / 4 - 20, 170, ["#fde68a", "#bbf7d0", "#bfdbfe", "#fecaca"][i] as string, 16) + text(x + 84 + i * ((w - 120) / 4), y + 450, ["Primary", "Secondary", "A/Level", "Campus tour"][i] as string, 20, "#111827")).join("")}`,
  cms: (x, y, w, h, accent) =>
    `${rect(x, y, 230, h, "#1f2937", 0)}${text(x + 28, y + 44, "Apex CMS", 20, "#ffffff")}${lines(x + 28, y + 80, [150, 120, 170, 130, 140], "#4b5563", 14, 40)}${rect(x + 20, y + 112, 190, 34, accent, 8, 'opacity="0.9"')}
     ${text(x + 262, y + 52, "Courses", 26, "#111827")}${rect(x + w - 190, y + 24, 160, 40, accent, 20)}${text(x + w - 110, y + 50, "+ New course", 16, "#fff", 700, "middle")}
     ${[0, 1, 2, 3, 4, 5].map((i) => rect(x + 262, y + 90 + i * 78, w - 294, 64, i % 2 ? "#ffffff" : "#f9fafb", 10, 'stroke="#e5e7eb"') + lines(x + 284, y + 114 + i * 78, [300], "#d1d5db", 14) + rect(x + w - 170, y + 108 + i * 78, 100, 26, i === 2 ? "#fde68a" : "#bbf7d0", 13)).join("")}`,
  hotel: (x, y, w, h) =>
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fcd34d"/><stop offset="1" stop-color="#fb923c"/></linearGradient></defs>
     ${rect(x, y, w, h - 170, "url(#sky)", 0)}<circle cx="${x + w * 0.7}" cy="${y + 170}" r="64" fill="#fff7ed"/>
     <path d="M${x} ${y + h - 250} L${x + w * 0.25} ${y + 200} L${x + w * 0.45} ${y + h - 300} L${x + w * 0.65} ${y + 230} L${x + w} ${y + h - 260} L${x + w} ${y + h - 170} L${x} ${y + h - 170}Z" fill="#166534"/>
     <path d="M${x} ${y + h - 210} Q${x + w * 0.3} ${y + h - 300} ${x + w * 0.6} ${y + h - 220} T${x + w} ${y + h - 230} L${x + w} ${y + h - 170} L${x} ${y + h - 170}Z" fill="#15803d"/>
     ${text(x + 60, y + 120, "Ella Hills Bungalow", 44, "#ffffff")}${rect(x + 60, y + 150, 200, 46, "#ffffff", 23)}${text(x + 160, y + 180, "Check dates", 17, "#9a3412", 700, "middle")}
     ${[0, 1, 2].map((i) => rect(x + 40 + i * ((w - 80) / 3), y + h - 150, (w - 80) / 3 - 20, 120, "#f9fafb", 12) + rect(x + 56 + i * ((w - 80) / 3), y + h - 134, 88, 88, ["#a16207", "#0e7490", "#be123c"][i] as string, 10, 'opacity="0.7"') + lines(x + 160 + i * ((w - 80) / 3), y + h - 126, [170, 120], "#d1d5db", 12, 26)).join("")}`,
  consult: (x, y, w, h, accent) =>
    `${navBar(x, y, w, accent, "Bridgeway")}${text(x + 60, y + 170, "Strategy that moves", 42, "#111827")}${text(x + 60, y + 222, "from plan to practice", 42, accent)}
     ${lines(x + 60, y + 256, [440, 380], "#d1d5db", 14, 30)}
     <g transform="translate(${x + w - 420} ${y + 110})">${[120, 180, 150, 240, 300].map((v, i) => rect(i * 70, 320 - v, 48, v, accent, 8, `opacity="${0.35 + i * 0.15}"`)).join("")}<path d="M10 230 L80 170 L150 200 L220 110 L300 40" stroke="#111827" stroke-width="5" fill="none"/></g>
     ${[0, 1, 2].map((i) => rect(x + 60 + i * 200, y + 350, 180, 110, "#f3f4f6", 14) + text(x + 80 + i * 200, y + 400, ["+38%", "12 wks", "4.9★"][i] as string, 28, "#111827") + rect(x + 80 + i * 200, y + 420, 120, 12, "#d1d5db", 6)).join("")}`,
} satisfies Record<string, Draw>

const screens = {
  budget: (x, y, w, h, accent) =>
    `${text(x + 24, y + 40, "June budget", 22, "#111827")}${text(x + 24, y + 84, "Rs 84,250", 34, "#111827")}${text(x + 24, y + 110, "of Rs 120,000 spent", 14, "#6b7280", 400)}
     <g transform="translate(${x + w / 2} ${y + 250})"><circle r="86" fill="none" stroke="#e5e7eb" stroke-width="26"/><circle r="86" fill="none" stroke="${accent}" stroke-width="26" stroke-dasharray="380 540" transform="rotate(-90)"/><circle r="86" fill="none" stroke="#f59e0b" stroke-width="26" stroke-dasharray="80 540" stroke-dashoffset="-380" transform="rotate(-90)"/></g>
     ${[0, 1, 2, 3]
       .filter((i) => 370 + i * 62 + 50 <= h)
       .map(
         (i) =>
           rect(x + 20, y + 370 + i * 62, w - 40, 50, "#f9fafb", 12) +
           `<circle cx="${x + 48}" cy="${y + 395 + i * 62}" r="13" fill="${["#22c55e", "#f59e0b", "#3b82f6", "#ec4899"][i] as string}"/>` +
           rect(x + 72, y + 388 + i * 62, 110, 12, "#d1d5db", 6),
       )
       .join("")}`,
  device3d: (x, y, w, h, accent) =>
    `${rect(x, y, w, h, "#0f172a", 0)}<g transform="translate(${x + w / 2} ${y + h / 2 - 20})">
       <polygon points="0,-150 110,-90 110,90 0,150 -110,90 -110,-90" fill="#1e293b" stroke="${accent}" stroke-width="3"/>
       <polygon points="0,-150 110,-90 0,-30 -110,-90" fill="${accent}" opacity="0.85"/><polygon points="0,-30 110,-90 110,90 0,150" fill="${accent}" opacity="0.45"/><polygon points="0,-30 -110,-90 -110,90 0,150" fill="${accent}" opacity="0.25"/></g>
     ${text(x + w / 2, y + h - 60, "Drag to rotate", 16, "#cbd5e1", 400, "middle")}`,
} satisfies Record<string, Draw>

/** Most covers: one website in a browser window, centred. */
const website = (accent: string, body: Draw, url: string) => () => browser(200, 130, 1200, 760, accent, body, url)

const covers = [
  ["banquet-booking", "#4f46e5", "#7c3aed", website("#4f46e5", layouts.calendar, "book.ceylongrandbanquets.lk")],
  ["spice-route-store", "#ea580c", "#b91c1c", website("#c2410c", layouts.products, "spiceroutemarket.lk")],
  ["course-catalogue", "#0ea5e9", "#4f46e5", website("#4f46e5", layouts.list, "courses.learnlanka.lk")],
  [
    "pocketwise-app",
    "#10b981",
    "#0f766e",
    () =>
      phone(430, 90, 340, 820, screens.budget, "#10b981") +
      phone(
        830,
        150,
        340,
        820,
        (x, y, w) =>
          `${text(x + 24, y + 40, "Goals", 22, "#111827")}${[0, 1, 2, 3, 4].map((i) => rect(x + 20, y + 70 + i * 110, w - 40, 94, "#f0fdf4", 14) + rect(x + 40, y + 130 + i * 110, (w - 80) * ([0.8, 0.5, 0.3, 0.65, 0.9][i] as number), 12, "#10b981", 6) + rect(x + 40, y + 92 + i * 110, 120, 14, "#d1d5db", 7)).join("")}`,
        "#10b981",
      ),
  ],
  ["meridian-advisory", "#1e3a8a", "#0f172a", website("#1e40af", layouts.corporate, "meridianadvisory.lk")],
  [
    "nova-x1-concept",
    "#f43f5e",
    "#7c3aed",
    () =>
      browser(
        140,
        150,
        900,
        700,
        "#f43f5e",
        (x, y, w, h) => screens.device3d(x, y, w, h, "#f43f5e"),
        "x1.novamobile.lk",
      ) + phone(1100, 170, 340, 740, (x, y, w, h) => screens.device3d(x, y, w, h, "#a78bfa")),
  ],
  ["horizon-education", "#f59e0b", "#dc2626", website("#d97706", layouts.school, "horizoneducation.lk")],
  ["apex-academy", "#06b6d4", "#1d4ed8", website("#2563eb", layouts.cms, "cms.apexskills.lk")],
  ["ella-hills-bungalow", "#84cc16", "#15803d", website("#15803d", layouts.hotel, "ellahillsbungalow.lk")],
  ["bridgeway-consulting", "#64748b", "#0f172a", website("#0d9488", layouts.consult, "bridgewayconsulting.lk")],
] as const

const shadow = `<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="24" stdDeviation="28" flood-color="#0f172a" flood-opacity="0.35"/></filter>`
const dots = (c: string) =>
  `<pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${c}" opacity="0.25"/></pattern>`

async function drawCovers() {
  for (const [name, a, b, scene] of covers) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
      <defs>${gradientDefs("bg", a, b)}${shadow}${dots("#ffffff")}</defs>
      <rect width="1600" height="1000" fill="url(#bg)"/><rect width="1600" height="1000" fill="url(#dots)"/>
      <circle cx="1500" cy="80" r="260" fill="#ffffff" opacity="0.08"/><circle cx="80" cy="960" r="220" fill="#ffffff" opacity="0.08"/>
      ${scene()}</svg>`
    await render(svg, `covers/${name}.png`)
  }
}

async function drawHero() {
  const dashboard: Draw = (x, y, w, h, accent) =>
    `${rect(x, y, 200, h, "#f8fafc", 0)}${lines(x + 24, y + 30, [120, 100, 140, 90, 110], "#cbd5e1", 12, 36)}
     ${[0, 1, 2].map((i) => rect(x + 224 + i * ((w - 248) / 3), y + 24, (w - 248) / 3 - 16, 100, ["#eef2ff", "#ecfeff", "#fdf2f8"][i] as string, 12) + text(x + 244 + i * ((w - 248) / 3), y + 86, ["12.4k", "98%", "4.8★"][i] as string, 30, "#0f172a")).join("")}
     <g transform="translate(${x + 224} ${y + 150})">${rect(0, 0, w - 248, h - 174, "#ffffff", 12, 'stroke="#e2e8f0"')}
     <path d="M20 ${h - 220} C 120 ${h - 300}, 200 ${h - 260}, 280 ${h - 330} S 460 ${h - 380}, ${w - 280} ${h - 420}" stroke="${accent}" stroke-width="6" fill="none"/>
     <path d="M20 ${h - 220} C 120 ${h - 300}, 200 ${h - 260}, 280 ${h - 330} S 460 ${h - 380}, ${w - 280} ${h - 420} L ${w - 280} ${h - 200} L 20 ${h - 200}Z" fill="${accent}" opacity="0.12"/></g>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="960" viewBox="0 0 1200 960">
    <defs>${gradientDefs("bg", "#6366f1", "#ec4899")}${shadow}${dots("#ffffff")}</defs>
    <rect width="1200" height="960" rx="48" fill="url(#bg)"/><rect width="1200" height="960" rx="48" fill="url(#dots)"/>
    <circle cx="1040" cy="140" r="200" fill="#ffffff" opacity="0.12"/><circle cx="140" cy="860" r="160" fill="#ffffff" opacity="0.1"/>
    ${browser(70, 140, 900, 600, "#6366f1", dashboard, "app.serendibstudio.lk")}
    ${phone(830, 330, 290, 580, screens.budget, "#ec4899")}</svg>`
  await render(svg, "brand/hero.png")
}

const markSvg = (size: number) =>
  `<g><rect width="${size}" height="${size}" rx="${size * 0.26}" fill="url(#mark)"/>
   <path d="M${size * 0.68} ${size * 0.3} C ${size * 0.6} ${size * 0.22}, ${size * 0.3} ${size * 0.22}, ${size * 0.31} ${size * 0.38} C ${size * 0.32} ${size * 0.52}, ${size * 0.69} ${size * 0.47}, ${size * 0.69} ${size * 0.63} C ${size * 0.69} ${size * 0.8}, ${size * 0.38} ${size * 0.8}, ${size * 0.3} ${size * 0.7}" stroke="#ffffff" stroke-width="${size * 0.11}" stroke-linecap="round" fill="none"/></g>`

async function drawBrand() {
  for (const [variant, ink, sub] of [
    ["light", "#0f172a", "#4f46e5"],
    ["dark", "#f8fafc", "#a5b4fc"],
  ] as const) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
      <defs>${gradientDefs("mark", "#6366f1", "#ec4899")}</defs>
      <g transform="translate(8 14)">${markSvg(92)}</g>
      ${text(122, 66, "Serendib", 46, ink, 800)}${text(124, 100, "S T U D I O", 20, sub, 700)}</svg>`
    await render(svg, `brand/logo-${variant}.png`)
  }
}

const trusted = [
  ["harbour-logistics", "Harbour", "anchor"],
  ["lotus-finance", "Lotus Finance", "lotus"],
  ["teardrop-tea", "Teardrop Tea", "leaf"],
  ["kelani-textiles", "Kelani", "wave"],
  ["island-telecom", "Island Telecom", "signal"],
  ["sapphire-hotels", "Sapphire", "gem"],
] as const
const glyphs = {
  anchor: (c) =>
    `<circle cx="40" cy="22" r="8" fill="none" stroke="${c}" stroke-width="6"/><path d="M40 30 V86 M18 62 Q22 86 40 86 Q58 86 62 62 M26 44 H54" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  lotus: (c) =>
    `<path d="M40 86 C20 70 16 44 40 20 C64 44 60 70 40 86Z M40 86 C18 84 6 66 8 46 C26 50 36 66 40 86Z M40 86 C62 84 74 66 72 46 C54 50 44 66 40 86Z" fill="${c}"/>`,
  leaf: (c) =>
    `<path d="M14 80 C14 36 44 14 76 14 C76 52 56 82 14 80Z" fill="${c}"/><path d="M16 78 L60 32" stroke="#ffffff" stroke-width="4"/>`,
  wave: (c) =>
    `<path d="M6 36 Q22 20 40 36 T74 36 M6 58 Q22 42 40 58 T74 58 M6 80 Q22 64 40 80 T74 80" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  signal: (c) =>
    `<rect x="8" y="62" width="12" height="22" rx="3" fill="${c}"/><rect x="26" y="46" width="12" height="38" rx="3" fill="${c}"/><rect x="44" y="30" width="12" height="54" rx="3" fill="${c}"/><rect x="62" y="14" width="12" height="70" rx="3" fill="${c}"/>`,
  gem: (c) =>
    `<path d="M20 18 H60 L76 38 L40 84 L4 38Z" fill="${c}"/><path d="M4 38 H76 M28 18 L40 84 L52 18" stroke="#ffffff" stroke-width="3" fill="none"/>`,
} satisfies Record<string, (c: string) => string>

async function drawTrustedLogos() {
  // Mid-grey ink reads on both the light and the dark theme's background.
  const ink = "#7c8799"
  for (const [file, name, glyph] of trusted) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">
      <g transform="translate(8 12)">${glyphs[glyph](ink)}</g>${text(100, 72, name, name.length > 10 ? 27 : 34, ink, 800)}</svg>`
    await render(svg, `logos/${file}.png`)
  }
}

const clients = [
  ["ceylon-grand", "CG", "#4f46e5"],
  ["spice-route", "SR", "#c2410c"],
  ["learnlanka", "LL", "#0284c7"],
  ["pocketwise", "PW", "#059669"],
  ["meridian", "M", "#1e3a8a"],
  ["nova-mobile", "N", "#e11d48"],
  ["horizon-education", "HE", "#d97706"],
  ["apex-academy", "A", "#2563eb"],
  ["ella-hills", "EH", "#15803d"],
  ["bridgeway", "B", "#0d9488"],
] as const

async function drawClientLogos() {
  for (const [file, initials, colour] of clients) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
      <defs>${gradientDefs("g", colour, "#0f172a")}</defs><rect width="160" height="160" rx="40" fill="url(#g)"/>
      <circle cx="128" cy="32" r="14" fill="#ffffff" opacity="0.35"/>${text(80, 100, initials, initials.length > 1 ? 62 : 76, "#ffffff", 800, "middle")}</svg>`
    await render(svg, `clients/${file}.png`)
  }
}

const people = [
  ["dilani-perera", "#fbcfe8", "#8d5524", "#1f1309", "long", "#be185d"],
  ["arjun-fernando", "#bae6fd", "#a86b3c", "#111111", "short", "#0369a1"],
  ["nadeesha-jayawardena", "#fde68a", "#7a4a22", "#2b1a0e", "bun", "#7c3aed"],
  ["ravi-wickramasinghe", "#bbf7d0", "#9a6236", "#4b5563", "short", "#334155"],
] as const

async function drawAvatars() {
  for (const [file, bg, skin, hair, style, shirt] of people) {
    const hairShape = {
      long: `<path d="M70 118 C62 60 98 44 128 44 C158 44 194 60 186 118 L190 190 L66 190Z" fill="${hair}"/>`,
      short: `<path d="M84 104 C80 66 104 52 128 52 C154 52 178 66 172 104 C164 84 150 78 128 80 C106 78 92 84 84 104Z" fill="${hair}"/>`,
      bun: `<circle cx="128" cy="46" r="22" fill="${hair}"/><path d="M82 110 C78 70 102 58 128 58 C154 58 178 70 174 110 C160 88 96 88 82 110Z" fill="${hair}"/>`,
    }[style]
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
      <rect width="256" height="256" fill="${bg}"/>${style === "long" ? hairShape : ""}
      <path d="M40 256 C40 196 82 172 128 172 C174 172 216 196 216 256Z" fill="${shirt}"/>
      <rect x="112" y="146" width="32" height="36" rx="10" fill="${skin}"/>
      <ellipse cx="128" cy="112" rx="44" ry="50" fill="${skin}"/>${style !== "long" ? hairShape : `<path d="M84 104 C88 70 108 60 128 60 C148 60 168 70 172 104 C150 86 106 86 84 104Z" fill="${hair}"/>`}
      <circle cx="112" cy="116" r="4.5" fill="#1f2937"/><circle cx="144" cy="116" r="4.5" fill="#1f2937"/>
      <path d="M114 138 Q128 148 142 138" stroke="#5b2f12" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`
    await render(svg, `avatars/${file}.png`)
  }
}

// The app icons static/manifest.webmanifest and the page's <head> point to.
async function drawAppIcons() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <defs>${gradientDefs("mark", "#6366f1", "#ec4899")}</defs>${markSvg(512)}</svg>`
  // Maskable icons keep their mark inside the central 80 % "safe zone" on a full-bleed background.
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <defs>${gradientDefs("mark", "#6366f1", "#ec4899")}</defs><rect width="512" height="512" fill="url(#mark)"/>
    <g transform="translate(102 102)">${markSvg(308)}</g></svg>`
  const dir = path.join(process.cwd(), "static", "icons")
  await mkdir(dir, { recursive: true })
  for (const [file, size, source] of [
    ["favicon-32.png", 32, svg],
    ["apple-touch-icon.png", 180, maskable],
    ["icon-192.png", 192, svg],
    ["icon-512.png", 512, svg],
    ["icon-maskable-512.png", 512, maskable],
  ] as const) {
    await sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(dir, file))
    console.log("wrote", `static/icons/${file}`)
  }
}

// The 1200×630 image link previews show (static/, so its address is stable for og:image).
async function drawShareImage() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs>${gradientDefs("bg", "#312e81", "#0f172a")}${gradientDefs("mark", "#6366f1", "#ec4899")}${shadow}${dots("#ffffff")}</defs>
    <rect width="1200" height="630" fill="url(#bg)"/><rect width="1200" height="630" fill="url(#dots)"/>
    <circle cx="1080" cy="90" r="240" fill="#ec4899" opacity="0.18"/>
    <g transform="translate(80 90)">${markSvg(120)}</g>
    ${text(230, 150, "Serendib Studio", 64, "#ffffff", 800)}
    ${text(80, 320, "We build digital products", 58, "#ffffff", 800)}
    ${text(80, 395, "that grow your business", 58, "#a5b4fc", 800)}
    ${text(80, 500, "Web and software agency · Colombo, Sri Lanka", 30, "#cbd5e1", 400)}</svg>`
  const target = path.join(process.cwd(), "static", "og-image.png")
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target)
  console.log("wrote static/og-image.png")
}

await drawAppIcons()
await drawShareImage()
await drawCovers()
await drawHero()
await drawBrand()
await drawTrustedLogos()
await drawClientLogos()
await drawAvatars()
