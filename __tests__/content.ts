import { readFileSync } from "node:fs"
import path from "node:path"

/** The content the suite checks the site against: content/, or the set CONTENT_DIR names. */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? "content")

/** A content file, parsed: tests compare the page with what the editors wrote, never with today's words. */
export const content = <T = unknown>(file: string): T =>
  JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T

export const words = (): Queries.WordsFieldsFragment => content("words.json")
