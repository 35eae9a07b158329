/**
 * `outfitter sandbox`: serves the fixtures over HTTP, the same answers the embedded
 * fixtures give in-process. The API root is the first line of stdout, so scripts can read it; the
 * server stays up until SIGINT or SIGTERM, then closes and exits 0.
 *
 * @since 0.1.0
 */
import { serviceError } from "../CliError.ts"
import { textLines } from "../output.ts"
import { localCommand } from "../run.ts"

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined

const stopSignals = ["SIGINT", "SIGTERM"] as const

/** Resolves on the first SIGINT or SIGTERM. */
const untilStopped = () =>
  new Promise<NodeJS.Signals>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      for (const name of stopSignals) process.off(name, stop)
      resolve(signal)
    }
    for (const name of stopSignals) process.on(name, stop)
  })

/** The command (run by program.js). --site and --store-id are checked like everywhere, though unused here. */
export const command = localCommand("sandbox", {
  parse: (flags) => ({ port: flags.port, host: flags.host.trim() === "" ? "127.0.0.1" : flags.host.trim() }),
  serve: async ({ port, host }, io) => {
    const { startSandbox } = await import("@outfitter/fixtures/sandbox")

    // listen for signals before the server is up, so an early SIGINT still closes it
    const stopped = untilStopped()
    let sandbox: Awaited<ReturnType<typeof startSandbox>>
    try {
      sandbox = await startSandbox({ port, host })
    } catch (error) {
      const code = errorCode(error)
      if (code === "EADDRINUSE") throw serviceError(`Port ${port} on ${host} is already in use`)
      if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN") {
        throw serviceError(`Cannot listen on host ${host} (${code})`)
      }
      if (code === "EACCES") throw serviceError(`Not allowed to listen on port ${port}`)
      throw serviceError(`The sandbox could not start: ${error instanceof Error ? error.message : String(error)}`)
    }

    // the bare URL is the machine output too: with or without --json it is the first line
    io.stdout(textLines(sandbox.apiRoot))
    io.stderr(`Serving the fixtures at ${sandbox.apiRoot} (Ctrl+C to stop)\n`)

    await stopped
    await sandbox.close()
  },
})
