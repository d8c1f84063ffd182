// The page's query asks for every word the words schema has (GraphQL names each field it wants):
// the lines between `# words:start` and `# words:end` in src/lib/words.ts.
import type { JsonSchema } from "../../../shared/json-schema"

export function wordsQuery(before: string, wordsSchema: JsonSchema): string {
  const groups = Object.entries(wordsSchema.properties ?? {}).filter(([key]) => !key.startsWith("$"))
  const fields = groups
    .map(
      ([group, { properties = {} }]) =>
        `    ${group} {\n${Object.keys(properties)
          .map((key) => `      ${key}\n`)
          .join("")}    }`,
    )
    .join("\n")
  return before.replace(
    /(# words:start[^\n]*\n)[\s\S]*?(\n\s*# words:end)/,
    (_, start: string, end: string) => `${start}${fields}${end}`,
  )
}
