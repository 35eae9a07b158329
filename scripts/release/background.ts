/**
 * A server a release test starts and must stop: spawned in a process group of its own, so
 * stopping it ends every process it started (also when the test failed), with its output
 * kept for the failure message.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

export interface Server {
  /** Everything it printed so far, stdout and stderr interleaved. */
  readonly output: () => string
  /** Ends its process group: SIGTERM, then SIGKILL if it is still there after 5 s. */
  readonly stop: () => Promise<void>
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()))

const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal)
  } catch {
    // the group is gone already
  }
}

/**
 * Starts the command; `ready` resolves once `readyUrl` answers, or rejects with the output
 * when the process exits first. The server is returned at once, so a caller can stop it
 * whatever happens while it waits.
 */
export const startServer = (
  command: string,
  args: ReadonlyArray<string>,
  options: { readonly cwd: string; readonly env: NodeJS.ProcessEnv; readonly readyUrl: string },
): Server & { readonly ready: Promise<void> } => {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
  let stopped = false
  const gone = exited(child).then(() => "exited" as const)
  const ready = async (): Promise<void> => {
    while (!stopped) {
      const answered = await fetch(options.readyUrl, { method: "HEAD" }).then(
        () => true,
        () => false,
      )
      if (answered) return
      if ((await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 200, "waiting"))])) === "exited") break
    }
    throw new Error(`${[command, ...args].join(" ")} ended before ${options.readyUrl} answered (exit ${child.exitCode ?? child.signalCode}):\n${output}`)
  }
  return {
    output: () => output,
    stop: async () => {
      stopped = true
      killGroup(child, "SIGTERM")
      const escalate = setTimeout(() => killGroup(child, "SIGKILL"), 5_000)
      await exited(child)
      clearTimeout(escalate)
      // whatever it started in its group goes too
      killGroup(child, "SIGKILL")
    },
    ready: ready(),
  }
}
