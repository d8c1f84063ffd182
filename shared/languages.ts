/**
 * The site's languages: a closed list an agency picks from (site.json's `languages`), the first its
 * default, at `/`; each other at `/<code>/`. A translation is a file beside its content file
 * (`projects.si.json` beside `projects.json`, as Sveltia CMS's `multiple_files` writes it) holding
 * the texts alone: everything else (pictures, addresses, years, the brand) is the default's, shared.
 */
import { isTextField, stepOn, type JsonSchema } from "./json-schema"

export const LANGUAGES = {
  en: { name: "English", english: "English", ogLocale: "en_LK", script: "Latin" },
  si: { name: "සිංහල", english: "Sinhala", ogLocale: "si_LK", script: "Sinhala" },
  ta: { name: "தமிழ்", english: "Tamil", ogLocale: "ta_LK", script: "Tamil" },
} as const satisfies Record<string, { name: string; english: string; ogLocale: string; script: string }>

/**
 * The language a text is written in, told by its letters (each language's script): so a review an
 * editor writes in Sinhala is read by a Sinhala voice, with nothing for the editor to choose. The
 * language most of the texts' letters belong to, or undefined when none has letters of one.
 */
export function languageOf(texts: readonly unknown[]): Language | undefined {
  const text = texts.filter((value) => typeof value === "string").join(" ")
  let found: Language | undefined
  let most = 0
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    const count = text.match(new RegExp(`\\p{Script=${LANGUAGES[language].script}}`, "gu"))?.length ?? 0
    if (count > most) [found, most] = [language, count]
  }
  return found
}

const at = (source: unknown, dotted: string): unknown =>
  dotted.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], source)

/** The language of an entry's texts, each named by its "."-separated path (shared/json-schema.ts textPaths). */
export const languageAt = (source: unknown, texts: readonly string[]): Language | undefined =>
  languageOf(texts.map((dotted) => at(source, dotted)))

/** A language as the check's messages and the editor's picker name it: "Sinhala (සිංහල)". */
export const languageLabel = (language: Language): string =>
  LANGUAGES[language].name === LANGUAGES[language].english
    ? LANGUAGES[language].name
    : `${LANGUAGES[language].english} (${LANGUAGES[language].name})`

export type Language = keyof typeof LANGUAGES
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[]

/** What a page's context says of its language (node/hooks/case-study-pages.ts): "" for the site's first. */
export type PageLanguage = { language?: string }

export const isLanguage = (code: unknown): code is Language =>
  typeof code === "string" && Object.hasOwn(LANGUAGES, code)

/** The site's languages, default first: site.json's list, or English alone where it names none. */
export const siteLanguages = (
  site: { languages?: readonly (string | null)[] | null } | null | undefined,
): Language[] => {
  const listed = [...new Set((site?.languages ?? []).filter(isLanguage))]
  return listed.length ? listed : ["en"]
}

/** A page's address in a language: the default's as it is, another's under `/<code>/`. */
export const pathIn = (language: Language, path: string, languages: readonly Language[]): string =>
  language === languages[0] ? path : `/${language}${path}`

/** Where a content file's translation into `language` is ("projects.json" → "projects.si.json"; the editor's "{{locale}}" too). */
export const translationFile = (file: string, language: string): string => file.replace(/\.json$/, `.${language}.json`)

/** The content file and language a translation's name says ("projects.si.json"), if it is one. */
export function translationOf(file: string): { file: string; language: Language } | undefined {
  const match = /^(.+)\.([a-z]{2})\.json$/.exec(file)
  return match && isLanguage(match[2]) ? { file: `${match[1]}.json`, language: match[2] } : undefined
}

/** One page's addresses in every language, for `hreflang` links and the sitemap; `x-default` is the default's. */
export const alternates = (path: string, languages: readonly Language[]): { hreflang: string; path: string }[] =>
  languages.length < 2
    ? []
    : [
        ...languages.map((language) => ({ hreflang: language, path: pathIn(language, path, languages) })),
        { hreflang: "x-default", path },
      ]

/** A text written in each language: the shared `text`, but for a name or an address written once (`x-shared`). */
const isText = (schema: JsonSchema) => isTextField(schema) && !schema["x-shared"]
type Walk = { definitions: JsonSchema; local: JsonSchema }

/**
 * The default language's value with the translation's texts laid over it, by the schema: an
 * object's texts from the translation, a list's entries by their place. What the translation lacks
 * stays the default's (the check refuses that before a build; the editor's preview shows it so).
 */
