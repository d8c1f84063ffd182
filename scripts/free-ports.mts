// Before the browser tests: the ports their servers take (playwright.config.ts) are free, or held by
// this checkout's own servers (reused outside CI). Anything else holding one stops the run at once,
// naming the port and the process: a server left by a run cut short once made the next run wait in
// silence for minutes, where it accepted a connection and never answered.
import { SITE_ORIGIN, MAIL_SERVICE_PORT } from "./lib/test-build"
import { CHECKOUT_MARK } from "./lib/builds"
import { portHolder } from "./lib/port-holder"

const ports = [Number(new URL(SITE_ORIGIN).port), MAIL_SERVICE_PORT]
let taken = false
for (const port of ports) {
  const holder = portHolder(port)
  if (!holder) continue
  // This checkout's own server answers its mark at once; reused outside CI, as Playwright does.
  const ours = await fetch(`http://127.0.0.1:${port}/${CHECKOUT_MARK}`, { signal: AbortSignal.timeout(5000) }).then(
    (answer) => answer.ok,
    () => false,
  )
  if (ours && !process.env.CI) continue
  taken = true
  console.error(
    `Port ${port}, which the browser tests' servers take, is held by ${holder}${ours ? " (this checkout's, but CI starts its own)" : ""}: stop it (kill the pid), then run again.`,
  )
}
process.exit(taken ? 1 : 0)
