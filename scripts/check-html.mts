// Validates every built page with the Nu HTML Checker (vnu-jar, needs Java). Errors and warnings
// fail, except the exact messages below: CSS and HTML newer than the checker, used by design.
// Usage: npm run build && npm run check:html
import { spawnSync } from "node:child_process"
import path from "node:path"
import { builtPages } from "../node/hooks/built-pages"

// The build fails unless these are the pages every check reads (shared/site-pages.ts).
const PAGES = builtPages("public").map((file) => path.join("public", file))
const BY_DESIGN = [
  // Tailwind 4 registers its custom properties with @property, which the checker's CSS level lacks.
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  // Tailwind's preflight sets margin-trim (a newer CSS property) for some elements.
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  // transition-colors lists Tailwind's gradient custom properties as transition properties.
  /^CSS: “transition-property”: “--tw-gradient-(from|via|to)” is not a “transition-property” value\.?$/,
  // The mobile menu's slide (starting: and transition-discrete) uses CSS newer than the checker's.
  /^CSS: Unrecognized at-rule “@starting-style”\.?$/,
  /^CSS: “transition-behavior”: Property “transition-behavior” doesn't exist\.?$/,
  // The HTML standard allows blocking="render" on <link rel=expect> (the first paint waits for the
  // header, see gatsby-ssr.tsx); the checker knows only the stylesheet case.
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.?$/,
  // The checker applies each page's own policy (its <meta>) as if the page had no origin: 'self'
  // matches none of the site's scripts or pictures there. Browsers test the policy, served by the
  // host's runtime (__tests__/site/security-headers.spec.ts).
  /^(Inline script|Resource) violates Content Security Policy \(meta tag\)/,
]

const jar = path.join("node_modules", "vnu-jar", "build", "dist", "vnu.jar")
const run = spawnSync("java", ["-jar", jar, "--format", "json", "--exit-zero-always", ...PAGES], { encoding: "utf8" })
if (run.error || run.status !== 0) {
  console.error(`Could not run the HTML checker (java -jar ${jar}): ${run.error?.message ?? run.stderr}`)
  process.exit(1)
}
// vnu writes its JSON report to stderr.
type Message = { type: string; subType?: string; message: string; url: string; lastLine?: number }
const { messages } = JSON.parse(run.stderr) as { messages: Message[] }
const problems = messages.filter(
  (m) => (m.type === "error" || m.subType === "warning") && !BY_DESIGN.some((p) => p.test(m.message)),
)
const excused = messages.filter(
  (m) => (m.type === "error" || m.subType === "warning") && BY_DESIGN.some((p) => p.test(m.message)),
).length

for (const m of problems)
  console.error(
    `${path.relative(process.cwd(), new URL(m.url).pathname)}:${m.lastLine ?? "?"}  ${m.type}: ${m.message}`,
  )
console.log(
  `HTML checker: ${PAGES.length} pages (${PAGES.map((page) => path.relative("public", page)).join(", ")}), ${problems.length} problems, ${excused} by-design messages filtered (BY_DESIGN says why each)`,
)
process.exit(problems.length ? 1 : 0)
