import * as React from "react"

const VARIANTS = {
  primary:
    "bg-indigo-600 text-white shadow-sm shadow-indigo-600/30 hover:bg-indigo-500 dark:bg-indigo-400 dark:hover:bg-indigo-300 dark:text-slate-950",
  secondary:
    "bg-white text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 dark:bg-slate-900 dark:text-white dark:ring-slate-700 dark:hover:bg-slate-800",
} as const

/** Shared look of every call-to-action, for links and buttons alike. */
export function buttonClasses(variant: keyof typeof VARIANTS = "primary", extra = ""): string {
  return `inline-flex shrink-0 items-center justify-center gap-2 rounded-full px-5 py-2.5 whitespace-nowrap text-sm font-semibold transition-colors ${VARIANTS[variant]} ${extra}`
}

type ButtonLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: keyof typeof VARIANTS }

export function ButtonLink({ variant = "primary", className = "", children, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClasses(variant, className)} {...props}>
      {children}
    </a>
  )
}
