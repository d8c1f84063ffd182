import * as React from "react"

// Words from content/words.json with the page's values put in: `{name}` placeholders and `[link words]`.

const PLACEHOLDER = /\{(\w+)\}/g

/** The words with the page's values in their {placeholders}; an unknown one is left as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The same, where a value is markup (a link): the parts to render, in order. */
export function fillParts(template: string, values: Record<string, React.ReactNode>): React.ReactNode[] {
  return template
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 0 ? part : React.createElement(React.Fragment, { key: index }, values[part])))
}

/** "Please [send us an email]": the words before the brackets, the link's words, the words after. */
export function linkWords(text: string): [before: string, link?: string, after?: string] {
  const match = /\[([^\]]+)\]/.exec(text)
  return match ? [text.slice(0, match.index), match[1], text.slice(match.index + match[0].length)] : [text]
}

/** The same text as a reader sees it, without the brackets. */
export const withoutBrackets = (text: string): string => linkWords(text).join("")

/** The text with its [bracketed words] as a link to `href`, to render. */
export function withLink(text: string, href: string): React.ReactNode[] {
  const [before, link, after] = linkWords(text)
  if (link === undefined) return [text]
  return [before, React.createElement("a", { key: "link", href, className: "font-semibold underline" }, link), after]
}
