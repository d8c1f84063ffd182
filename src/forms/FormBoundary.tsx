import * as React from "react"
import { fillParts } from "../lib/fill"
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
            fillParts(words?.contactForm.broken ?? "{email}", {
              email: (
                <a href={`mailto:${this.props.agencyEmail}`} className="font-semibold underline">
                  {this.props.agencyEmail}
                </a>
              ),
            })
          }
        </WordsContext.Consumer>
      </p>
    )
  }
}
