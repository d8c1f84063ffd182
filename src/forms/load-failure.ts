/**
 * Why the code a submit needs could not be downloaded: the device is offline, or the site was
 * deployed again since the page was opened and the old file is gone (a 404). Loads with the page.
 */
export type LoadFailure = "offline" | "new-version"

/** webpack's ChunkLoadError names the file it tried in `request`. */
function chunkUrl(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("request" in error)) return undefined
  return typeof error.request === "string" ? error.request : undefined
}

/**
 * A script tag's failure says nothing about why, so the file is asked for once more: an answer of
 * 404 or 410 means it is gone; no answer means the network is.
 */
export async function whyNotLoaded(
  error: unknown,
  online: boolean,
  probe: (url: string) => Promise<{ status: number }> = (url) => fetch(url, { method: "HEAD", cache: "no-store" }),
): Promise<LoadFailure> {
  const url = chunkUrl(error)
  if (!online || !url) return "offline"
  try {
    const { status } = await probe(url)
    return status === 404 || status === 410 ? "new-version" : "offline"
  } catch {
    return "offline"
  }
}
