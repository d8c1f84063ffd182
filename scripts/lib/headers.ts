// Reads the build's _headers file (Netlify format) and answers which headers apply to a path, so
// tests can serve the site exactly as the host would.

/** [pattern, headers] pairs in file order; a header set to null is detached ("! Name"). */
export type HeaderRule = [pattern: string, headers: Record<string, string | null>]

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split("\n")) {
    if (!line.trim()) continue
    if (!/^\s/.test(line)) rules.push([line.trim(), {}])
    else {
      const colon = line.indexOf(":")
      const current = rules.at(-1)
      const detached = /^\s*!\s*(\S+)/.exec(line)?.[1]
      if (current && detached) current[1][detached] = null
      else if (current && colon > 0) current[1][line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
    }
  }
  return rules
}

/** Netlify's matching: `*` matches the rest of the path; every matching rule applies, in order. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    ).test(urlPath)
  const headers = new Map<string, string>()
  for (const [, rule] of rules.filter(([pattern]) => matches(pattern)))
    for (const [name, value] of Object.entries(rule))
      if (value === null) headers.delete(name)
      else headers.set(name, value)
  return Object.fromEntries(headers)
}
