// A slow network for one engine's journeys: a pass-through to the site's host on its own port,
// that can hold back the page's scripts as a slow connection would. Classic WebDriver (WebKit)
// cannot hold a request in the browser, so the journeys that need it load the page through here,
// in every engine alike. Bytes and headers pass unchanged: the host is still wrangler.
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
  close(): Promise<void>
}

export async function startNetwork(host: string): Promise<Network> {
  const upstream = new URL(host)
  let gate: Promise<void> | undefined
  let asked: (() => void) | undefined
  const pass = (request: IncomingMessage, response: ServerResponse) => {
    const onward = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: upstream.host },
        // A connection of its own: held requests are let go together, and one sent down a kept-alive
        // connection the host had just closed failed (framework.js, once, on a loaded machine).
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
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
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
