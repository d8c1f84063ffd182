/**
 * Browser extensions add elements to pages as they load: a password manager puts its button inside
 * a form, a translator or grammar checker wraps words. If one lands in a part of the page React has
 * not hydrated yet, hydration finds markup the server never rendered, gives up (React's errors
 * #418 and #422) and renders that part again from nothing: the form a visitor was typing into is
 * replaced by an empty one, with focus lost.
 *
 * So the page keeps a list of the nodes added into its server HTML (`#___gatsby`) once it has been
 * parsed: none of them is the server's, and React adds none to a part before it hydrates that part.
 * An inline script at the end of <body> (FOREIGN_NODES_SCRIPT) starts the list. Just before a part
 * hydrates (the page's root in gatsby-browser, an island in Island.tsx), its foreign nodes are set
 * aside; once it has hydrated they go back where they were, so the extension keeps working.
 */

/** Where the inline script keeps the nodes added so far. */
const ADDED_NODES = "__addedNodes"

/** The element Gatsby renders the page into. */
const PAGE_ROOT_ID = "___gatsby"

/** Sent as source (FOREIGN_NODES_SCRIPT): it uses nothing from outside itself. */
function recordAddedNodes(store: string, rootId: string): void {
  const added: Node[] = []
  ;(window as unknown as Record<string, unknown>)[store] = added
  const root = document.getElementById(rootId)
  if (!root || !window.MutationObserver) return
  new MutationObserver((records) => {
    records.forEach((record) => {
      // Once a part has hydrated, what is added to it is React's, or too late to matter.
      const part = (record.target as Element).closest?.("[data-island]") ?? document.documentElement
      if (!part.hasAttribute("data-hydrated")) record.addedNodes.forEach((node) => added.push(node))
    })
  }).observe(root, { childList: true, subtree: true })
}

export const FOREIGN_NODES_SCRIPT = `(${recordAddedNodes.toString()})(${JSON.stringify(ADDED_NODES)},${JSON.stringify(PAGE_ROOT_ID)})`

/** The part of the page a node belongs to: its island, or else the page's root. */
const partOf = (node: Node) => node.parentElement?.closest("[data-island]") ?? document.getElementById(PAGE_ROOT_ID)

/**
 * Takes the nodes added to `part` (an island's wrapper, or the page's root without its islands)
 * out of the page, and returns a function that puts them back where they were.
 */
export function setAsideForeignNodes(part: Element): () => void {
  const added = (window as unknown as Record<string, Node[] | undefined>)[ADDED_NODES] ?? []
  const foreign = added.filter((node) => node.isConnected && part.contains(node) && partOf(node) === part)
  const outermost = foreign.filter((node) => !foreign.some((other) => other !== node && other.contains(node)))
  const places = outermost.map((node) => ({ node, parent: node.parentNode as ParentNode, next: node.nextSibling }))
  for (const { node, parent } of places) parent.removeChild(node)
  return () => {
    for (const { node, parent, next } of places.reverse())
      if (parent.isConnected) parent.insertBefore(node, next?.parentNode === parent ? next : null)
  }
}
