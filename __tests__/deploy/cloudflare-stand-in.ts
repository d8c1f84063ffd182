// A stand-in for the part of Cloudflare's API that `wrangler pages deploy` and `wrangler pages
// deployment list|delete` use, on loopback: wrangler talks to it when CLOUDFLARE_API_BASE_URL
// points here. It keeps every request and each deployment's branch.
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"

export interface Deployment {
  id: string
  url: string
  environment: "production" | "preview"
  branch: string
}

const PRODUCTION_BRANCH = "main"

const read = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A token wrangler can read the expiry of (it checks it only after a failed upload). */
const jwt = ["{}", JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }), "stand-in"]
  .map((part) => Buffer.from(part).toString("base64url"))
  .join(".")

export async function startCloudflareStandIn({ project, account }: { project: string; account: string }) {
  const requests: { method: string; path: string; authorization?: string }[] = []
  /** The hashes of the files uploaded so far. */
  const assets = new Set<string>()
  const deployments: Deployment[] = []
  const projectPath = `/client/v4/accounts/${account}/pages/projects/${project}`
  const describe = (deployment: Deployment) => ({
    id: deployment.id,
    url: deployment.url,
    environment: deployment.environment,
    project_name: project,
    production_branch: PRODUCTION_BRANCH,
    created_on: new Date().toISOString(),
    aliases: deployment.environment === "preview" ? [`https://${deployment.branch}.${project}.pages.dev`] : [],
    latest_stage: { name: "deploy", status: "success" },
    deployment_trigger: { type: "ad_hoc", metadata: { branch: deployment.branch, commit_hash: "" } },
  })

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in")
    requests.push({ method: request.method ?? "GET", path: url.pathname, authorization: request.headers.authorization })
    const body = await read(request)
    const answer = (result: unknown, status = 200) => {
      response.writeHead(status, { "content-type": "application/json" })
      const errors = status < 300 ? [] : [{ code: 8000007, message: String(result) }]
      response.end(JSON.stringify({ success: status < 300, errors, messages: [], result }))
    }
    const route = `${request.method} ${url.pathname}`
    if (route === `GET ${projectPath}`)
      return answer({
        name: project,
        subdomain: `${project}.pages.dev`,
        production_branch: PRODUCTION_BRANCH,
        deployment_configs: {
          production: { compatibility_date: "2026-04-01", compatibility_flags: [] },
          preview: { compatibility_date: "2026-04-01", compatibility_flags: [] },
        },
      })
    if (route === `GET ${projectPath}/upload-token`) return answer({ jwt })
    if (route === "POST /client/v4/pages/assets/check-missing")
      return answer((JSON.parse(body.toString()) as { hashes: string[] }).hashes.filter((hash) => !assets.has(hash)))
    if (route === "POST /client/v4/pages/assets/upload") {
      for (const { key } of JSON.parse(body.toString()) as { key: string }[]) assets.add(key)
      return answer(null)
    }
    if (route === "POST /client/v4/pages/assets/upsert-hashes") return answer(null)
    if (route === `POST ${projectPath}/deployments`) {
      const form = await new Response(body, {
        headers: { "content-type": request.headers["content-type"]! },
      }).formData()
      const branch = String(form.get("branch") ?? PRODUCTION_BRANCH)
      const id = `d${deployments.length + 1}`
      const deployment: Deployment = {
        id,
        url: `https://${id}.${project}.pages.dev`,
        environment: branch === PRODUCTION_BRANCH ? "production" : "preview",
        branch,
      }
      deployments.push(deployment)
      return answer(describe(deployment))
    }
    if (route === `GET ${projectPath}/deployments`) {
      const [page, perPage] = [
        Number(url.searchParams.get("page") ?? 1),
        Number(url.searchParams.get("per_page") ?? 25),
      ]
      return answer(
        deployments
          .filter(({ environment }) => environment === (url.searchParams.get("env") ?? environment))
          .reverse() // newest first
          .slice((page - 1) * perPage, page * perPage)
          .map(describe),
      )
    }
    const one = deployments.find(({ id }) => url.pathname === `${projectPath}/deployments/${id}`)
    if (one && request.method === "GET") return answer(describe(one))
    if (one && request.method === "DELETE") {
      deployments.splice(deployments.indexOf(one), 1)
      return answer(null)
    }
    answer(`the stand-in does not know ${route}`, 404)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/client/v4`,
    requests,
    deployments,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
