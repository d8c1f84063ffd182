import { chromium } from "playwright-core"
import { readFileSync } from "node:fs"
import { startPagesDev } from "./lib/pages-dev"
import { CHROMIUM_ARGS } from "./lib/chromium"
const all = () => { const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.split(/\s+/).slice(1).map(Number); return (f[0]! + f[1]! + f[2]! + f[5]! + f[6]!) / 100 }
const host = await startPagesDev({ dir: "test-results/site-build" })
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: CHROMIUM_ARGS })
for (let round = 0; round < 2; round++) {
  const t0 = all(); const w0 = Date.now()
  for (let i = 0; i < 15; i++) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await ctx.newPage()
    await page.goto(host.url); await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await ctx.close()
  }
  console.log(process.env.PROBE_LOG ?? "default", ((all() - t0) / 15).toFixed(2), "CPU-s per visit,", ((Date.now() - w0) / 15000).toFixed(2), "s wall")
}
await browser.close(); await host.close()
