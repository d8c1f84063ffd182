import { appendFileSync, mkdirSync } from "node:fs"
import path from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"

/** What arrived: the JSON body of the client's `send` call (the only call the forms make). */
export interface OutboxEntry {
  receivedAt: string
  service_id?: string
  template_id?: string
  template_params: Record<string, string>
}

export function toOutboxEntry(body: string, now = new Date()): OutboxEntry {
  const json = JSON.parse(body || "{}") as {
    service_id?: string
    template_id?: string
    template_params?: Record<string, string>
  }
  return {
    receivedAt: now.toISOString(),
    service_id: json.service_id,
    template_id: json.template_id,
    template_params: json.template_params ?? {},
  }
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
}

/**
 * Stands in for the e-mail service under `gatsby develop` when no keys are set: it accepts the
 * client's JSON call, prints each message and appends it to `outboxFile` (one JSON a line).
 */
export function emailStandIn(outboxFile: string, log: (line: string) => void = console.log) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS).end()
      return
    }
    if (req.method !== "POST") {
      res.writeHead(405, CORS).end("Method Not Allowed")
      return
    }
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      try {
        const entry = toOutboxEntry(Buffer.concat(chunks).toString("utf8"))
        mkdirSync(path.dirname(outboxFile), { recursive: true })
        appendFileSync(outboxFile, `${JSON.stringify(entry)}\n`)
        log(
          `\n[e-mail stand-in] ${entry.template_id ?? "?"} → ${path.relative(process.cwd(), outboxFile)}\n${JSON.stringify(entry.template_params, null, 2)}\n`,
        )
        res.writeHead(200, { ...CORS, "content-type": "text/plain" }).end("OK")
      } catch (error) {
        res.writeHead(400, { ...CORS, "content-type": "text/plain" }).end(`Bad request: ${String(error)}`)
      }
    })
  }
}
