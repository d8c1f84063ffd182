/** @jest-environment node */
import { readContentJson } from "../../node/hooks/content-json"

/**
 * readContentJson on a File node of services.json holding two entries. `stored` is the digest of
 * that file's node in Gatsby's store as each action is taken; `onCreate` runs after each entry.
 */
async function entriesMade(stored: () => string, onCreate = () => {}) {
  const node = {
    id: "file",
    name: "services",
    absolutePath: "/content/services.json",
    children: [],
    internal: { type: "File", mediaType: "application/json", contentDigest: "first save" },
  }
  const created: string[] = []
  const linked: string[] = []
  await (readContentJson as (args: unknown) => Promise<void>)({
    node,
    loadNodeContent: async () => JSON.stringify([{ title: "A" }, { title: "B" }]),
    getNode: () => ({ ...node, internal: { ...node.internal, contentDigest: stored() } }),
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "digest",
    actions: {
      createNode: async (entry: { title: string }) => {
        created.push(entry.title)
        onCreate()
      },
      createParentChildLink: ({ child }: { child: { title: string } }) => void linked.push(child.title),
    },
  })
  return { created, linked }
}

describe("a content file's entries under npm start", () => {
  it("are made and linked to their file", async () => {
    expect(await entriesMade(() => "first save")).toEqual({ created: ["A", "B"], linked: ["A", "B"] })
  })

  it("stop the moment a newer save replaces the file's node, linking nothing to the old one", async () => {
    let stored = "first save"
    const made = await entriesMade(
      () => stored,
      () => (stored = "second save"),
    )
    expect(made).toEqual({ created: ["A"], linked: [] })
  })
})
