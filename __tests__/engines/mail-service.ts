// Stands in for the e-mail service for the engines' journeys, at the origin the test build sends to
// (scripts/lib/test-build.ts): WebKit's classic WebDriver cannot intercept a request, so the
// service itself answers, as a test asks, and keeps what it received. One service serves every
// worker; a journey's sends are told apart by their reply-to address, which each journey makes its own.
import { createServer } from "node:http"
import { MAIL_SERVICE_PORT } from "../../scripts/lib/test-build"
import { CHECKOUT_MARK } from "../../scripts/lib/builds"
import type { Sent } from "../site/harness"
import { answerSend, bodyOf, type Answer } from "../../node/develop/email-stand-in"

const SEND_PATH = "/api/v1.0/email/send"

export function startMailService(port = MAIL_SERVICE_PORT) {
  const sent = new Map<string, Sent[]>()
  const answers = new Map<string, Answer[]>()
  const server = createServer((request, response) => {
    const [, area, key = ""] = /^\/test\/(answers|sent)\/(.+)$/.exec(request.url ?? "") ?? []
    if (request.url === SEND_PATH)
      void answerSend(request, response, (send) => {
        const to = (send as Sent).template_params?.["reply_to"] ?? ""
        sent.set(to, [...(sent.get(to) ?? []), send as Sent])
        return answers.get(to)?.shift()
      })
    else if (area === "answers" && request.method === "PUT")
      void bodyOf(request).then((body) => {
        answers.set(decodeURIComponent(key), JSON.parse(body) as Answer[])
        response.writeHead(204).end()
      })
    else if (area === "sent")
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(sent.get(decodeURIComponent(key)) ?? []))
    // This checkout's mark, as the site's server has it: another checkout's stand-in is never reused.
    else if (request.url === `/${CHECKOUT_MARK}`) response.writeHead(200).end(process.cwd())
    else response.writeHead(404).end()
  })
  return new Promise<() => Promise<void>>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${port} is taken by another server (another checkout's tests?): stop it, then run again.`)
          : error,
      ),
    )
    server.listen(port, "127.0.0.1", () => resolve(() => new Promise((done) => server.close(() => done()))))
  })
}

const control = (area: string, to: string) =>
  `http://127.0.0.1:${MAIL_SERVICE_PORT}/test/${area}/${encodeURIComponent(to)}`

/** Answers the next sends from `to`, one answer each, in order; later ones get 200 OK. */
export async function answerSends(to: string, ...next: Answer[]) {
  await fetch(control("answers", to), { method: "PUT", body: JSON.stringify(next) })
}

/** Every send from `to` the service has received. */
export const sendsFrom = async (to: string) => (await (await fetch(control("sent", to))).json()) as Sent[]
