/**
 * What the schemas' patterns cannot say about a web address: a name in its xn-- form judged as the
 * letters it shows (a look-alike of a plain name passes the pattern written so), and a profile that
 * leads to the network its icon names. The content check and the editor's preview both ask
 * (valueProblems), so a save the preview lets through is one the check passes.
 */
// punycode.js, not Node's own module of that name: the editor's preview runs this in the browser too.
import punycode from "punycode/punycode.js"

/** The hosts each network's profiles live on, by the icon the schema names it with. */
export const NETWORK_HOSTS: Record<string, string[]> = {
  facebook: ["facebook.com", "fb.com"],
  instagram: ["instagram.com"],
  linkedin: ["linkedin.com"],
  x: ["x.com", "twitter.com"],
  youtube: ["youtube.com", "youtu.be"],
  tiktok: ["tiktok.com"],
  github: ["github.com"],
  whatsapp: ["wa.me", "whatsapp.com"],
  behance: ["behance.net"],
  dribbble: ["dribbble.com"],
}

const hostOf = (address: string): string | undefined => {
  try {
    return new URL(address).hostname
  } catch {
    return undefined // the pattern's message says why
  }
}

/**
 * Why an https:// address's name, shown as a browser shows it, is a look-alike: a Latin letter
 * with a mark (á for a) or plain letters mixed with another script's (Cyrillic а among Latin ones).
 * A name wholly in another script (Sinhala, Tamil) is the agency's to use.
 */
export function lookAlike(address: string): string | undefined {
  const host = hostOf(address)
  if (!host?.split(".").some((label) => label.startsWith("xn--"))) return undefined
  const shown = punycode.toUnicode(host)
  for (const label of shown.split(".")) {
    const letters = label.match(/\p{L}/gu) ?? []
    const marked = letters.find((letter) => /\p{Script=Latin}/u.test(letter) && !/[A-Za-z]/.test(letter))
    const mixed =
      letters.some((letter) => /[A-Za-z]/.test(letter)) && letters.some((letter) => !/\p{Script=Latin}/u.test(letter))
    if (marked || mixed)
      return `has a name written in its xn-- form that shows as ${shown}, ${marked ? `whose “${marked}” looks like a plain letter` : "plain letters mixed with another script's"}, as names made to pass for others are: type the address as its owner gives it`
  }
  return undefined
}

/** Why a profile's address does not lead to the network its icon names (`label` is the icon's name). */
export function offNetwork(address: string, icon: string, label: string): string | undefined {
  const hosts = NETWORK_HOSTS[icon]
  const host = hostOf(address)?.toLowerCase()
  if (!hosts || !host) return undefined
  if (hosts.some((name) => host === name || host.endsWith(`.${name}`))) return undefined
  return `leads to ${host}, but its icon is ${label}'s (${hosts.join(", ")}): give the profile's address there, or pick the icon of the network it leads to`
}
