/**
 * What a visitor types into either form is kept in this browser from the first keystroke, before
 * any of the page's code has run: an inline script in <head> (DRAFTS_SCRIPT) saves a form marked
 * `data-draft` on every input, and the forms read their draft back whenever they mount. So whatever
 * renders a form again (a hydration that starts over because an extension added an element, a
 * reload, a second tab) finds the words where the visitor left them, by design rather than by
 * timing. One entry per tab and form; a new tab gets the newest entry of its form; an entry older
 * than MAX_AGE_DAYS is never given back.
 */

/** The forms that keep drafts, by their `data-draft` name. */
export type DraftForm = "contact" | "newsletter"

/** A form's text fields by name, as typed. */
export type DraftFields = Record<string, string>

/** The form's promise (ContactForm): on a shared computer the next person should not find it much later. */
export const MAX_AGE_DAYS = 7
export const STORE_KEY = "form-drafts"
const MAX_ENTRIES = 8

interface Entry {
  at: number
  fields: DraftFields
}

/**
 * The store, over localStorage (the entries) and sessionStorage (this tab's id, which survives a
 * reload). Storage that is blocked or full leaves the words in the page only, and `save` says so.
 * Sent as source too (DRAFTS_SCRIPT), which only saves: it uses nothing from outside itself, and
 * what only the forms ask of it is in `drafts` below, outside what every visitor downloads twice.
 */
function draftStore(key: string, maxAgeMs: number, maxEntries: number) {
  const local = (): Storage | null => {
    try {
      return window.localStorage
    } catch {
      return null
    }
  }
  const tab = (): string | null => {
    try {
      let id = sessionStorage.getItem(key)
      if (!id) {
        id = Math.random().toString(36).slice(2)
        sessionStorage.setItem(key, id)
      }
      return id
    } catch {
      return null
    }
  }
  /** Every entry young enough to give back, read defensively: storage holds whatever was left there. */
  const entries = (): Record<string, Entry> => {
    const fresh: Record<string, Entry> = {}
    try {
      const stored = JSON.parse(local()?.getItem(key) ?? "{}") as Record<string, Entry | null>
      Object.keys(stored).forEach((id) => {
        const entry = stored[id]
        if (entry && entry.fields && typeof entry.fields === "object" && Date.now() - entry.at < maxAgeMs)
          fresh[id] = entry
      })
    } catch {
      // not JSON: nothing to give back
    }
    return fresh
  }
  /** Stores `next` less what `drop` names, newest first, at most maxEntries; false if storage refused. */
  const write = (next: Record<string, Entry>, drop = (_id: string, _entry: Entry) => false): boolean => {
    const ids = Object.keys(next)
      .filter((id) => !drop(id, next[id] as Entry))
      .sort((a, b) => (next[b] as Entry).at - (next[a] as Entry).at)
      .slice(0, maxEntries)
    const kept: Record<string, Entry> = {}
    ids.forEach((id) => (kept[id] = next[id] as Entry))
    try {
      const storage = local() as Storage
      if (ids.length) storage.setItem(key, JSON.stringify(kept))
      else storage.removeItem(key)
      return true
    } catch {
      return false
    }
  }
  const store = {
    tab,
    entries,
    write,
    /** Keeps what `form` holds now: its named text fields, not the hidden honeypot. False if it could not. */
    save(form: HTMLFormElement): boolean {
      const id = tab()
      if (!id) return false
      const fields: DraftFields = {}
      let typed = false
      Array.prototype.forEach.call(form.elements, (field: HTMLInputElement) => {
        if (field.name && /^(text|email|textarea)$/.test(field.type) && !field.closest('[aria-hidden="true"]')) {
          fields[field.name] = field.value
          typed = typed || field.value !== ""
        }
      })
      const all = entries()
      const name = `${id}:${form.getAttribute("data-draft")}`
      all[name] = { at: Date.now(), fields }
      return write(all, (entry) => entry === name && !typed)
    },
    /** Saves every form marked `data-draft` on each input, from now on (the inline script). */
    listen(): void {
      document.addEventListener(
        "input",
        (event) => {
          const form = (event.target as HTMLInputElement).form
          // The outcome is left on the form, for the form to say whether its draft is kept.
          if (form && form.hasAttribute("data-draft")) form.setAttribute("data-draft-saved", String(store.save(form)))
        },
        true,
      )
    },
  }
  return store
}

const ARGUMENTS = [STORE_KEY, MAX_AGE_DAYS * 24 * 60 * 60 * 1000, MAX_ENTRIES] as const

/** The store as the forms use it: saving, and reading back, clearing and asking. */
export function drafts() {
  const { tab, entries, write, ...core } = draftStore(...ARGUMENTS)
  const trimmed = (fields: DraftFields) =>
    JSON.stringify(
      Object.keys(fields)
        .sort()
        .map((name) => String(fields[name]).trim()),
    )
  const store = {
    ...core,
    /** This tab's words in `form` after a reload, with when they were typed; in a new tab, the newest any tab left. */
    entry(form: string): Entry | null {
      const all = entries()
      const own = all[`${tab()}:${form}`]
      if (own) return own
      const newest = Object.keys(all)
        .filter((id) => id.slice(id.indexOf(":") + 1) === form)
        .map((id) => all[id] as Entry)
        .sort((a, b) => b.at - a.at)[0]
      return newest ?? null
    },
    /** After a send or a discard of `words`: this tab's entry goes, and any other tab's copy of the same words. */
    clear(form: string, words: DraftFields): void {
      const own = `${tab()}:${form}`
      write(entries(), (id, entry) => id === own || trimmed(entry.fields) === trimmed(words))
    },
    /** Whether some tab's entry of `form` still holds these words (a send or a discard elsewhere removes them). */
    holds(form: string, words: DraftFields): boolean {
      const all = entries()
      return Object.keys(all).some(
        (id) => id.endsWith(`:${form}`) && trimmed((all[id] as Entry).fields) === trimmed(words),
      )
    },
    /** Whether a save would land (storage allowed, and this tab known). */
    works(): boolean {
      return tab() !== null && write(entries())
    },
  }
  return store
}

/** The inline script (gatsby-ssr puts it in <head>, before any form exists). */
export const DRAFTS_SCRIPT = `(${draftStore.toString()})(${ARGUMENTS.map((value) => JSON.stringify(value)).join(",")}).listen()`
