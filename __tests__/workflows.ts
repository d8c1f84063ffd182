// The workflows in .github/workflows read as data, for the tests that check what they can reach
// (unit/workflow.test.ts) and that run their deploy steps (deploy/deploy.spec.ts).
import { readdirSync, readFileSync } from "node:fs"
import { load } from "js-yaml"

type Values = Record<string, string | number | boolean>
export interface Step {
  id?: string
  name?: string
  if?: string
  uses?: string
  run?: string
  with?: Values
  env?: Values
}
interface Job {
  name?: string
  strategy?: { matrix: Record<string, (string | number)[]> }
  if?: string
  needs?: string | string[]
  uses?: string
  with?: Values
  secrets?: unknown
  permissions?: Record<string, string>
  environment?: string | { name: string }
  env?: Values
  outputs?: Values
  steps?: Step[]
}
export interface Workflow {
  file: string
  name: string
  on: Record<string, { branches?: string[]; workflows?: string[]; types?: string[] } | null>
  permissions?: Record<string, string>
  env?: Values
  jobs: Record<string, Job>
}

export const WORKFLOWS_DIR = ".github/workflows"
export const workflows: Workflow[] = readdirSync(WORKFLOWS_DIR)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => ({ file, ...(load(readFileSync(`${WORKFLOWS_DIR}/${file}`, "utf8")) as Omit<Workflow, "file">) }))

export const jobs = workflows.flatMap((workflow) =>
  Object.entries(workflow.jobs).map(([id, job]) => ({ id: `${workflow.file} ${id}`, job, workflow })),
)
export type Entry = (typeof jobs)[number]
export const job = (id: string): Entry => {
  const found = jobs.find((entry) => entry.id === id)
  if (!found) throw new Error(`no job ${id} in ${WORKFLOWS_DIR}`)
  return found
}
export const steps = ({ job }: Entry): Step[] => job.steps ?? []

/**
 * `text` with each `${{ a.b[0].c }}` replaced by that path's value in `context`, as GitHub would
 * (an unknown path shows as `<path: unknown>`, so a test sees what it did not provide).
 */
export function evaluate(text: string, context: object): string {
  const valueAt = (path: string) =>
    path
      .split(/[.[\]]+/)
      .filter(Boolean)
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], context)
  // `a || b`: the first that is set, as GitHub's expressions do.
  return text.replace(/\$\{\{\s*([\w.[\]|\s-]+?)\s*\}\}/g, (_, paths: string) => {
    const alternatives = paths.split("||").map((path) => path.trim())
    const value = alternatives.map(valueAt).find((found) => found !== undefined && found !== "")
    return value === undefined ? `<${paths}: unknown>` : String(value as string)
  })
}

/** The environment a step's command runs with: the workflow's, the job's, then the step's, evaluated. */
export function stepEnv(entry: Entry, step: Step, context: object): Record<string, string> {
  const env = { ...entry.workflow.env, ...entry.job.env, ...step.env }
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, evaluate(String(value), context)]))
}

/**
 * Whether a step runs, as GitHub decides from its `if`: none, or comparisons of context values with
 * quoted words joined by `&&`, the only form these workflows use. Anything else fails the test
 * that asked, rather than being guessed.
 */
export function stepRuns(step: Step, context: object): boolean {
  if (!step.if) return true
  if (step.if === "failure()") return false // a run in which every step passed
  return step.if.split("&&").every((part) => {
    const [, path, value] = /^\s*([\w.]+)\s*==\s*'([^']*)'\s*$/.exec(part) ?? []
    if (!path) throw new Error(`cannot read the condition "${step.if}"`)
    return evaluate(`\${{ ${path} }}`, context) === value
  })
}
