/**
 * A terminal in this process for the prompts (keys typed into its stdin, what is drawn on
 * its output kept, the raw modes it was put in recorded), and the real binary run with
 * something piped to its stdin.
 */
import { spawn } from "node:child_process"
import { PassThrough, Writable } from "node:stream"
import { binPath, type CliRun, collect } from "./cli.ts"

export function fakeTerminal() {
  const rawModes: Array<boolean> = []
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: (mode: boolean) => {
      rawModes.push(mode)
      return stdin
    },
    // Ink holds and lets go of its stdin
    ref: () => stdin,
    unref: () => stdin,
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
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", ...extraEnv }
  delete env["NODE_OPTIONS"]
  const child = spawn(process.execPath, [binPath, ...args], { stdio: ["pipe", "pipe", "pipe"], env })
  child.stdin.end(input)
  return collect(child)
}
