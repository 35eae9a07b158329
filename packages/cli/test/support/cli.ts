/**
 * Runs `outfitter` two ways: in-process ({@link runCli}: program.ts's `main`, the one
 * bin.js calls, with captured stdout and stderr; the embedded fixtures answer in this
 * process), and as the real binary the way a person does ({@link runProcess}: a fresh
 * Node process, the Node 24 running the tests, on packages/cli/src/bin.ts) for what only
 * a process shows: exit codes, --help and the modules it loads, signals.
 */
import { spawn, type ChildProcessByStdio } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Readable, Writable } from "node:stream"
import { fileURLToPath } from "node:url"
import { expect } from "vitest"
import { main } from "../../src/program.ts"

export const binPath = fileURLToPath(new URL("../../src/bin.ts", import.meta.url))
const recordImportsPath = fileURLToPath(new URL("./record-imports.ts", import.meta.url))

/**
 * A config directory of the tests' own, empty: a run never reads the machine's saved API
 * root or sessions (~/.config/outfitter), nor an OUTFITTER_API_ROOT set around the tests;
 * a test that needs them passes its own.
 */
const isolated = { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "outfitter-tests-")), OUTFITTER_API_ROOT: "" }

/** No colour, no inherited Node options, no saved config: the output is the same wherever the tests run. */
const env = (): NodeJS.ProcessEnv => {
  const copy: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", ...isolated }
  delete copy["NODE_OPTIONS"]
  return copy
}

export interface CliRun {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** The exit code and both outputs of a spawned CLI, once it has ended. */
export const collect = (child: ChildProcessByStdio<Writable | null, Readable, Readable>): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
    child.once("error", reject)
    child.once("close", (code) => resolve({ code, stdout, stderr }))
  })

/**
 * Runs `outfitter …args` in this process, to completion: what it writes on stdout and
 * stderr, and the exit code it ends with (a terminal of no width: the output of a pipe).
 */
export const runCli = async (args: ReadonlyArray<string>, extraEnv: NodeJS.ProcessEnv = {}): Promise<CliRun> => {
  let stdout = ""
  let stderr = ""
  const code = await main(args, {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: { ...process.env, ...isolated, ...extraEnv },
    columns: 0,
  })
  return { code, stdout, stderr }
}

/**
 * Runs `outfitter …args` as a process, to completion.
 */
export const runProcess = (args: ReadonlyArray<string>, nodeArgs: ReadonlyArray<string> = [], extraEnv: NodeJS.ProcessEnv = {}) =>
  collect(spawn(process.execPath, [...nodeArgs, binPath, ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...env(), ...extraEnv } }))

/**
 * Runs `outfitter …args` and returns, with its output, every module URL it resolved.
 */
export const runCliRecordingImports = async (args: ReadonlyArray<string>) => {
  const dir = mkdtempSync(join(tmpdir(), "outfitter-imports-"))
  const log = join(dir, "imports.log")
  try {
    const run = await runProcess(args, ["--import", recordImportsPath], { OUTFITTER_IMPORT_LOG: log })
    const imports = readFileSync(log, "utf8").split("\n").filter((line) => line !== "")
    return { ...run, imports }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Starts `outfitter …args` and leaves it running (for the sandbox command).
 */
export const startCli = (args: ReadonlyArray<string>) =>
  spawn(process.execPath, [binPath, ...args], { stdio: ["ignore", "pipe", "pipe"], env: env() })

/** Resolves with the first line the process writes on stdout. */
export const firstLine = (child: ChildProcessByStdio<null, Readable, Readable>): Promise<string> =>
  new Promise((resolve, reject) => {
    let buffered = ""
    const onData = (chunk: string) => {
      buffered += chunk
      const end = buffered.indexOf("\n")
      if (end >= 0) {
        child.stdout.off("data", onData)
        resolve(buffered.slice(0, end))
      }
    }
    child.stdout.setEncoding("utf8").on("data", onData)
    child.once("exit", (code) => reject(new Error(`exited with ${code} before writing a line`)))
    child.once("error", reject)
  })

/** The exit code of a process, once it has exited. */
export const exitOf = (child: ReturnType<typeof startCli>) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once("exit", (code) => resolve(code))
  })

/**
 * Runs `outfitter sandbox` with these arguments and gives `use` its API root (the first
 * line of stdout); then stops it with SIGTERM and expects exit 0. It is killed whatever
 * happens.
 */
export const whileSandboxServes = async (args: ReadonlyArray<string>, use: (apiRoot: string) => Promise<void>): Promise<void> => {
  const child = startCli(["sandbox", ...args])
  try {
    await use(await firstLine(child))
    child.kill("SIGTERM")
    expect(await exitOf(child)).toBe(0)
  } finally {
    child.kill("SIGKILL")
  }
}

/** Columbus, Ohio: at least 12 seeded stores within 25 miles. */
export const columbus = ["--latitude", "39.9612", "--longitude", "-82.9988"] as const

/** Asserts nothing looks like a stack trace. */
export const hasStackTrace = (text: string) => /^\s+at\s/m.test(text) || text.includes("node:internal")

/**
 * What a usage error (exit 2) of a command writes on stderr without --json: its message,
 * then the line saying where the command's help is.
 */
export const usageText = (command: string, message: string): string => `${message}\nsee \`outfitter ${command} --help\`\n`

/** The one JSON error line of a --json failure (`{"error":{code,message,exitCode}}`), after checking the rest of the run. */
export const jsonError = (run: CliRun): { readonly code: string; readonly message: string; readonly exitCode: number } => {
  expect(run.stdout).toBe("")
  expect(run.stderr.endsWith("\n")).toBe(true)
  expect(run.stderr.trimEnd().split("\n")).toHaveLength(1)
  const parsed = JSON.parse(run.stderr) as { error: { code: string; message: string; exitCode: number } }
  expect(Object.keys(parsed)).toEqual(["error"])
  expect(Object.keys(parsed.error).sort()).toEqual(["code", "exitCode", "message"])
  expect(parsed.error.exitCode).toBe(run.code)
  return parsed.error
}

/**
 * The characters of a text a terminal acts on: C0 and C1 controls (ESC among them), DEL
 * and the bidirectional controls; with `lineFeeds` the line feeds of the CLI's own
 * layout are let through.
 */
export const terminalControls = (text: string, options: { readonly lineFeeds?: boolean } = {}): Array<string> =>
  [...text].filter((character) => {
    const code = character.codePointAt(0) ?? 0
    if (options.lineFeeds === true && code === 0x0a) return false
    return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
  })
