import * as React from "react"
import { buttonClasses } from "../components/ButtonLink"

export function Newsletter() {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Subscribe to our newsletter</h2>
      <p className="mt-2 text-sm">The latest news, articles and resources, sent to your inbox weekly</p>
      <form aria-label="Newsletter" className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          E-mail address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@company.lk"
          className="min-w-0 flex-1 rounded-full border-0 bg-white px-4 py-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-indigo-600 focus:outline-none dark:bg-slate-900 dark:text-white dark:ring-slate-700 dark:placeholder:text-slate-400"
        />
        <button type="submit" className={buttonClasses("primary")}>
          Subscribe
        </button>
      </form>
    </div>
  )
}
