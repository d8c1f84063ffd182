// A GitHub for the content editor's browser tests, answered inside the browser (context.route):
// one repository held in memory as commits, branches, pull requests with labels, and commit
// statuses, behind the REST paths and a GraphQL schema that Sveltia CMS's GitHub back-end uses.
// The GraphQL side is GitHub's published schema (@octokit/graphql-schema), so a query the editor
// sends that GitHub would refuse, or a field GitHub never leaves empty that this one cannot fill,
// fails loudly, naming the field. Every request it could not answer is listed in `unanswered`.
import type { BrowserContext, Route } from "@playwright/test"
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { buildSchema, graphql } from "graphql"

const API = "https://api.github.com"

export interface Account {
  login: string
  name: string
  id: number
}

interface Commit {
  oid: string
  message: string
  parents: string[]
  /** path → blob oid */
  files: Map<string, string>
  committedDate: string
}

interface PullRequest {
  number: number
  id: string
  title: string
  body: string
  head: string
  /** The commit the branch started from, to apply the pull request's changes onto main. */
  base: string
  baseRef: string
  state: "OPEN" | "CLOSED" | "MERGED"
  isDraft: boolean
  labels: string[]
  createdAt: string
  updatedAt: string
  mergedAs?: string
}

interface CommitStatus {
  state: "pending" | "success" | "failure" | "error"
  context: string
  target_url?: string
  description?: string
}

// The package exports its schema to ES modules only, which Playwright's CommonJS cannot load; and
// GitHub's schema defines two fields twice, which graphql-js refuses unless told to trust it.
const schema = buildSchema(readFileSync("node_modules/@octokit/graphql-schema/schema.graphql", "utf8"), {
  assumeValidSDL: true,
})

const gitHash = (type: string, body: Buffer | string) => {
  const bytes = Buffer.from(body)
  return createHash("sha1").update(`${type} ${bytes.length}\0`).update(bytes).digest("hex")
}
const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0)

/**
 * `files`: repository path → contents, the first commit on `branch`. `account` is who signs in.
 */
