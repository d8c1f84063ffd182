// Lighthouse (mobile, default throttling) three times on the built site, served on loopback with
// its own _headers; prints the median of each figure. Usage: npm run build && npm run bench
import { readFileSync } from "node:fs"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { startStaticServer } from "./lib/static-server.mjs"
import { chromiumPath, CHROMIUM_ARGS } from "./lib/chromium.mjs"
import { headersFor, parseHeadersFile } from "./lib/headers.mjs"

const RUNS = 3
const ATTEMPTS = 6 // a run that fails (Lighthouse's runtimeError) is reported and tried again
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const rules = parseHeadersFile(readFileSync("public/_headers", "utf8"))
const server = await startStaticServer({ headers: (urlPath) => headersFor(rules, urlPath) })
const results = []
try {
  for (let attempt = 1; results.length < RUNS && attempt <= ATTEMPTS; attempt++) {
    const run = results.length + 1
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS })
    try {
      const { lhr } = await lighthouse(`${server.url}/`, { port: chrome.port, output: "json", logLevel: "error" })
      if (lhr.runtimeError) {
        console.log(`attempt ${attempt} failed (${lhr.runtimeError.code}): ${lhr.runtimeError.message}; trying again`)
        continue
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const value = (id) => lhr.audits[id]?.numericValue ?? NaN
      const result = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        "LCP (ms)": Math.round(value("largest-contentful-paint")),
        CLS: Number(value("cumulative-layout-shift").toFixed(3)),
        "TBT (ms)": Math.round(value("total-blocking-time")),
        "FCP (ms)": Math.round(value("first-contentful-paint")),
        "total (KB)": Math.round(value("total-byte-weight") / 1000),
      }
      results.push(result)
      const lcp = JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details ?? {}).match(
        /"snippet":"((?:[^"\\]|\\.)*)"/,
      )?.[1]
      if (run === 1 && lcp) console.log(`largest paint: ${lcp.replace(/\\"/g, '"')}`)
      const lost = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => audit.id)
      console.log(
        `run ${run}: ${JSON.stringify(result)}${lost.length ? `\n  below 90: ${[...new Set(lost)].join(", ")}` : ""}`,
      )
    } finally {
      await chrome.kill()
    }
  }
} finally {
  await server.close()
}

if (results.length < RUNS) {
  console.error(`Only ${results.length} of ${RUNS} Lighthouse runs succeeded in ${ATTEMPTS} attempts.`)
  process.exit(1)
}
console.log(`\nMedian of ${RUNS} Lighthouse runs (mobile, default throttling):`)
for (const key of Object.keys(results[0])) console.log(`  ${key.padEnd(16)} ${median(results.map((r) => r[key]))}`)
