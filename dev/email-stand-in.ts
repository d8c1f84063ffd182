import { appendFileSync, mkdirSync } from "node:fs"
import path from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"

/** What arrived, in the shape both of the client's calls share. */
export interface OutboxEntry {
  receivedAt: string
  shape: "send" | "send-form"
  service_id?: string
  template_id?: string
  template_params: Record<string, string>
}

/** The text fields of a multipart/form-data body (the client's send-form shape). */
export function parseMultipart(body: string, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType)
  const marker = boundary?.[1] ?? boundary?.[2]
  if (!marker) return {}
  const fields: Record<string, string> = {}
  for (const part of body.split(`--${marker}`)) {
    const match = /name="([^"]+)"\r?\n(?:[^\r\n]*\r?\n)*?\r?\n([\s\S]*?)\r?\n?$/.exec(part.replace(/^\r?\n/, ""))
    if (match?.[1] !== undefined) fields[match[1]] = (match[2] ?? "").replace(/\r?\n$/, "")
  }
  return fields
}

export function toOutboxEntry(url: string, body: string, contentType: string, now = new Date()): OutboxEntry {
  if (url.includes("send-form")) {
    const { lib_version: _, user_id: __, service_id, template_id, ...params } = parseMultipart(body, contentType)
    return { receivedAt: now.toISOString(), shape: "send-form", service_id, template_id, template_params: params }
  }
  const json = JSON.parse(body || "{}") as {
    service_id?: string
    template_id?: string
    template_params?: Record<string, string>
  }
  return {
    receivedAt: now.toISOString(),
    shape: "send",
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
 * Stands in for the e-mail service under `gatsby develop` when no keys are set: it accepts both of
 * the client's call shapes, prints each message and appends it to `outboxFile` (one JSON a line).
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
        const entry = toOutboxEntry(
          req.url ?? "",
          Buffer.concat(chunks).toString("utf8"),
          req.headers["content-type"] ?? "",
        )
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
