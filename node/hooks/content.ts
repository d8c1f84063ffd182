/**
 * The content check as the build and `npm run content:check` run it: one folder, one validator,
 * one summary line, so an editor reads the same message in both places.
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { validateContent } from "../content/validate"
import { formatProblem, type ContentProblem } from "../content/problem"
import { IMAGE_HEADER_CACHE } from "../content/images"
import { hasEmailKeys } from "../../src/forms/settings"

/** gatsby-source-filesystem's name for content/, by which queries find its files. */
export const CONTENT_SOURCE = "content"

/** Where the editors' JSON lives: content/, or CONTENT_DIR (tests point it at a scratch copy). */
export const contentDir = (): string => path.resolve(process.env.CONTENT_DIR ?? "content")

/** The folder as messages name it, relative to the project. */
export const contentLabel = (dir = contentDir()): string => path.relative(process.cwd(), dir) || "."

/** Validates the folder exactly as the build reads it (image headers cached between runs). */
export const checkContent = (dir = contentDir()) =>
  validateContent(dir, contentLabel(dir), { imageCache: IMAGE_HEADER_CACHE })

/** The line both the build and content:check end a failure with (each adds its own ending). */
export const failureSummary = (errors: readonly ContentProblem[], label: string): string =>
  `Content check failed: ${errors.length} ${errors.length === 1 ? "problem" : "problems"} to fix in ${label}/`

/** onPreInit: stops the build before anything is sourced when a content file is broken. */
export const checkContentBeforeBuild: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const { errors, warnings, notes } = await checkContent()
  for (const note of notes) reporter.info(`Content: ${formatProblem(note)}`)
  for (const warning of warnings) reporter.warn(`Content: ${formatProblem(warning)}`)
  if (process.env.gatsby_executing_command === "build" && !hasEmailKeys(process.env)) {
    reporter.warn(
      "E-mail sending is not configured: GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID and GATSBY_EMAILJS_PUBLIC_KEY are not all set. " +
        "This build's contact and newsletter forms will offer to send by e-mail (mailto:) instead. See .env.example.",
    )
  }
  if (errors.length > 0) reporter.panic(problemList(errors))
}

/** The check's findings as one block: the summary line, then a line per problem. */
export const problemList = (errors: readonly ContentProblem[]) =>
  `${failureSummary(errors, contentLabel())}.\n${errors.map((error) => `  ${formatProblem(error)}`).join("\n")}`
