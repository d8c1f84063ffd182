/**
 * What a schema cannot say about the page's sections, across files: the contact section stays (an
 * error), and a link in any content file to a section site.json's `sections` leaves out is left out
 * of the page (a note, so hiding a section never waits on its links); and within a list, no entry
 * entered twice. Pure: the content check locates what this finds, and the editor's preview says it
 * as the editor types (and refuses a save only for an error).
 */
import { KEPT_SECTION, SECTION_LABELS, sectionOfLink, shownSections } from "./content-files"

export interface SectionProblem {
  /** The content file, and where in it. */
  file: string
  at: (string | number)[]
  level: "error" | "note"
  message: string
}

/** Where the editor finds the sections ("The agency's own details → Sections, in order"), from the site's schema. */
export const sectionsField = (siteSchema: { title?: string; properties?: Record<string, { title?: string }> }) =>
  `${siteSchema.title ?? "site.json"} → ${siteSchema.properties?.sections?.title ?? "sections"}`

/** `where` names the sections' field as the editor shows it (sectionsField). */
export function sectionProblems(
  arranged: unknown,
  files: readonly { file: string; value: unknown }[],
  where: string,
): SectionProblem[] {
  if (!Array.isArray(arranged)) return [] // the schema's message covers it
  const problems: SectionProblem[] = []
  if (!arranged.includes(KEPT_SECTION))
    problems.push({
      file: "site.json",
      at: ["sections"],
      level: "error",
      message: `leaves out ${SECTION_LABELS[KEPT_SECTION]}, which always stays: the header's button and the forms lead there. Add it back`,
    })
  const shown = new Set<string>(shownSections(arranged as (string | null)[]))
  for (const { file, value } of files)
    for (const [text, at] of stringsIn(value)) {
      const section = sectionOfLink(text)
      if (section && !shown.has(section))
        problems.push({
          file,
          at,
          level: "note",
          message: `links to ${text}, the ${SECTION_LABELS[section]} section, which is not in ${where}: the page leaves this link out until the section is back`,
        })
    }
  return problems
}

/** Every string in a parsed file, with where it stands. */
export function* stringsIn(value: unknown, at: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof value === "string") yield [value, at]
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsIn(item, [...at, index])
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...at, key])
}

/** What makes two entries' titles the same to an editor: case and spaces at either end aside. */
export const entryKey = (title: string): string => title.trim().toLowerCase()

/**
 * An entry entered twice would show twice on the page (two identical slides): its title or name
 * tells. `entryLabel` names an entry as the messages do ("project 2 (…)").
 */
export function twiceEntered(
  list: readonly unknown[],
  isShownText: (text: string) => boolean,
  entryLabel: (index: number) => string,
  /** Whether an entry is new or changed since the save (the editor's preview knows): of two alike, that one is the copy. */
  isCopy: (index: number) => boolean = () => false,
): { at: (string | number)[]; message: string }[] {
  const named = new Map<string, number>()
  return list.flatMap((entry, index) => {
    const record = entry as { title?: unknown; name?: unknown } | null
    const key = record?.title !== undefined ? "title" : "name"
    const value = record?.[key]
    if (typeof value !== "string" || !isShownText(value)) return []
    const same = entryKey(value)
    const first = named.get(same)
    if (first === undefined) {
      named.set(same, index)
      return []
    }
    // The copy is named first, then the one it copies: the later of the two unless only the earlier is new.
    const [copy, original] = isCopy(first) && !isCopy(index) ? [first, index] : [index, first]
    const message = `is the same as ${entryLabel(original)}'s, so the page would show it twice: change this one, or remove it`
    return [{ at: [copy, key], message }]
  })
}
