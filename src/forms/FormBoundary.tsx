import * as React from "react"
import { fill, withLink } from "../lib/fill"
import { WordsContext } from "../lib/words"

interface FormBoundaryProps {
  agencyEmail: string
  children: React.ReactNode
}

/**
 * The floor under each form: should rendering it ever fail, the section stays, with a way to
 * write to the agency, and what was typed is still in the draft store (drafts.ts) for a reload.
 */
export class FormBoundary extends React.Component<FormBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error("The form could not be shown:", error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p
        role="alert"
        className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-400/10 dark:text-amber-200"
      >
        <WordsContext.Consumer>
          {(words) =>
            words &&
            withLink(
              fill(words.contactForm.broken, { email: this.props.agencyEmail }),
              `mailto:${this.props.agencyEmail}`,
            )
          }
        </WordsContext.Consumer>
      </p>
    )
  }
}
