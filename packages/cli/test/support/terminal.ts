/**
 * A terminal in this process for the prompts (keys typed into its stdin, what is drawn on
 * its output kept, the raw modes it was put in recorded), and the real binary run with
 * something piped to its stdin.
 */
import { spawn } from "node:child_process"
import { PassThrough, Writable } from "node:stream"
import { binPath, type CliRun } from "./cli.ts"

export function fakeTerminal() {
  const rawModes: Array<boolean> = []
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: (mode: boolean) => {
      rawModes.push(mode)
      return stdin
    },
  })
  let drawn = ""
  const output = Object.assign(
    new Writable({
      write: (chunk, _encoding, done) => {
        drawn += String(chunk)
        done()
      },
    }),
    { isTTY: true, columns: 120, rows: 40 },
  )
  return {
    stdin: stdin as unknown as NodeJS.ReadStream,
    output: output as unknown as NodeJS.WriteStream,
    type: (keys: string) => void stdin.write(keys),
    end: () => void stdin.end(),
    drawn: () => drawn,
    rawModes,
  }
}

/** Runs the real binary's `outfitter …args` with `input` piped to its stdin. */
export function runPiped(args: ReadonlyArray<string>, input: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", ...extraEnv }
    delete env["NODE_OPTIONS"]
    const child = spawn(process.execPath, [binPath, ...args], { stdio: ["pipe", "pipe", "pipe"], env })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
    child.once("error", reject)
    child.once("close", (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(input)
  })
}
