// npm run content:check — validates content/ exactly as the build does (node/hooks/content.ts),
// without a Gatsby build. In GitHub Actions (GITHUB_ACTIONS=true) every problem is also printed as
// an annotation; with --images it also lists every image with its width, height and size; with
// --format it first lays the files out the way the content editor (/admin/) writes them.
import { checkContent, contentDir, contentLabel, failureSummary } from "../node/hooks/content"
import { formatContent } from "../node/content/format"
import { formatProblem, githubAnnotation } from "../node/content/problem"

const started = performance.now()
const dir = contentDir()
const label = contentLabel(dir)
if (process.argv.includes("--format")) {
  const changed = formatContent(dir, label)
  console.log(
    changed.length
      ? `Laid out as the content editor writes them: ${changed.join(", ")}`
      : "Every content file is already laid out as the content editor writes it.",
  )
}
const { errors, warnings, notes, images } = await checkContent(dir)
// --images: each image with the size its header gives, so an editor can see what was uploaded.
if (process.argv.includes("--images"))
  for (const image of images)
    console.log(`image    ${image.file}  ${image.width}×${image.height} pixels, ${(image.bytes / 1000).toFixed(0)} KB`)
const annotate = process.env.GITHUB_ACTIONS === "true"
for (const note of notes) {
  console.log(`note     ${formatProblem(note)}`)
  if (annotate) console.log(githubAnnotation(note, "notice"))
}
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
    ? `${failureSummary(errors, label)} (${seconds} s).`
    : `Content check passed: ${label}/ is valid${warnings.length ? `, with ${warnings.length} warning(s)` : ""} (${seconds} s).`,
)
process.exit(errors.length ? 1 : 0)
