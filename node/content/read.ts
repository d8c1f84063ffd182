/**
 * Reads a content file as the build will: UTF-8 text that JSON.parse accepts. Anything else
 * (a byte order mark, UTF-16, bytes that are not UTF-8) is named as exactly that, with how to
 * save the file properly, instead of surfacing as "a character that does not belong here".
 */
import { readFileSync } from "node:fs"

export type ReadResult = { text: string } | { problem: string }

const SAVE_AS_UTF8 =
  'save it as "UTF-8" (in VS Code: click the encoding in the status bar, then "Save with Encoding" → UTF-8; in Notepad: Save as → Encoding: UTF-8)'

function decodeContent(bytes: Uint8Array): ReadResult {
  const [a, b, c] = bytes
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff) || bytes.slice(0, 64).includes(0))
    return { problem: `is saved as UTF-16 text, which the build cannot read: ${SAVE_AS_UTF8}` }
  if (a === 0xef && b === 0xbb && c === 0xbf)
    return {
      problem:
        'starts with an invisible byte order mark (BOM), which the build cannot read: save it as "UTF-8" without BOM (in VS Code: click "UTF-8 with BOM" in the status bar, then "Save with Encoding" → UTF-8; in Notepad: Save as → Encoding: UTF-8)',
    }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) }
  } catch {
    return { problem: `is not UTF-8 text (it was probably saved as Windows-1252 or Latin-1): ${SAVE_AS_UTF8}` }
  }
}

export function readContentFile(filePath: string): ReadResult {
  return decodeContent(readFileSync(filePath))
}
