import * as React from "react"
import { useWords } from "../lib/words"

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string }

/**
 * A link that opens in a new tab without giving the new page access to this one, and tells
 * screen-reader users that it opens a new tab.
 */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const words = useWords()
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {words.page.newTab}</span>
    </a>
  )
}
