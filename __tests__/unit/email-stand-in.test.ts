/** @jest-environment node */
import { createServer } from "node:http"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { emailStandIn, toOutboxEntry } from "../../node/develop/email-stand-in"

const params = { from_name: "Dilani", reply_to: "dilani@example.lk", message: "Hello", to_name: "Serendib" }

describe("the development e-mail stand-in", () => {
  it("reads the JSON call shape", () => {
    const body = JSON.stringify({
      lib_version: "4.4.1",
      user_id: "k",
      service_id: "s",
      template_id: "t",
      template_params: params,
    })
    expect(toOutboxEntry(body, new Date(0))).toEqual({
      receivedAt: "1970-01-01T00:00:00.000Z",
      service_id: "s",
      template_id: "t",
      template_params: params,
    })
  })

  it("answers like the service and appends each message to the outbox", async () => {
    const outbox = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "messages.jsonl")
    const printed: string[] = []
    const server = createServer(emailStandIn(outbox, (line) => printed.push(line)))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1.0/email/send`
    try {
      const preflight = await fetch(url, { method: "OPTIONS" })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get("access-control-allow-origin")).toBe("*")
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ template_id: "t", template_params: params }),
      })
      expect([response.status, await response.text()]).toEqual([200, "OK"])
      expect(JSON.parse(readFileSync(outbox, "utf8").trim())).toMatchObject({ template_params: params })
      expect(printed.join("")).toContain('"message": "Hello"')
    } finally {
      server.close()
    }
  })
})
