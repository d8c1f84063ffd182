// Build times an editor cares about: a cold build (no caches) and a rebuild after changing one
// field of one project with Gatsby's caches kept, plus where the rebuild spends its time.
// Usage: npm run bench:build (restores content/projects.json afterwards).
//
// --largest: the largest content the schemas allow where it grows the site: as many projects as
// projects.schema.json's maxItems, each with a case study of eight pictures of its own (made here,
// 1600×1000 like an editor's screens), built cold from a copy of content/ (CONTENT_DIR): the
// check's time, the build's, what public/ holds, and _headers beside the host's limits.
import { spawnSync } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import sharp from "sharp"
import { HOST_LIMITS } from "../node/security-headers"
import { builtPages } from "../node/hooks/built-pages"

const PROJECTS = "content/projects.json"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }

function build(label: string, extra: NodeJS.ProcessEnv = {}) {
  const started = performance.now()
  const run = spawnSync("npx", ["gatsby", "build"], { env: { ...env, ...extra }, encoding: "utf8", maxBuffer: 1 << 28 })
  const seconds = (performance.now() - started) / 1000
  if (run.status !== 0) throw new Error(`${label} failed:\n${run.stdout}\n${run.stderr}`)
  // Gatsby prints "success <step> - 1.234s" for each step.
  const steps = [...`${run.stdout}\n${run.stderr}`.matchAll(/success (.+?) - ([\d.]+)s/g)]
    .map(([, step, time]) => ({ step, time: Number(time) }))
    .sort((a, b) => b.time - a.time)
  return { seconds, steps }
}

/** A picture like an editor's screen of the work: flat panels of colour, distinct for each `seed`. */
function screen(seed: number): Promise<Buffer> {
  const random = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280
  const panels = Array.from({ length: 14 }, (_, n) => {
    const [x, y, w, h] = [random(n) * 1400, random(n + 20) * 850, 120 + random(n + 40) * 500, 40 + random(n + 60) * 300]
    const hue = Math.round(random(n + 80) * 360)
    return `<rect x="${x | 0}" y="${y | 0}" width="${w | 0}" height="${h | 0}" rx="16" fill="hsl(${hue} 60% 60%)"/>`
  }).join("")
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="hsl(${seed % 360} 30% 95%)"/>${panels}<text x="80" y="120" font-size="72" font-family="sans-serif">Screen ${seed}</text></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

/** Today's content with every project it may hold, each with a case study of eight pictures of its own. */
async function largestContent(): Promise<{ dir: string; projects: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "largest-"))
  cpSync("content", dir, { recursive: true })
  const most = (JSON.parse(readFileSync("schemas/projects.schema.json", "utf8")) as { maxItems: number }).maxItems
  const today = JSON.parse(readFileSync(path.join(dir, "projects.json"), "utf8")) as Record<string, unknown>[]
  // Every case study is written as the content's first one is (a content set without one has none to copy).
  const study = today.find((project) => project.caseStudy)?.caseStudy as Record<string, unknown> | undefined
  if (!study) throw new Error("the content has no case study to make the others from")
  mkdirSync(path.join(dir, "images", "largest"), { recursive: true })
  const projects = []
  for (let n = 0; n < most; n++) {
    const project = structuredClone(today[n % today.length]) as Record<string, unknown> & { title: string }
    delete project.id
    project.title = `${project.title.slice(0, 50)} ${n + 1}`
    const pictures = []
    for (let k = 0; k < 8; k++) {
      const file = `images/largest/p${n}-${k}.jpg`
      writeFileSync(path.join(dir, file), await screen(n * 8 + k + 1))
      pictures.push({ image: file, alt: `Screen ${k + 1} of the work for ${project.title}` })
    }
    project.caseStudy = { ...structuredClone(study), slug: `largest-${n + 1}`, pictures }
    projects.push(project)
  }
  writeFileSync(path.join(dir, "projects.json"), `${JSON.stringify(projects, null, 2)}\n`)
  // Laid out as the content editor writes it, so the check has nothing to say of the layout.
  spawnSync("npx", ["tsx", "scripts/content-check.mts", "--format"], { env: { ...env, CONTENT_DIR: dir } })
  return { dir, projects: most }
}

const { values } = parseArgs({ options: { largest: { type: "boolean" } } })
if (values.largest) {
  const { dir, projects } = await largestContent()
  try {
    const checkStarted = performance.now()
    const check = spawnSync("npx", ["tsx", "scripts/content-check.mts"], {
      env: { ...env, CONTENT_DIR: dir },
      encoding: "utf8",
    })
    const checkSeconds = (performance.now() - checkStarted) / 1000
    if (check.status !== 0)
      throw new Error(`the content check refused the largest content:\n${check.stdout}${check.stderr}`)
    spawnSync("npx", ["gatsby", "clean"], { env })
    const cold = build("the largest content's build", { CONTENT_DIR: dir })
    const files = readdirSync("public", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    const bytes = files.reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0)
    const headers = readFileSync("public/_headers", "utf8").split("\n")
    const home = statSync("public/page-data/index/page-data.json").size
    console.log(`the largest content: ${projects} projects, each with a case study of 8 pictures of its own`)
    console.log(`content check: ${checkSeconds.toFixed(1)} s`)
    console.log(`cold build (after gatsby clean): ${cold.seconds.toFixed(1)} s`)
    console.log(
      `pages: ${builtPages("public").length} HTML files; public/: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB`,
    )
    console.log(
      `the home page's data: ${home.toLocaleString("en")} bytes; index.html ${statSync("public/index.html").size.toLocaleString("en")} bytes`,
    )
    console.log(
      `_headers: longest line ${Math.max(...headers.map((line) => line.length))} characters (host reads ${HOST_LIMITS.lineCharacters}), ${headers.filter((line) => /^\S/.test(line)).length} rules (host reads ${HOST_LIMITS.rules})`,
    )
    console.log("slowest steps of the build:")
    for (const { step, time } of cold.steps.slice(0, 5)) console.log(`  ${time.toFixed(1).padStart(6)} s  ${step}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  process.exit(0)
}

spawnSync("npx", ["gatsby", "clean"], { env })
const cold = build("cold build")
const original = readFileSync(PROJECTS, "utf8")
let rebuild
try {
  const projects = JSON.parse(original)
  projects[0].description = `${projects[0].description} (edited for the benchmark)`
  writeFileSync(PROJECTS, `${JSON.stringify(projects, null, 2)}\n`)
  rebuild = build("rebuild")
} finally {
  writeFileSync(PROJECTS, original)
}

console.log(`cold build (after gatsby clean):               ${cold.seconds.toFixed(1)} s`)
console.log(`rebuild after changing one field of one project: ${rebuild.seconds.toFixed(1)} s (target: under 20 s)`)
console.log("slowest steps of the rebuild:")
for (const { step, time } of rebuild.steps.slice(0, 6)) console.log(`  ${time.toFixed(1).padStart(5)} s  ${step}`)
console.log("slowest steps of the cold build:")
for (const { step, time } of cold.steps.slice(0, 4)) console.log(`  ${time.toFixed(1).padStart(5)} s  ${step}`)
