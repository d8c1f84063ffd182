/** @jest-environment node */
// An editor's account cannot run code through the editors' folder. A scratch copy of the project
// gets what such an account could push to content/: a package.json whose "prettier" key loads a
// plugin from content/images/pwn (a file with no extension), and tools' own settings files that load
// the same. `npm run lint`, `npm run format` and Jest run none of it; `npm test` stops at its first
// step, the content check, which names both files of the reproduction. (In Jest, not among the
// browser tests: its tools' minutes overlap the path-prefix build, not the host the browsers use.)
import { spawnSync } from "node:child_process"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

test("what an editor's account plants in content/ runs in no tool, and the content check refuses it", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "boundary-"))
  try {
    // The project as the tools meet it: their settings, the code the content check runs, the
    // content, one Jest test; the rest (other tests, docs, static files) would only make them slower.
    const tracked = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      encoding: "utf8",
    })
      .stdout.split("\0")
      .filter(Boolean)
    const kept = (file: string) =>
      !/^(__tests__|docs|static|\.github|scripts)\/|\.md$/.test(file) ||
      /^scripts\/(test-all\.sh|ensure-tools\.sh|content-check\.mts)$|^__tests__\/unit\/json-position\.test\.ts$/.test(
        file,
      )
    for (const file of tracked.filter((name) => kept(name) && existsSync(name))) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
      copyFileSync(file, path.join(scratch, file))
    }
    symlinkSync(path.resolve("node_modules"), path.join(scratch, "node_modules"))

    const ran = path.join(scratch, "RAN")
    const payload = `require("node:fs").appendFileSync(${JSON.stringify(ran)}, process.argv.join(" ") + "\\n")\nmodule.exports = {}\n`
    const planted: Record<string, string> = {
      "content/package.json": JSON.stringify({ prettier: { plugins: ["./images/pwn"] } }),
      "content/images/pwn": payload,
      "content/.prettierrc.cjs": payload,
      "content/babel.config.js": payload,
      "content/jest.config.js": payload,
      "content/eslint.config.mjs": `import { appendFileSync } from "node:fs"\nappendFileSync(${JSON.stringify(ran)}, "eslint\\n")\nexport default []\n`,
    }
    for (const [file, text] of Object.entries(planted)) writeFileSync(path.join(scratch, file), text)

    const run = (command: string, ...args: string[]) => {
      const result = spawnSync(command, args, {
        cwd: scratch,
        encoding: "utf8",
        env: { ...process.env, CONTENT_DIR: "content", GATSBY_TELEMETRY_DISABLED: "1" },
        timeout: 240_000,
      })
      return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
    }
    // Each passes (the plant breaks none of them), showing its output where it does not.
    for (const command of [
      ["npm", "run", "lint"],
      ["npm", "run", "format"],
      ["npx", "jest", "--ci", "__tests__/unit/json-position.test.ts"],
    ]) {
      const { status, output } = run(command[0]!, ...command.slice(1))
      expect({ command, status, output: status ? output : "" }).toEqual({ command, status: 0, output: "" })
    }
    const suite = run("bash", "scripts/test-all.sh")
    expect(suite.status).not.toBe(0)
    expect(suite.output).toMatch(/^error {4}content\/package\.json:1:1 {2}is not one of the site's content files/m)
    expect(suite.output).toMatch(/^error {4}content\/images\/pwn:1:1 {2}is not a picture/m)
    expect(suite.output).not.toContain("== Type-check")
    expect(existsSync(ran) ? readFileSync(ran, "utf8") : "nothing ran").toBe("nothing ran")
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}, 300_000)
