// What the CI's preview job tells GitHub about a pull request's preview deploy: a commit status on
// the pull request's head, in the context the content editor looks for (PREVIEW_CONTEXT), carrying
// the preview's address once wrangler has deployed it. The editor's "View Preview" links it.
import { PREVIEW_CONTEXT } from "../../node/content/cms-config"

export interface CommitStatus {
  state: "pending" | "success" | "failure"
  context: string
  description: string
  target_url?: string
}

/**
 * The preview's address from wrangler's output file (WRANGLER_OUTPUT_FILE_PATH, one JSON object a
 * line): the branch's alias (stable across pushes, so a link the editor keeps stays good), else
 * the deployment's own address.
 */
export function previewAddress(wranglerOutput: string): string {
  const deploys = wranglerOutput
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { type?: string; url?: string; alias?: string | null })
    .filter((entry) => entry.type === "pages-deploy-detailed")
  const address = deploys.at(-1)?.alias ?? deploys.at(-1)?.url
  if (!address || !/^https:\/\//.test(address))
    throw new Error("wrangler's output names no https:// address for the preview (was the deploy skipped?)")
  return address
}

export function previewStatus(state: CommitStatus["state"], address?: string): CommitStatus {
  const description = {
    pending: "Building a preview of this change",
    success: "Preview of this change, not indexed by search engines",
    failure: "The preview could not be built: see the workflow's log",
  }[state]
  return { state, context: PREVIEW_CONTEXT, description, ...(address ? { target_url: address } : {}) }
}
