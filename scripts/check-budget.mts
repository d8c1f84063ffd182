// First-load JavaScript budget: every script the browser downloads before anyone touches the page
// (index.html's scripts, the page chunks Gatsby fetches through its chunk map, anything fetched at
// mount or idle), gzipped at level 9 and added up, on every built page at 375 px and the home page
// at 1280 px too.
// Usage: npm run build && npm run check:budget
import { gzipSync } from "node:zlib"
import type { Browser } from "playwright-core"
import { startStaticServer } from "./lib/static-server"
import { launchChromium } from "./lib/chromium"
import { builtPages } from "../node/hooks/built-pages"
import { addressOfFile } from "../shared/site-pages"

const BUDGET_KB = 80 // 1 KB = 1000 bytes; what the page hydrated whole needs (docs/performance.md)
const QUIET_MS = 1500 // after network idle, wait this long for idle-time fetches too

// Code that must not be among the first load, recognised by a string it keeps: [marker, why].
const NOT_AT_LOAD: Record<string, [string, string]> = {
  sweetalert2: ["swal2-container", "waits for a visitor's action"],
  "@emailjs/browser": ["/api/v1.0/email/send", "waits for a visitor's action"],
  "@react-spring/web": ["react-spring", "waits for a visitor's action"],
  // Gatsby's Partytown hook acts only under develop (node/hooks/webpack.ts).
  "Partytown's snippet": ["partytown", "no page uses it"],
  // Gatsby's service-worker registration, for a worker no plugin here asks for (the same file).
  "Gatsby's service-worker registration": ["Service workers can only be used", "the site has none"],
}

async function measure(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  const scripts = new Map<string, Promise<Buffer>>()
  // A script that did not arrive would count as nothing: a build served where its paths do not
  // lead (one under a path prefix) once passed with 1.9 KB.
  const missing: string[] = []
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "script") missing.push(request.url())
  })
  page.on("response", async (response) => {
    const request = response.request()
    if (request.resourceType() !== "script" && !response.url().endsWith(".js")) return
    if (!response.ok()) return void missing.push(`${response.url()} (${response.status()})`)
    scripts.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    )
  })
  await page.goto(url, { waitUntil: "networkidle" })
  await page.waitForTimeout(QUIET_MS)
  // Only executable inline scripts count: JSON-LD is data.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")]
      .filter((s) => !s.type || /javascript|module/.test(s.type))
      .map((s) => s.textContent ?? "")
      .join("\n"),
  )
  const files: { name: string; bytes: number; text: string }[] = []
  for (const [fileUrl, body] of scripts) {
    const text = await body
    files.push({
      name: new URL(fileUrl).pathname,
      bytes: gzipSync(text, { level: 9 }).length,
      text: text.toString("utf8"),
    })
  }
  files.push({ name: "(inline scripts in index.html)", bytes: gzipSync(inline, { level: 9 }).length, text: inline })
  await context.close()
  if (missing.length) throw new Error(`scripts the page asked for did not arrive: ${[...new Set(missing)].join(", ")}`)
  return files.sort((a, b) => b.bytes - a.bytes)
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6)

{
  const server = await startStaticServer()
  const browser = await launchChromium()
  let failed = false
  try {
    // The build fails unless these are the pages every check reads (shared/site-pages.ts).
    const pages = [...new Set(builtPages("public").map(addressOfFile))].sort()
    // Every page at a phone's width, where the budget matters most; the home page at a desktop's too.
    // (A page downloads the same scripts at both: nothing loads by width before a touch.)
    const measured = [...pages.map((page) => [375, page] as const), [1280, "/"] as const]
    for (const [width, page] of measured) {
      const files = await measure(browser, `${server.url}${page}`, width)
      const total = files.reduce((sum, file) => sum + file.bytes, 0)
      console.log(`\nFirst-load JavaScript of ${page} at ${width} px (gzip -9):`)
      for (const file of files) console.log(`  ${kb(file.bytes)} KB  ${file.name}`)
      console.log(`  ${kb(total)} KB  total (budget ${BUDGET_KB} KB): ${total.toLocaleString("en")} bytes`)
      if (total > BUDGET_KB * 1000) {
        console.error(`  over budget by ${(total / 1000 - BUDGET_KB).toFixed(1)} KB`)
        failed = true
      }
      for (const [code, [marker, why]] of Object.entries(NOT_AT_LOAD)) {
        const carrier = files.find((file) => file.text.toLowerCase().includes(marker.toLowerCase()))
        if (carrier) {
          console.error(`  ${code} was loaded before any interaction (in ${carrier.name}), but ${why}`)
          failed = true
        }
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
  if (failed) process.exit(1)
  console.log("\nBudget check passed.")
}
