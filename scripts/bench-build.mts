// Build times an editor cares about: a cold build (no caches) and a rebuild after changing one
// field of one project with Gatsby's caches kept, plus where the rebuild spends its time.
// Usage: npm run bench:build (restores content/projects.json afterwards).
import { spawnSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"

const PROJECTS = "content/projects.json"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }

function build(label: string) {
  const started = performance.now()
  const run = spawnSync("npx", ["gatsby", "build"], { env, encoding: "utf8" })
  const seconds = (performance.now() - started) / 1000
  if (run.status !== 0) throw new Error(`${label} failed:\n${run.stdout}\n${run.stderr}`)
  // Gatsby prints "success <step> - 1.234s" for each step.
  const steps = [...`${run.stdout}\n${run.stderr}`.matchAll(/success (.+?) - ([\d.]+)s/g)]
    .map(([, step, time]) => ({ step, time: Number(time) }))
    .sort((a, b) => b.time - a.time)
  return { seconds, steps }
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
