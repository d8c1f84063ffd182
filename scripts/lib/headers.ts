// Reads the build's _headers file (Netlify format) and answers which headers apply to a path, so
// tests can serve the site exactly as the host would.

/** [pattern, headers] pairs in file order. */
export type HeaderRule = [pattern: string, headers: Record<string, string>]

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split("\n")) {
    if (!line.trim()) continue
    if (!/^\s/.test(line)) rules.push([line.trim(), {}])
    else {
      const colon = line.indexOf(":")
      const current = rules.at(-1)
      if (current && colon > 0) current[1][line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
    }
  }
  return rules
}

/** Netlify's matching: `*` matches the rest of the path; every matching rule applies. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    ).test(urlPath)
  return Object.assign({}, ...rules.filter(([pattern]) => matches(pattern)).map(([, headers]) => headers))
}
