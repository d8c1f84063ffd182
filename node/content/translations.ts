/**
 * The check of the site's translations (shared/languages.ts): each language site.json names but the
 * first has a file beside each content file that holds texts, every text written in it; a
 * translation in a language the site does not name is refused, so nothing is published half-made.
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"
import type { JsonSchema } from "../../shared/json-schema"
import {
  type ErrorAt,
  hasText,
  languageLabel,
  LANGUAGES,
  siteLanguages,
  translationFile,
  translationErrors,
  translationOf,
} from "../../shared/languages"
import { parseJsonWithPositions, positionOfPath } from "./json-position"
import type { ContentProblem } from "./problem"
import { readContentFile } from "./read"

interface Checked {
  file: string
  value: unknown
  schema: Record<string, unknown>
  /** The entry and field at a place in the file, by the form's labels, as the check names them. */
  locate: (at: (string | number)[]) => Pick<ContentProblem, "entry" | "field">
}

/** The errors the check finds in a content file's value, each at its place (validate.ts). */
type ErrorsOf = (
  file: string,
  schema: Record<string, unknown>,
  value: unknown,
) => ErrorAt[]

export function translationReport(
  contentDir: string,
  label: string,
  checked: readonly Checked[],
  definitions: JsonSchema,
  errorsOf: ErrorsOf,
): ContentProblem[] {
  const site = checked.find(({ file }) => file === "site.json")?.value as { languages?: string[] } | undefined
  const [first, ...others] = siteLanguages(site)
  const problems: ContentProblem[] = []
  const start = (file: string) => ({ file: `${label}/${file}`, line: 1, column: 1 })

  for (const name of readdirSync(contentDir).sort()) {
    const of = translationOf(name)
    if (of && !others.includes(of.language))
      problems.push({
        ...start(name),
        message:
          of.language === first
            ? `is a translation into ${languageLabel(of.language)}, the site's first language, which ${of.file} holds: remove it`
            : `is a translation into ${languageLabel(of.language)}, which site.json's languages do not name: add ${of.language} there to publish it, or remove it`,
      })
  }

  for (const { file, value, schema, locate } of checked) {
    const walk = { definitions, local: schema as JsonSchema }
    if (!hasText(schema as JsonSchema, walk)) continue
    for (const language of others) {
      const name = translationFile(file, language)
      const at = path.join(contentDir, name)
      if (!existsSync(at)) {
        problems.push({
          ...start(name),
          message: `is missing: site.json names ${languageLabel(language)}, so ${file}'s texts need writing in ${LANGUAGES[language].english} here, beside it`,
        })
        continue
      }
      const read = readContentFile(at)
      if ("problem" in read) {
        problems.push({ ...start(name), message: read.problem })
        continue
      }
      const parsed = parseJsonWithPositions(read.text)
      if (parsed.syntaxError) {
        problems.push({ file: `${label}/${name}`, ...parsed.syntaxError.position, message: `is not valid JSON: ${parsed.syntaxError.message}` })
        continue
      }
      // The entry and field as the first language's form names them, at their place in this file.
      const placed = (place: (string | number)[], message: string): ContentProblem => ({
        ...locate(place),
        file: `${label}/${name}`,
        ...positionOfPath(read.text, parsed.tree, place),
        message,
      })
      const errors = translationErrors(value, parsed.value, schema as JsonSchema, walk, language, (laid) =>
        errorsOf(file, schema, laid),
      )
      problems.push(...errors.map(({ path: place, message }) => placed(place, message)))
    }
  }
  return problems
}
