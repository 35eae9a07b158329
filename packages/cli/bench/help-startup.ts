/**
 * Cold start of `outfitter --help`: a fresh Node process per run, timed around spawnSync.
 * Prints the median, with a bare `node -e 0` and an empty .ts file for comparison (Node
 * loads its TypeScript stripper for the first .ts file of a process).
 *
 *   pnpm exec node packages/cli/bench/help-startup.ts [runs]
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const runs = Number(process.argv[2] ?? 21)
const bin = fileURLToPath(new URL("../src/bin.ts", import.meta.url))
const dir = mkdtempSync(join(tmpdir(), "outfitter-bench-"))
const emptyTs = join(dir, "empty.ts")
writeFileSync(emptyTs, "export {}\n")

const cases: ReadonlyArray<readonly [string, ReadonlyArray<string>, NodeJS.ProcessEnv]> = [
  ["node -e 0", ["-e", "0"], {}],
  ["node empty.ts", [emptyTs], {}],
  ["outfitter --help", [bin, "--help"], {}],
  ["outfitter --help, NODE_COMPILE_CACHE set", [bin, "--help"], { NODE_COMPILE_CACHE: join(dir, "cache") }],
]

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const samples = new Map<string, Array<number>>(cases.map(([name]) => [name, []]))
// interleaved, so a burst of load elsewhere on the machine hits every case alike
for (let run = 0; run < runs; run++) {
  for (const [name, args, env] of cases) {
    const started = performance.now()
    const result = spawnSync(process.execPath, args, { stdio: "ignore", env: { ...process.env, ...env } })
    const elapsed = performance.now() - started
    if (result.status !== 0) throw new Error(`${name} exited with ${result.status}`)
    samples.get(name)?.push(elapsed)
  }
}
rmSync(dir, { recursive: true, force: true })

for (const [name, values] of samples) {
  console.log(`${name.padEnd(42)} median ${median(values).toFixed(1)} ms  (min ${Math.min(...values).toFixed(1)}, ${values.length} runs)`)
}
