/** @jest-environment node */
// The folders' boundary, as ESLint enforces it (eslint.config.mjs): code that ships to the browser
// cannot import what only Node has, and shared/ depends on neither side.
import { spawnSync } from "node:child_process"

/** ESLint's messages for `code` as if it were the file at `file`. */
function lint(file: string, code: string): string[] {
  const result = spawnSync("npx", ["eslint", "--format", "json", "--stdin", "--stdin-filename", file], {
    input: code,
    encoding: "utf8",
  })
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string; message: string }[] }[]
  return report!.messages.map(({ ruleId, message }) => `${ruleId}: ${message.split(" import is")[0]}`)
}

jest.setTimeout(60_000)

describe("where code may import from", () => {
  it("keeps node/ and Node's modules out of browser code", () => {
    const code = `import { hash } from "../../node/security-headers"\nimport { readFileSync } from "node:fs"\nimport sharp from "sharp"\nexport const all = [hash, readFileSync, sharp]\n`
    expect(lint("src/lib/probe.ts", code)).toEqual([
      "no-restricted-imports: '../../node/security-headers'",
      "no-restricted-imports: 'node:fs'",
      "no-restricted-imports: 'sharp'",
    ])
  })

  it("keeps shared/ free of both sides", () => {
    const code = `import { THEME_TOGGLE } from "../src/lib/theme"\nimport path from "node:path"\nexport const all = [THEME_TOGGLE, path]\n`
    expect(lint("shared/probe.ts", code)).toEqual([
      "no-restricted-imports: '../src/lib/theme'",
      "no-restricted-imports: 'node:path'",
    ])
  })

  it("names Node's modules exactly: a section file named after one is browser code like any other", () => {
    const code = `import { Process } from "../sections/Process"\nimport { Path } from "./path"\nimport process from "process"\nexport const all = [Process, Path, process]\n`
    expect(lint("src/pages/probe.tsx", code)).toEqual(["no-restricted-imports: 'process'"])
  })

  it("lets node/ use Node, shared/ and what the browser code exports", () => {
    const code = `import { readFileSync } from "node:fs"\nimport { FONT_FILE } from "../shared/fonts"\nimport { THEME_TOGGLE } from "../src/lib/theme"\nexport const all = [readFileSync, FONT_FILE, THEME_TOGGLE]\n`
    expect(lint("node/probe.ts", code)).toEqual([])
  })
})