export function translated(value: unknown, translation: unknown, schema: JsonSchema, walk: Walk): unknown {
  if (isText(schema)) return typeof translation === "string" ? translation : value
  const { field, local } = stepOn(schema, walk.definitions, walk.local)
  if (Array.isArray(value) && field.items) {
    const items = field.items
    const other = Array.isArray(translation) ? translation : []
    return value.map((entry, at) => translated(entry, other[at], items, { ...walk, local }))
  }
  if (value && typeof value === "object" && field.properties) {
    const properties = field.properties
    const other = translation && typeof translation === "object" ? (translation as Record<string, unknown>) : {}
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        const property = properties[key]
        return [key, property ? translated(inner, other[key], property, { ...walk, local }) : inner]
      }),
    )
  }
  return value
}

/**
 * A text that is the default's English where another script is asked for: over two words in Latin
 * letters and none of its own, leaving out the placeholders ({name}) a text keeps in every language.
 */
function stillEnglish(text: string, language: Language): boolean {
  const words = text.replace(/\{\w+\}/g, " ")
  return (
    language !== "en" &&
    languageOf([words]) === "en" &&
    !new RegExp(`\\p{Script=${LANGUAGES[language].script}}`, "u").test(words) &&
    words.trim().split(/\s+/).length > 2
  )
}

export interface TranslationProblem {
  /** The field's place in the translation, as the check's messages name it ([2, "caseStudy", "summary"]). */
  path: (string | number)[]
  message: string
}

/**
 * What keeps a translation from being its page's every text: a text not written, still in English,
 * or a list whose entries are not the default's, one for one.
 */
export function translationProblems(
  value: unknown,
  translation: unknown,
  schema: JsonSchema,
  walk: Walk,
  language: Language,
  path: (string | number)[] = [],
): TranslationProblem[] {
  const name = languageLabel(language)
  if (isText(schema)) {
    if (typeof value !== "string") return []
    if (typeof translation !== "string" || translation.trim() === "")
      return [
        {
          path,
          message: `is not written in ${name}: write it, as every text of the page in ${LANGUAGES[language].english}`,
        },
      ]
    return stillEnglish(translation, language)
      ? [{ path, message: `is still in English, not ${name}: write it in ${LANGUAGES[language].english}` }]
      : []
  }
  const { field, local } = stepOn(schema, walk.definitions, walk.local)
  const inner = { ...walk, local }
  if (Array.isArray(value) && field.items) {
    const items = field.items
    const other = Array.isArray(translation) ? translation : []
    if (other.length !== value.length && hasText(items, inner))
      return [
        {
          path,
          message: `has ${other.length} entries in ${name} and ${value.length} in the default language: give each its own, in the same order`,
        },
      ]
    return value.flatMap((entry, at) => translationProblems(entry, other[at], items, inner, language, [...path, at]))
  }
  if (value && typeof value === "object" && field.properties) {
    const properties = field.properties
    const other = translation && typeof translation === "object" ? (translation as Record<string, unknown>) : {}
    return Object.entries(value).flatMap(([key, entry]) => {
      const property = properties[key]
      return property ? translationProblems(entry, other[key], property, inner, language, [...path, key]) : []
    })
  }
  return []
}

/** An error the check finds in a value, at its place (the schema's limits, a placeholder left out). */
export type ErrorAt = { at: (string | number)[]; message: string }

/**
 * What the check refuses in a translation, by the check and the editor's preview alike: the texts not
 * written, else what its texts break that the first language's do not (a limit, a placeholder).
 */
export function translationErrors(
  value: unknown,
  translation: unknown,
  schema: JsonSchema,
  walk: Walk,
  language: Language,
  errorsOf: (value: unknown) => ErrorAt[],
): TranslationProblem[] {
  const missing = translationProblems(value, translation, schema, walk, language)
  if (missing.length) return missing
  const key = ({ at, message }: ErrorAt) => `${at.join("/")} ${message}`
  const own = new Set(errorsOf(value).map(key))
  return errorsOf(translated(value, translation, schema, walk))
    .filter((error) => !own.has(key(error)))
    .map(({ at, message }) => ({ path: at, message }))
}

/** Whether a schema holds a text anywhere: only such a list is one to translate. */
export function hasText(schema: JsonSchema, walk: Walk): boolean {
  if (isText(schema)) return true
  const { field, local } = stepOn(schema, walk.definitions, walk.local)
  const inner = { ...walk, local }
  if (field.items) return hasText(field.items, inner)
  return Object.values(field.properties ?? {}).some((property) => hasText(property, inner))
}

/** A page's language, from what its context says ("" or nothing: the site's first). */
export const languageOfPage = (said: unknown, languages: readonly Language[]): Language =>
  isLanguage(said) && languages.includes(said) ? said : (languages[0] ?? "en")

/** A page's address in the site's first language, from its address in any ("/si/case-studies/x/" → "/case-studies/x/"). */
export function firstLanguagePath(path: string, languages: readonly Language[]): string {
  const own = languages.slice(1).find((language) => path === `/${language}/` || path.startsWith(`/${language}/`))
  return own ? path.slice(own.length + 1) : path
}
