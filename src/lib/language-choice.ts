/**
 * The language a visitor chose in the switcher, kept in this browser: only ever offered back
 * (LanguageOffer), never read to move anyone, so each address always answers with its own page.
 * Storage can be blocked: the choice then lasts as long as the page.
 */
const LANGUAGE_STORAGE_KEY = "language"

export function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Blocked storage: nothing to keep it in.
  }
}

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}
