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

export function toOutboxEntry(json: Record<string, unknown>, now = new Date()): OutboxEntry {
  const { service_id, template_id, template_params } = json as Partial<OutboxEntry>
  return { receivedAt: now.toISOString(), service_id, template_id, template_params: template_params ?? {} }
}

/** How a stand-in answers one send; `delay` in ms. */
export type Answer = { status?: number; body?: string; delay?: number }

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
}

/** A request's body, whole. */
export const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

/**
 * The e-mail service's one call as its stand-ins take it (develop's, below, and the engines' tests'):
 * a browser's pre-flight, then the client's JSON `send`, answered as `answer` says (200 OK by default).
 */
export async function answerSend(
  request: IncomingMessage,
  response: ServerResponse,
  answer: (send: Record<string, unknown>) => Answer | undefined,
): Promise<void> {
  if (request.method === "OPTIONS") return void response.writeHead(204, CORS).end()
  if (request.method !== "POST") return void response.writeHead(405, CORS).end("Method Not Allowed")
  let send: Record<string, unknown>
  try {
    send = JSON.parse((await bodyOf(request)) || "{}") as Record<string, unknown>
  } catch (error) {
    return void response.writeHead(400, { ...CORS, "content-type": "text/plain" }).end(`Bad request: ${String(error)}`)
  }
  const { status = 200, body = "OK", delay = 0 } = answer(send) ?? {}
  setTimeout(() => response.writeHead(status, { ...CORS, "content-type": "text/plain" }).end(body), delay)
}

/**
 * Stands in for the e-mail service under `gatsby develop` when no keys are set: it accepts the
 * client's JSON call, prints each message and appends it to `outboxFile` (one JSON a line).
 */
export function emailStandIn(outboxFile: string, log: (line: string) => void = console.log) {
  return (request: IncomingMessage, response: ServerResponse) =>
    void answerSend(request, response, (send) => {
      const entry = toOutboxEntry(send)
      mkdirSync(path.dirname(outboxFile), { recursive: true })
      appendFileSync(outboxFile, `${JSON.stringify(entry)}\n`)
      log(
        `\n[e-mail stand-in] ${entry.template_id ?? "?"} → ${path.relative(process.cwd(), outboxFile)}\n${JSON.stringify(entry.template_params, null, 2)}\n`,
      )
      return undefined
    })
}
