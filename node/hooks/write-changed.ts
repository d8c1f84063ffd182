import { existsSync, readFileSync, writeFileSync } from "node:fs"

/**
 * Writes a file of static/ only where it changed: under `npm start`, Gatsby copies each change to
 * public/ as it sees it, and the two copies a rewrite of the same bytes set off raced, one removing
 * the file the other had just removed ("ENOENT: unlink public/dialogs.css", develop failing to start).
 */
export function writeChanged(file: string, data: string | Buffer): void {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(data))) return
  writeFileSync(file, data)
}
