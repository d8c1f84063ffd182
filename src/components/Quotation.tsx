import * as React from "react"

interface QuotationProps {
  /** Someone else's words, without marks of their own (a pair pasted around them is gone: shared/quotes.ts). */
  text: string
  lang?: string
  className?: string
}

/** Someone else's words in the page's quotation marks, so a client's praise never reads as the agency's own claim. */
export function Quotation({ text, lang, className }: QuotationProps) {
  return (
    <blockquote lang={lang} className={className}>
      <p>“{text}”</p>
    </blockquote>
  )
}
