// A slow network for one engine's journeys: a pass-through to the site's host on its own port,
// that can hold back the page's scripts as a slow connection would. Classic WebDriver (WebKit)
// cannot hold a request in the browser, so the journeys that need it load the page through here,
// in every engine alike. Bytes and headers pass unchanged (the host is still wrangler), unless a
// journey asks for the site as another build would serve it (`alter`).
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export interface Network {
  /** The origin to open the site at through this network. */
  origin: string
  /**
   * Holds back every script asked for from now on until `release()`; `requested` settles once the
   * page has asked for the first.
   */
  holdScripts(): { requested: Promise<void>; release(): void }
  /**
   * From now on, the site as another build would serve it: `files` answered from here (each after
   * `delay` ms), and the pages' and their data's text, and their headers, changed by `text` and
   * `header`. Called again, it replaces what it was given before.
   */
  alter(change: Alteration): void
  /**
   * Answers `path` from memory from now on (until the next `alter`), as this network served it just
   * now: a server that has the page ready, whatever else the machine is doing. With `headFirst`, the
   * page's head comes at once and the rest once the file the head asked for (that path) has been
   * sent whole: a connection on which that file arrives before the text it is drawn in.
   */
  keep(path: string, options?: { headFirst?: string }): Promise<void>
  close(): Promise<void>
}

export interface Alteration {
  files?: Record<string, { body: Buffer; headers: Record<string, string>; delay?: number }>
  text?: (text: string) => string
  header?: (name: string, value: string) => string
}

/** The answers whose text `alter` may change: pages and JSON data. */
const TEXT = /^(text\/html|application\/json)/

export async function startNetwork(host: string): Promise<Network> {
  const upstream = new URL(host)
  let gate: Promise<void> | undefined
  let asked: (() => void) | undefined
  let alteration: Alteration = {}
  const kept = new Map<
    string,
    { status: number; headers: Record<string, string>; body: Buffer; headFirst?: string | undefined }
  >()
  // Each path's answers sent whole, for a page whose rest waits on one of them.
  const sent = new Map<string, { done: Promise<void>; finish: () => void }>()
  const sending = (path: string) => {
    let entry = sent.get(path)
    if (!entry) {
      let finish = () => {}
      entry = { done: new Promise<void>((resolve) => (finish = resolve)), finish: () => finish() }
      sent.set(path, entry)
    }
    return entry
  }
  const whole = (headers: IncomingMessage["headers"]) => {
    const { "if-none-match": _tag, "if-modified-since": _since, ...rest } = headers
    return { ...rest, host: upstream.host, "accept-encoding": "identity" }
  }
  const pass = (request: IncomingMessage, response: ServerResponse) => {
    response.on("finish", () => sending(request.url ?? "").finish())
    const ready = kept.get(request.url ?? "")
    if (ready?.headFirst) {
      const split = ready.body.indexOf("</head>") + "</head>".length
      response.writeHead(ready.status, ready.headers).write(ready.body.subarray(0, split))
      // Bounded, so a head that never asks fails the journey's own check rather than its time.
      const bound = new Promise((resolve) => setTimeout(resolve, 5_000))
      void Promise.race([sending(ready.headFirst).done, bound]).then(() => response.end(ready.body.subarray(split)))
      return
    }
    if (ready) return void response.writeHead(ready.status, ready.headers).end(ready.body)
    const own = alteration.files?.[request.url ?? ""]
    if (own) {
      setTimeout(
        () => response.writeHead(200, { ...own.headers, "content-length": own.body.length }).end(own.body),
        own.delay ?? 0,
      )
      return
    }
    const onward = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        // Text to change is asked for whole: uncompressed, and never as "not modified" since a copy
        // the browser keeps (an unchanged ETag would have it keep the text as it was).
        headers: alteration.text ? whole(request.headers) : { ...request.headers, host: upstream.host },
        // A connection of its own: held requests are let go together, and one sent down a kept-alive
        // connection the host had just closed failed (framework.js, once, on a loaded machine).
        agent: false,
      },
      (answer) => {
        const { text, header } = alteration
        const headers = Object.fromEntries(
          Object.entries(answer.headers).map(([name, value]) => [
            name,
            header && typeof value === "string" ? header(name, value) : value,
          ]),
        )
        if (!text || !TEXT.test(answer.headers["content-type"] ?? "")) {
          response.writeHead(answer.statusCode ?? 502, headers)
          answer.pipe(response)
          return
        }
        // The headers at once, as the host sends them but those of the text as it was (its length,
        // its tag), then the text as it is read.
        const CHANGED = ["content-length", "content-encoding", "etag", "last-modified"]
        response.writeHead(
          answer.statusCode ?? 502,
          Object.fromEntries(Object.entries(headers).filter(([name]) => !CHANGED.includes(name))),
        )
        response.flushHeaders()
        const chunks: Buffer[] = []
        answer.on("data", (chunk: Buffer) => chunks.push(chunk))
        answer.on("end", () => response.end(text(Buffer.concat(chunks).toString("utf8"))))
      },
    )
    onward.on("error", () => response.destroy())
    request.pipe(onward)
  }
  const server = createServer((request, response) => {
    if (gate && /\.js(\?|$)/.test(request.url ?? "")) {
      asked?.()
      void gate.then(() => pass(request, response))
    } else pass(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    holdScripts() {
      let release = () => {}
      gate = new Promise<void>((resolve) => (release = resolve))
      const requested = new Promise<void>((resolve) => (asked = resolve))
      return {
        requested,
        release: () => {
          gate = undefined
          release()
        },
      }
    },
    alter(change) {
      alteration = change
      kept.clear()
    },
    async keep(path, { headFirst } = {}) {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
        headers: { "accept-encoding": "identity" },
      })
      const body = Buffer.from(await answer.arrayBuffer())
      const headers = Object.fromEntries(
        [...answer.headers].filter(
          ([name]) =>
            !["content-length", "transfer-encoding", "content-encoding", "connection", "keep-alive"].includes(name),
        ),
      )
      kept.set(path, {
        status: answer.status,
        headers: { ...headers, "content-length": String(body.length) },
        body,
        headFirst,
      })
      if (headFirst) sent.delete(headFirst)
    },
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
