/**
 * Loads with the page, so it stays apart from settings.ts, which only the first submit needs: a
 * module shared with the page would bring all of settings.ts into the first load.
 */

/** Whether this build can send at all (with keys, or through the development stand-in); folded at build time. */
export function sendingAvailable(): boolean {
  // `!!`, not Boolean(): the minifier folds `!!"key"` to true, and then drops the notice that a
  // build without keys shows, so keyed builds do not carry it.
  return (
    !!(
      process.env.GATSBY_EMAILJS_SERVICE_ID &&
      process.env.GATSBY_EMAILJS_TEMPLATE_ID &&
      process.env.GATSBY_EMAILJS_PUBLIC_KEY
    ) || process.env.NODE_ENV === "development"
  )
}
