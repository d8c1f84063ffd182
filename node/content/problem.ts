/**
 * What the content check reports, and how it is printed: for a person (formatProblem) and for
 * GitHub Actions, on the line it names (githubAnnotation).
 */
import { UNSHOWN } from "../../shared/content-files"
import { described } from "../../shared/place"

/** One problem in one content file, located precisely enough for an editor to fix it. */
export interface ContentProblem {
  /** Path relative to the project, e.g. content/projects.json. */
  file: string
  line: number
  column: number
  /** "entry 3 (“Course catalogue website”)", absent for whole-file problems. */
  entry?: string
  /** The field inside the entry by the form's labels, e.g. "Client › Website" (shared/place.ts). */
  field?: string
  message: string
}

export interface ContentReport {
  errors: ContentProblem[]
  warnings: ContentProblem[]
  /** What the editor should know and need not change (the brand colour's shade in each theme). */
  notes: ContentProblem[]
  /** Every image the content points to that sharp can read, with its size as its header gives it. */
  images: { file: string; width: number; height: number; bytes: number }[]
}

/**
 * Text as one line, its control characters written as `\u` escapes, and the runner's two command
 * forms broken with a space (`: :`, `# #[`): what content holds (a title, an id, a file name) can
 * then never be read as a command by GitHub's runner, which takes `::` at a line's start and
 * `##[` anywhere in it.
 */
export function printable(text: string): string {
  return text
    .replace(new RegExp(UNSHOWN, "gu"), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .replace(/##\[/g, "# #[")
    .replace(/::/g, ": :")
}

/** `entry 3 ("…"), field "Client › Website": message`, or the message alone for a whole file. */
function withPlace(problem: ContentProblem): string {
  const where = described(problem)
  return printable(`${where ? `${where}: ` : ""}${problem.message}`)
}

/** `content/projects.json:23:7  entry 3 ("…"), field "Client › Website": message` */
export function formatProblem(problem: ContentProblem): string {
  return `${printable(problem.file)}:${problem.line}:${problem.column}  ${withPlace(problem)}`
}

/**
 * A GitHub Actions workflow command, so the problem shows on its line in the commit or pull
 * request. Properties and message are escaped as the runner requires.
 */
export function githubAnnotation(problem: ContentProblem, level: "error" | "warning" | "notice"): string {
  // printable: one line, and no command form left in it; then the runner's own escapes.
  const property = (value: string) =>
    printable(value).replace(/%/g, "%25").replace(/:/g, "%3A").replace(/,/g, "%2C")
  // The message is already printable (withPlace): one line, and no command form left in it.
  const data = (value: string) => value.replace(/%/g, "%25")
  const title = `Content: ${problem.file.split("/").pop() ?? problem.file}`
  return `::${level} file=${property(problem.file)},line=${problem.line},col=${problem.column},title=${property(title)}::${data(withPlace(problem))}`
}
