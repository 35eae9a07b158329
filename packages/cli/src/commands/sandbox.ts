/**
 * `outfitter sandbox`: serves the fixtures over HTTP, the same answers the embedded
 * fixtures give in-process. The API root is the first line of stdout, so scripts can read it; the
 * server stays up until SIGINT or SIGTERM, or until a process that started it ends (a
 * package manager's wrapper that took the SIGTERM without passing it on), then closes and
 * exits 0.
 *
 * `--scenario <name>` starts it in a fixtures scenario; `--har <file>` serves a recording's
 * answers ahead of the fixtures (`@outfitter/fixtures/har`), what it serves and skips said
 * on stderr; `--record <file.har>` writes every call and its answer to a HAR 1.2 file that
 * `--har` replays. Both are checked before anything listens: an unknown scenario, a file that
 * cannot be read or is not a HAR recording is bad usage (exit 2), and nothing is started.
 * Each `--cors-origin <origin>` lets pages on that origin call it with credentials; one
 * that is not an origin is bad usage too.
 *
 * @since 0.1.0
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { basename, dirname, join, resolve } from "node:path"
import type { RecordedExchange } from "@outfitter/fixtures/sandbox"
import * as Result from "effect/Result"
import { serviceError, usageError } from "../CliError.ts"
import { textLines } from "../output.ts"
import { localCommand } from "../run.ts"
import { sandbox } from "./sandbox.flags.ts"

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined

const stopSignals = ["SIGINT", "SIGTERM"] as const

/**
 * Resolves on the first SIGINT or SIGTERM, or when a process that started this one has
 * ended (`whenStarterEnds`: `npx pnpm`'s wrappers take a SIGTERM without passing it on),
 * so the sandbox never outlives what started it nor keeps its port.
 */
const untilStopped = (whenStarterEnds: (ended: () => void) => () => void) =>
  new Promise<NodeJS.Signals | "ended">((resolve) => {
    const stop = (signal: NodeJS.Signals | "ended") => {
      unwatch()
      for (const name of stopSignals) process.off(name, stop)
      resolve(signal)
    }
    const unwatch = whenStarterEnds(() => stop("ended"))
    for (const name of stopSignals) process.on(name, stop)
  })

const optional = (value: string | undefined): string | undefined => (value === undefined || value.trim() === "" ? undefined : value.trim())

/** The recording in the file, or bad usage naming the file (and the entry). */
const readRecording = async (file: string) => {
  const text = await readFile(file, "utf8").catch((error: unknown) => {
    const code = errorCode(error)
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : code ?? (error instanceof Error ? error.message : String(error))
    throw usageError(`Cannot read the HAR file ${file}: ${why}`)
  })
  const { loadHar } = await import("@outfitter/fixtures/har")
  // Playwright's content: "attach" puts each body in a file beside the recording, named by the entry
  const beside = (name: string) => {
    if (basename(name) !== name || name.startsWith(".")) return undefined
    try {
      return new Uint8Array(readFileSync(join(dirname(file), name)))
    } catch {
      return undefined
    }
  }
  const loaded = loadHar(text, file, beside)
  if (Result.isFailure(loaded)) throw usageError(`Not a HAR recording: ${loaded.failure.message}`)
  return loaded.success
}

/**
 * A recording written to `file`: an empty log at once, then the whole log again after
 * every exchange, so the file is a complete HAR whenever the sandbox stops.
 */
const startRecording = (
  file: string,
  harRecorder: typeof import("@outfitter/fixtures/sandbox").harRecorder,
): ((exchange: RecordedExchange) => void) => {
  const recorder = harRecorder("outfitter sandbox", "1")
  const write = () => writeFileSync(file, `${JSON.stringify(recorder.document(), null, 2)}\n`)
  try {
    write()
  } catch (error) {
    throw usageError(`--record ${file}: cannot be written (${errorCode(error) ?? "unknown error"})`)
  }
  return (exchange) => {
    recorder.add(exchange)
    write()
  }
}

/** The command (run by program.ts). --site and --store-id are checked like everywhere, though unused here. */
export const command = localCommand(sandbox, {
  parse: (flags) => ({
    port: flags.port,
    host: flags.host.trim() === "" ? "127.0.0.1" : flags.host.trim(),
    scenario: optional(flags.scenario),
    har: optional(flags.har),
    record: optional(flags.record),
    corsOrigins: flags.corsOrigin ?? [],
  }),
  serve: async ({ port, host, scenario, har, record, corsOrigins }, io) => {
    if (record !== undefined) {
      const folder = dirname(resolve(record))
      if (!existsSync(folder) || !statSync(folder).isDirectory()) throw usageError(`--record ${record}: its folder does not exist`)
    }
    if (scenario !== undefined) {
      const { findScenario } = await import("@outfitter/fixtures")
      const found = findScenario(scenario)
      if (Result.isFailure(found)) throw usageError(found.failure.message)
    }
    const recording = har === undefined ? undefined : await readRecording(har)
    const { parseCorsOrigins, startSandbox, whenStarterEnds } = await import("@outfitter/fixtures/sandbox")
    const origins = parseCorsOrigins(corsOrigins)
    if (Result.isFailure(origins)) throw usageError(`--cors-origin: ${origins.failure.message}`)
    const { harReport } = await import("@outfitter/fixtures/har")
    const recorder = record === undefined ? undefined : startRecording(record, (await import("@outfitter/fixtures/sandbox")).harRecorder)

    // listen for signals before the server is up, so an early SIGINT still closes it
    const stopped = untilStopped(whenStarterEnds)
    let sandbox: Awaited<ReturnType<typeof startSandbox>>
    try {
      sandbox = await startSandbox({
        port,
        host,
        corsOrigins: origins.success,
        ...(scenario === undefined ? {} : { scenario }),
        ...(recording === undefined ? {} : { har: recording }),
        ...(recorder === undefined ? {} : { onExchange: recorder }),
      })
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
    if (scenario !== undefined) io.stderr(`In scenario ${scenario} (POST /__outfitter/reset goes back to it)\n`)
    if (recording !== undefined) io.stderr(`${harReport(recording)}\n`)
    if (record !== undefined) io.stderr(`Recording every call to ${record}\n`)
    if (origins.success.length > 0) io.stderr(`Pages on ${origins.success.join(", ")} may call it with credentials\n`)

    await stopped
    await sandbox.close()
  },
})
