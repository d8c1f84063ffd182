// remove-preview.yml, when a pull request closes: tsx scripts/remove-preview.mts pr-<number>
// Deletes every Cloudflare Pages deployment of that preview branch, its alias with it, so a closed
// pull request's draft stops being public. CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and
// CLOUDFLARE_PAGES_PROJECT come from the workflow; CLOUDFLARE_API_BASE_URL, as for wrangler, from tests.
const [branch] = process.argv.slice(2)
const {
  CLOUDFLARE_API_TOKEN,
  CLOUDFLARE_ACCOUNT_ID,
  CLOUDFLARE_PAGES_PROJECT,
  CLOUDFLARE_API_BASE_URL = "https://api.cloudflare.com/client/v4",
} = process.env
if (!branch || !/^pr-\d+$/.test(branch)) throw new Error("usage: remove-preview.mts pr-<number>")
if (!CLOUDFLARE_API_TOKEN || !CLOUDFLARE_ACCOUNT_ID || !CLOUDFLARE_PAGES_PROJECT)
  throw new Error("CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_PAGES_PROJECT are needed")

const project = `${CLOUDFLARE_API_BASE_URL}/accounts/${CLOUDFLARE_ACCOUNT_ID}/pages/projects/${CLOUDFLARE_PAGES_PROJECT}`
async function cloudflare<T>(url: string, method = "GET"): Promise<T> {
  const response = await fetch(url, { method, headers: { authorization: `Bearer ${CLOUDFLARE_API_TOKEN}` } })
  const body = (await response.json()) as { success: boolean; result: T; errors: unknown[] }
  if (!response.ok || !body.success)
    throw new Error(`Cloudflare answered ${response.status} to ${method} ${url}: ${JSON.stringify(body.errors)}`)
  return body.result
}

interface Deployment {
  id: string
  deployment_trigger: { metadata: { branch: string } }
}
const PER_PAGE = 25
const ours: string[] = []
for (let page = 1; ; page++) {
  const deployments = await cloudflare<Deployment[]>(
    `${project}/deployments?env=preview&per_page=${PER_PAGE}&page=${page}`,
  )
  ours.push(...deployments.filter((d) => d.deployment_trigger.metadata.branch === branch).map(({ id }) => id))
  if (deployments.length < PER_PAGE) break
}
// Oldest first, so the alias keeps pointing at a deployment until the last one goes.
for (const id of ours.reverse()) await cloudflare(`${project}/deployments/${id}?force=true`, "DELETE")
console.log(ours.length ? `${branch}: ${ours.length} deployments deleted` : `${branch}: no deployments left`)
