// The content editor's local-repository mode without a person to pick a folder: Chromium's folder
// picker answered with a folder of the origin-private file system that holds the repository's
// content files. Used by the editor's browser test and the screenshots script.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * content/*.json by repository path, as the picked folder holds them; with `images`, also every
 * file under content/images (base64, so it survives the trip into the page), for thumbnails.
 */
export type RepositoryFile = string | { base64: string }

export function contentFiles({ dir = "content", images = false } = {}): Record<string, RepositoryFile> {
  const files: [string, RepositoryFile][] = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file): [string, RepositoryFile] => [`content/${file}`, readFileSync(path.join(dir, file), "utf8")])
  if (images)
    for (const entry of readdirSync(path.join(dir, "images"), { recursive: true, withFileTypes: true }))
      if (entry.isFile()) {
        const file = path.join(entry.parentPath, entry.name)
        const name = `content/${path.relative(dir, file).split(path.sep).join("/")}`
        files.push([name, { base64: readFileSync(file).toString("base64") }])
      }
  return Object.fromEntries(files)
}

/**
 * Runs in the page (context.addInitScript(localRepository, files)): the folder also gets a .git
 * folder, which the CMS looks for to know it is a repository.
 */
export function localRepository(files: Record<string, RepositoryFile>) {
  // The editor animates each move between its screens with a view transition, whose overlay takes
  // every click until it ends: on a loaded machine more than ten seconds (seen in CI). Without the
  // API (as in Firefox ESR) it moves at once, and everything else is the same.
  delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition
  // Chromium's picker, not yet in TypeScript's DOM types.
  ;(window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
    async () => {
      const root = await navigator.storage.getDirectory()
      const repo = await root.getDirectoryHandle("repo", { create: true })
      const git = await repo.getDirectoryHandle(".git", { create: true })
      const head = await (await git.getFileHandle("HEAD", { create: true })).createWritable()
      await head.write("ref: refs/heads/main\n")
      await head.close()
      for (const [name, content] of Object.entries(files)) {
        const parts = name.split("/")
        let dir = repo
        const fileName = parts.pop() ?? name
        for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true })
        const handle = await dir.getFileHandle(fileName, { create: true })
        if ((await handle.getFile()).size > 0) continue // kept from an earlier save on this page
        const writable = await handle.createWritable()
        await writable.write(
          typeof content === "string" ? content : Uint8Array.from(atob(content.base64), (c) => c.charCodeAt(0)),
        )
        await writable.close()
      }
      return repo
    }
}
