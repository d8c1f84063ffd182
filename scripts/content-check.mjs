// npm run content:check — validates content/ exactly as the build does, without a Gatsby build.
// The validator is TypeScript (src/lib/content); TypeScript's own transpiler turns its
// modules into CommonJS in .cache/content-check, which resolves packages from node_modules.
// In GitHub Actions (GITHUB_ACTIONS=true) every problem is also printed as an annotation;
// with --images it also lists every image with its width, height and size; with --format it first
// lays the files out the way the content editor (/admin/) writes them.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

const started = performance.now()
const source = path.resolve("src/lib/content")
const out = path.resolve(".cache/content-check")
const modules = ["cms-config", "files", "images", "json-position", "read", "validate"]
const modified = (file) => {
  try {
    return statSync(file).mtimeMs
  } catch {
    return -1
  }
}
// TypeScript takes a good part of a second to load, so it is loaded only when a source changed.
const stale = modules.filter(
  (name) => modified(path.join(out, `${name}.js`)) < modified(path.join(source, `${name}.ts`)),
)
if (stale.length) {
  const { default: ts } = await import("typescript")
  mkdirSync(out, { recursive: true })
  writeFileSync(path.join(out, "package.json"), '{ "type": "commonjs" }\n')
  for (const name of stale) {
    const { outputText } = ts.transpileModule(readFileSync(path.join(source, `${name}.ts`), "utf8"), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    })
    writeFileSync(path.join(out, `${name}.js`), outputText)
  }
}
const require = createRequire(import.meta.url)
const { validateContent, formatContent, formatProblem, githubAnnotation } = require(path.join(out, "validate.js"))
const { IMAGE_HEADER_CACHE } = require(path.join(out, "images.js"))

const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content")
const label = path.relative(process.cwd(), contentDir) || "."
// --format (npm run content:format): first lay the files out as the content editor writes them.
if (process.argv.includes("--format")) {
  const changed = formatContent(contentDir, label)
  console.log(
    changed.length
      ? `Laid out as the content editor writes them: ${changed.join(", ")}`
      : "Every content file is already laid out as the content editor writes it.",
  )
}
const { errors, warnings, images } = await validateContent(contentDir, label, { imageCache: IMAGE_HEADER_CACHE })
// --images: each image with the size its header gives, so an editor can see what was uploaded.
if (process.argv.includes("--images"))
  for (const image of images)
    console.log(`image    ${image.file}  ${image.width}×${image.height} pixels, ${(image.bytes / 1000).toFixed(0)} KB`)
const annotate = process.env.GITHUB_ACTIONS === "true"

for (const warning of warnings) {
  console.warn(`warning  ${formatProblem(warning)}`)
  if (annotate) console.log(githubAnnotation(warning, "warning"))
}
for (const error of errors) {
  console.error(`error    ${formatProblem(error)}`)
  if (annotate) console.log(githubAnnotation(error, "error"))
}
const seconds = ((performance.now() - started) / 1000).toFixed(2)
console.log(
  errors.length
    ? `Content check failed: ${errors.length} ${errors.length === 1 ? "problem" : "problems"} to fix in ${label}/ (${seconds} s).`
    : `Content check passed: ${label}/ is valid${warnings.length ? `, with ${warnings.length} warning(s)` : ""} (${seconds} s).`,
)
process.exit(errors.length ? 1 : 0)