export function gitHubStandIn(repoName: string, files: Record<string, string | Buffer>, account: Account) {
  const [owner = "", name = ""] = repoName.split("/")
  const blobs = new Map<string, Buffer>()
  const commits = new Map<string, Commit>()
  const branches = new Map<string, string>()
  /** Where each branch was made from: what its pull request is compared with. */
  const branchStart = new Map<string, string>()
  const pulls: PullRequest[] = []
  const statuses = new Map<string, CommitStatus[]>()
  const unanswered: string[] = []
  /** The Authorization headers requests came with. */
  const authorizations = new Set<string>()
  let clock = Date.parse("2026-11-23T09:00:00Z")
  const now = () => new Date((clock += 60_000)).toISOString()

  const putBlob = (contents: Buffer) => {
    const oid = gitHash("blob", contents)
    blobs.set(oid, contents)
    return oid
  }
  const commit = (parent: string | undefined, files: Map<string, string>, message: string) => {
    const committedDate = now()
    const oid = gitHash("commit", `${parent}\n${message}\n${committedDate}\n${[...files].join()}`)
    commits.set(oid, { oid, message, parents: parent ? [parent] : [], files, committedDate })
    return oid
  }
  branches.set(
    "main",
    commit(
      undefined,
      new Map(Object.entries(files).map(([path, body]) => [path, putBlob(Buffer.from(body))])),
      "First commit",
    ),
  )

  const headOf = (ref: string) => branches.get(ref.replace(/^refs\/heads\//, ""))
  const commitAt = (ref: string) => commits.get(headOf(ref) ?? ref)
  const pullByNumber = (number: number) => pulls.find((pull) => pull.number === number)

  // ---- GraphQL objects: plain data, with __typename for interfaces and methods for arguments
  const user = {
    __typename: "User",
    id: `U_${account.id}`,
    databaseId: account.id,
    login: account.login,
    name: account.name,
    email: `${account.login}@example.lk`,
    avatarUrl: `${API}/avatars/${account.login}`,
  }
  const blobObject = (oid: string) => {
    const bytes = blobs.get(oid)!
    const binary = isBinary(bytes)
    return {
      __typename: "Blob",
      id: `B_${oid}`,
      oid,
      byteSize: bytes.length,
      isBinary: binary,
      isTruncated: false,
      text: binary ? null : bytes.toString("utf8"),
    }
  }
  const changedPaths = (from: Commit | undefined, to: Commit) =>
    [...new Set([...(from?.files.keys() ?? []), ...to.files.keys()])].filter(
      (path) => from?.files.get(path) !== to.files.get(path),
    )
  const commitObject = (oid: string): object => {
    const data = commits.get(oid)!
    return {
      __typename: "Commit",
      id: `C_${oid}`,
      oid,
      message: data.message,
      committedDate: data.committedDate,
      author: { name: account.name, email: user.email, avatarUrl: user.avatarUrl, user },
      history: ({ first = 100, path }: { first?: number; path?: string }) => {
        const nodes: object[] = []
        for (let at: Commit | undefined = data; at && nodes.length < first;) {
          const parent: Commit | undefined = at.parents[0] ? commits.get(at.parents[0]) : undefined
          if (!path || changedPaths(parent, at).includes(path)) nodes.push(commitObject(at.oid))
          at = parent
        }
        return { nodes }
      },
      file: ({ path }: { path: string }) => {
        const blob = data.files.get(path)
        return blob ? { oid: blob, path, name: path.split("/").at(-1) } : null
      },
      status: () => {
        const contexts = (statuses.get(oid) ?? []).map((status) => ({
          context: status.context,
          state: status.state.toUpperCase(),
          targetUrl: status.target_url,
          description: status.description,
        }))
        return { state: contexts.at(-1)?.state ?? "PENDING", contexts }
      },
      deployments: { nodes: [] },
      checkSuites: { nodes: [] },
    }
  }
  const refObject = (branch: string) => ({
    id: `R_${branch}`,
    name: branch,
    prefix: "refs/heads/",
    target: commitObject(branches.get(branch)!),
  })
  const pullObject = (pull: PullRequest) => {
    const head = commits.get(branches.get(pull.head) ?? pull.mergedAs ?? pull.base)!
    return {
      __typename: "PullRequest",
      ...pull,
      url: `https://github.com/${repoName}/pull/${pull.number}`,
      isCrossRepository: false,
      headRefName: pull.head,
      headRefOid: head.oid,
      headRepositoryOwner: { __typename: "User", login: owner, id: "U_owner" },
      author: user,
      labels: { nodes: pull.labels.map((label) => ({ name: label })) },
      files: { nodes: filesOf(pull).map(({ path, changeType }) => ({ path, changeType })) },
    }
  }
  const filesOf = (pull: PullRequest) => {
    const base = commits.get(pull.base)!
    const head = commits.get(branches.get(pull.head) ?? pull.base)!
    return changedPaths(base, head).map((path) => ({
      path,
      changeType: !base.files.has(path) ? "ADDED" : !head.files.has(path) ? "DELETED" : "MODIFIED",
    }))
  }
  const repository = {
    __typename: "Repository",
    id: `REPO_${repoName}`,
    name,
    nameWithOwner: repoName,
    defaultBranchRef: () => refObject("main"),
    ref: ({ qualifiedName }: { qualifiedName: string }) => {
      const branch = qualifiedName.replace(/^refs\/heads\//, "")
      return branches.has(branch) ? refObject(branch) : null
    },
    refs: ({ refPrefix }: { refPrefix: string }) => ({
      nodes: [...branches.keys()]
        .filter((branch) => `refs/heads/${branch}`.startsWith(refPrefix))
        .map((branch) => ({ ...refObject(branch), name: `refs/heads/${branch}`.slice(refPrefix.length) })),
    }),
    object: ({ oid, expression }: { oid?: string; expression?: string }) => {
      if (oid) return blobs.has(oid) ? blobObject(oid) : commits.has(oid) ? commitObject(oid) : null
      const [ref = "", path = ""] = (expression ?? "").split(":")
      const at = commitAt(ref)
      const blob = path ? at?.files.get(path) : undefined
      return blob ? blobObject(blob) : at && !path ? commitObject(at.oid) : null
    },
    pullRequests: (args: { states?: string[]; labels?: string[]; headRefName?: string }) => ({
      nodes: pulls
        .filter((pull) => !args.states || args.states.includes(pull.state))
        .filter((pull) => !args.labels || pull.labels.some((label) => args.labels!.includes(label)))
        .filter((pull) => !args.headRefName || pull.head === args.headRefName)
        .map(pullObject),
    }),
  }
  const setDraft = (pullRequestId: string, isDraft: boolean) => {
    const pull = pulls.find((candidate) => candidate.id === pullRequestId)!
    Object.assign(pull, { isDraft, updatedAt: now() })
    return { pullRequest: pullObject(pull) }
  }
  const root = {
    repository: (args: { owner: string; name: string }) =>
      args.owner === owner && args.name === name ? repository : null,
    viewer: user,
    node: ({ id }: { id: string }) => {
      const pull = pulls.find((candidate) => candidate.id === id)
      return pull ? pullObject(pull) : null
    },
    createCommitOnBranch: ({ input }: { input: CommitInput }) => {
      const branch = input.branch.branchName ?? ""
      const head = branches.get(branch)
      if (!head) throw new Error(`Branch "${branch}" not found`)
      if (head !== input.expectedHeadOid)
        throw new Error(`Expected branch to point to "${input.expectedHeadOid}" but it did not`)
      const files = new Map(commits.get(head)!.files)
      for (const { path } of input.fileChanges?.deletions ?? []) files.delete(path)
      for (const { path, contents } of input.fileChanges?.additions ?? [])
        files.set(path, putBlob(Buffer.from(contents, "base64")))
      const oid = commit(head, files, input.message.headline)
      branches.set(branch, oid)
      for (const pull of pulls) if (pull.head === branch) pull.updatedAt = now()
      return { commit: commitObject(oid) }
    },
    createRef: ({ input }: { input: { name: string; oid: string } }) => {
      const branch = input.name.replace(/^refs\/heads\//, "")
      if (branches.has(branch)) throw new Error("Reference already exists")
      branches.set(branch, input.oid)
      branchStart.set(branch, input.oid)
      return { ref: refObject(branch) }
    },
    markPullRequestReadyForReview: ({ input }: { input: { pullRequestId: string } }) =>
      setDraft(input.pullRequestId, false),
    convertPullRequestToDraft: ({ input }: { input: { pullRequestId: string } }) => setDraft(input.pullRequestId, true),
  }

  // ---- REST
  type Answer = { status: number; json?: unknown; body?: Buffer; type?: string }
  const restApi = (method: string, path: string, body: Record<string, unknown>): Answer | undefined => {
    const repoPath = `/repos/${repoName}`
    if (method === "GET" && path === "/user")
      return { status: 200, json: { ...account, html_url: `https://github.com/${account.login}`, email: user.email } }
    if (!path.startsWith(repoPath)) return undefined
    const inRepo = path.slice(repoPath.length)
    let match: RegExpExecArray | null
    if (method === "GET" && inRepo === `/collaborators/${account.login}`) return { status: 204 }
    if (method === "GET" && (match = /^\/git\/trees\/([^?]+)/.exec(inRepo))) {
      const at = commitAt(decodeURIComponent(match[1]!))
      if (!at) return { status: 404, json: { message: "Not Found" } }
      const tree = [...at.files].map(([path, sha]) => ({
        path,
        mode: "100644",
        type: "blob",
        sha,
        size: blobs.get(sha)!.length,
      }))
      return { status: 200, json: { sha: at.oid, tree, truncated: false } }
    }
    if (method === "GET" && (match = /^\/git\/blobs\/(\w+)/.exec(inRepo))) {
      const bytes = blobs.get(match[1]!)
      return bytes ? { status: 200, body: bytes, type: "application/octet-stream" } : { status: 404 }
    }
    if (method === "DELETE" && (match = /^\/git\/refs\/heads\/(.+)$/.exec(inRepo))) {
      branches.delete(decodeURI(match[1]!))
      return { status: 204 }
    }
    if (method === "POST" && inRepo === "/pulls") {
      const head = String(body.head)
      const pull: PullRequest = {
        number: pulls.length + 1,
        id: `PR_${pulls.length + 1}`,
        title: String(body.title),
        body: String(body.body ?? ""),
        head,
        base: branchStart.get(head) ?? branches.get("main")!,
        baseRef: String(body.base),
        state: "OPEN",
        isDraft: Boolean(body.draft),
        labels: [],
        createdAt: now(),
        updatedAt: now(),
      }
      pulls.push(pull)
      return { status: 201, json: restPull(pull) }
    }
    if ((match = /^\/(?:issues|pulls)\/(\d+)(\/labels|\/merge|\/files)?/.exec(inRepo))) {
      const pull = pullByNumber(Number(match[1]))
      if (!pull) return { status: 404 }
      const [, , what] = match
      if (method === "POST" && what === "/labels") pull.labels.push(...(body.labels as string[]))
      else if (method === "PATCH" && body.labels) pull.labels = body.labels as string[]
      else if (method === "PATCH" && body.state) pull.state = body.state === "closed" ? "CLOSED" : "OPEN"
      else if (method === "PUT" && what === "/merge") return merge(pull, String(body.commit_title ?? pull.title))
      else if (method === "GET" && what === "/files")
        return {
          status: 200,
          json: filesOf(pull).map(({ path, changeType }) => ({ filename: path, status: changeType.toLowerCase() })),
        }
      else if (method !== "GET") return undefined
      pull.updatedAt = now()
      return { status: 200, json: restPull(pull) }
    }
    if (method === "POST" && (match = /^\/statuses\/(\w+)$/.exec(inRepo))) {
      const status = body as unknown as CommitStatus
      statuses.set(match[1]!, [...(statuses.get(match[1]!) ?? []).filter((s) => s.context !== status.context), status])
      return { status: 201, json: status }
    }
    if (method === "POST" && inRepo === "/dispatches") return { status: 204 }
    return undefined
  }
  const restPull = (pull: PullRequest) => ({
    number: pull.number,
    node_id: pull.id,
    title: pull.title,
    html_url: `https://github.com/${repoName}/pull/${pull.number}`,
    state: pull.state === "OPEN" ? "open" : "closed",
    draft: pull.isDraft,
    labels: pull.labels.map((label) => ({ name: label })),
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    head: { ref: pull.head, sha: branches.get(pull.head) },
  })
  /** A squash merge: the pull request's changes laid onto main as one commit. */
  const merge = (pull: PullRequest, title: string): Answer => {
    const head = commits.get(branches.get(pull.head)!)!
    const base = commits.get(pull.base)!
    const main = branches.get("main")!
    const files = new Map(commits.get(main)!.files)
    for (const path of changedPaths(base, head)) {
      const blob = head.files.get(path)
      if (blob) files.set(path, blob)
      else files.delete(path)
    }
    const oid = commit(main, files, title)
    branches.set("main", oid)
    Object.assign(pull, { state: "MERGED", mergedAs: oid, updatedAt: now() })
    return { status: 200, json: { sha: oid, merged: true, message: "Pull Request successfully merged" } }
  }

  async function answer(route: Route) {
    const request = route.request()
    const url = new URL(request.url())
    const cors = {
      "access-control-allow-origin": request.headers().origin ?? "*",
      "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
      "access-control-allow-headers": request.headers()["access-control-request-headers"] ?? "*",
      "access-control-expose-headers": "*",
    }
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors })
    authorizations.add(request.headers().authorization ?? "(none)")
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>
    if (url.pathname === "/graphql") {
      const result = await graphql({
        schema,
        source: String(body.query),
        variableValues: body.variables as Record<string, unknown>,
        rootValue: root,
      })
      for (const error of result.errors ?? []) unanswered.push(`GraphQL: ${error.message}`)
      return route.fulfill({ status: 200, headers: cors, json: result })
    }
    const reply = restApi(request.method(), `${url.pathname}${url.search}`.replace(/\?.*$/, ""), body)
    if (!reply) {
      unanswered.push(`${request.method()} ${url.pathname}`)
      return route.fulfill({ status: 404, headers: cors, json: { message: "Not Found (stand-in)" } })
    }
    if (reply.body)
      return route.fulfill({
        status: reply.status,
        headers: { ...cors, "content-type": reply.type! },
        body: reply.body,
      })
    return route.fulfill({ status: reply.status, headers: cors, json: reply.json ?? {} })
  }

  return {
    /** Answers every request the context's pages make to GitHub's API. */
    serve: (context: BrowserContext) => context.route(`${API}/**`, answer),
    unanswered,
    authorizations,
    /** A file's text on a branch (main by default), or undefined. */
    read(path: string, branch = "main") {
      const blob = commitAt(branch)?.files.get(path)
      return blob ? blobs.get(blob)!.toString("utf8") : undefined
    },
    branches: () => [...branches.keys()],
    pulls: () => pulls.map((pull) => ({ ...pull, files: filesOf(pull).map(({ path }) => path) })),
    headOf: (branch: string) => branches.get(branch),
    /** What the CI's preview job reports, as GitHub's REST API takes it. */
    postStatus: (sha: string, status: CommitStatus) =>
      restApi("POST", `/repos/${repoName}/statuses/${sha}`, { ...status }),
    mainHistory() {
      const messages: string[] = []
      for (let at = commits.get(branches.get("main")!); at; at = commits.get(at.parents[0] ?? ""))
        messages.push(at.message)
      return messages
    },
  }
}

interface CommitInput {
  branch: { branchName?: string }
  expectedHeadOid: string
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] }
  message: { headline: string }
}
