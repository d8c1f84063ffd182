// Who holds a TCP port on this machine (Linux's /proc), so a run that cannot have it says whom to stop.
import { readdirSync, readFileSync, readlinkSync } from "node:fs"

/** The inodes of the sockets listening on `port`, from /proc/net/tcp and tcp6. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>()
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = ""
    try {
      text = readFileSync(table, "utf8")
    } catch {
      continue // not Linux, or no IPv6
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/)
      const [local, state, inode] = [fields[1], fields[3], fields[9]]
      if (local && state === "0A" && inode && parseInt(local.split(":")[1] ?? "", 16) === port) inodes.add(inode)
    }
  }
  return inodes
}

/** "pid 1234 (…/serve-as-host.mts --snapshot --port 8788)" for the process listening on `port`, if it can be told. */
export function portHolder(port: number): string | undefined {
  const inodes = listeningInodes(port)
  if (inodes.size === 0) return undefined
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = []
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // gone, or another user's
    }
    for (const fd of fds) {
      let target = ""
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`)
      } catch {
        continue
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
      if (inode && inodes.has(inode)) {
        const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim()
        return `pid ${pid} (${command.length > 160 ? `…${command.slice(-160)}` : command})`
      }
    }
  }
  return "a process this user cannot see"
}
