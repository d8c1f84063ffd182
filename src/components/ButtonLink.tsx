import * as React from "react"

const VARIANTS = {
  primary:
    "border-transparent bg-brand text-on-brand shadow-sm shadow-brand/30 hover:bg-brand-hover print:border-slate-900 print:text-slate-900",
  secondary:
    "border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800",
} as const

/**
 * Padding and text size. Kept apart from `extra`: Tailwind orders its utilities by value, not by
 * where they stand in the class list, so a `px-4` added after a `px-5` would lose to it.
 */
const SIZES = {
  regular: "px-5 py-2.5 text-sm",
  large: "px-6 py-3 text-base",
  /** The header's, narrower on the smallest phones, where the header's row has no room to spare. */
  compact: "px-3 py-2.5 text-sm min-[24rem]:px-5",
} as const

/**
 * Shared look of every call-to-action, for links and buttons alike. Each has a border, transparent
 * where the fill is the edge: forced colours drop fills and keep borders, so a button still reads
 * as a button there. Browsers print no fills by default, so on paper the label is ink, in its edge.
 */
export function buttonClasses(
  variant: keyof typeof VARIANTS = "primary",
  extra = "",
  size: keyof typeof SIZES = "regular",
): string {
  return `inline-flex shrink-0 items-center justify-center gap-2 rounded-full border whitespace-nowrap font-semibold transition-colors ${SIZES[size]} ${VARIANTS[variant]} ${extra}`
}

type ButtonLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  variant?: keyof typeof VARIANTS
  size?: keyof typeof SIZES
}

export function ButtonLink({ variant = "primary", size, className = "", children, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClasses(variant, className, size)} {...props}>
      {children}
    </a>
  )
}
