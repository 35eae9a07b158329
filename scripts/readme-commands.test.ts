/**
 * Every command in every README runs as written on a fresh clone after the two set-up
 * commands. The fenced `sh` blocks of each README are read in order, line by line (a
 * `text` block is shown, never run), and each line is one of:
 *
 * - a set-up command: what CI runs verbatim before this test, so it is checked against
 *   the root README's two and `.ci/run`, not run again;
 * - a step of the suite this test belongs to (`npx pnpm test`, `e2e`, `vitest run
 *   --project X`): running it here would run the suite inside itself, so the project
 *   names are checked instead;
 * - `npx pnpm bench`: a measurement that takes minutes and checks nothing;
 * - a server (`npx pnpm outfitter sandbox --port N`, `npx pnpm start`): started as
 *   written, waited for, used by the README's later lines (the sandbox) or asked for a
 *   page (the storefront), then stopped;
 * - anything else: run with `sh -c` from the repository root; it must exit 0.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { repoFiles } from "./repoFiles.ts"

const root = join(import.meta.dirname, "..")

/** The root README's two set-up commands, as CI runs them. */
export const setUpCommands = [
  "npx -y pnpm@10.34.9 install --frozen-lockfile && npx -y pnpm@10.34.9 start",
  "npx -y pnpm@10.34.9 install --frozen-lockfile && npx -y pnpm@10.34.9 test",
]

const vitestProjects = ["domain", "clients", "react-hooks", "cli", "fixtures", "storefront", "scripts", "release"]

/** The command lines of a Markdown file's `sh` blocks, in order: comments and blank lines dropped. */
export const shellLines = (markdown: string): Array<string> =>
  [...markdown.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)]
    .flatMap((block) => block[1]!.split("\n"))
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter((line) => line !== "" && !line.startsWith("#"))

export type LineKind =
  | { readonly kind: "set-up" }
  | { readonly kind: "suite"; readonly project?: string }
  | { readonly kind: "bench" }
  | { readonly kind: "sandbox"; readonly port: number }
  | { readonly kind: "storefront" }
  | { readonly kind: "run" }

export const classify = (line: string): LineKind => {
  if (line.startsWith("npx -y pnpm@")) return { kind: "set-up" }
  const sandbox = /^npx pnpm outfitter sandbox --port (\d+)$/.exec(line)
  if (sandbox) return { kind: "sandbox", port: Number(sandbox[1]) }
  if (line === "npx pnpm start") return { kind: "storefront" }
  if (line === "npx pnpm test" || line === "npx pnpm e2e") return { kind: "suite" }
  const project = /^npx pnpm exec vitest run --project (\S+)$/.exec(line)
  if (project) return { kind: "suite", project: project[1]! }
  if (line === "npx pnpm bench") return { kind: "bench" }
  return { kind: "run" }
}

interface Started {
  readonly child: ChildProcess
  readonly output: () => string
  readonly closed: Promise<number | null>
}

const env = () => ({ ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", BROWSER: "none" })

const start = (line: string): Started => {
  // its own process group, so stopping it stops npx, pnpm and the server under them
  const child = spawn("sh", ["-c", line], { cwd: root, env: env(), detached: true, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk))
  const closed = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)))
  return { child, output: () => output, closed }
}

const stop = async (started: Started) => {
  if (started.child.exitCode === null && started.child.pid !== undefined) {
    try {
      process.kill(-started.child.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  await started.closed
}

const waitFor = async (started: Started, pattern: RegExp, ms: number): Promise<RegExpExecArray> => {
  const deadline = Date.now() + ms
  for (;;) {
    const found = pattern.exec(started.output())
    if (found) return found
    if (started.child.exitCode !== null) throw new Error(`exited ${started.child.exitCode} before ${pattern}:\n${started.output()}`)
    if (Date.now() > deadline) throw new Error(`no ${pattern} within ${ms} ms:\n${started.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const runLine = async (line: string): Promise<{ readonly code: number | null; readonly output: string }> => {
  const started = start(line)
  const timer = setTimeout(() => void stop(started), 180_000)
  const code = await started.closed
  clearTimeout(timer)
  return { code, output: started.output() }
}

const running: Array<Started> = []
afterEach(async () => {
  await Promise.all(running.splice(0).map(stop))
})

describe("shell lines are read and sorted as the READMEs mean them", () => {
  it("takes sh blocks only, without comments", () => {
    const markdown = ["```sh", "# a comment", "npx pnpm lint  # trailing", "", "```", "```text", "not run", "```"].join("\n")
    expect(shellLines(markdown)).toEqual(["npx pnpm lint"])
  })

  it.each([
    [setUpCommands[1]!, "set-up"],
    ["npx pnpm outfitter sandbox --port 4010", "sandbox"],
    ["npx pnpm start", "storefront"],
    ["npx pnpm test", "suite"],
    ["npx pnpm exec vitest run --project cli", "suite"],
    ["npx pnpm bench", "bench"],
    ["npx pnpm outfitter stores get 10001", "run"],
    ["npx pnpm build", "run"],
  ])("%s is %s", (line, kind) => {
    expect(classify(line).kind).toBe(kind)
  })
})

describe("every README's commands, as written", () => {
  const files = repoFiles(root, (name) => name === "README.md").sort()

  it("the root README gives the two set-up commands, and CI runs the test one verbatim", () => {
    const lines = shellLines(readFileSync(join(root, "README.md"), "utf8"))
    expect(lines.filter((line) => classify(line).kind === "set-up")).toEqual(setUpCommands)
    expect(readFileSync(join(root, ".ci", "run"), "utf8").split("\n")).toContain(setUpCommands[1])
  })

  it.each(files.map((file) => [relative(root, file), file] as const))("%s", async (_name, file) => {
    const lines = shellLines(readFileSync(file, "utf8"))
    for (const line of lines) {
      const kind = classify(line)
      switch (kind.kind) {
        case "set-up":
          expect(setUpCommands, `${line} is not one of the root README's set-up commands`).toContain(line)
          break
        case "suite":
          if (kind.project !== undefined) expect(vitestProjects).toContain(kind.project)
          break
        case "bench":
          break
        case "sandbox": {
          const sandbox = start(line)
          running.push(sandbox)
          await waitFor(sandbox, new RegExp(`^http://127\\.0\\.0\\.1:${kind.port}/api$`, "m"), 60_000)
          break
        }
        case "storefront": {
          const server = start(line)
          running.push(server)
          const [url] = await waitFor(server, /http:\/\/(localhost|127\.0\.0\.1):\d+\/\S*/, 90_000)
          const response = await fetch(new URL("/shop/us/stores", url))
          expect(response.status, `${line}: GET /shop/us/stores`).toBe(200)
          expect(await response.text()).toContain('<div id="root">')
          break
        }
        case "run": {
          const result = await runLine(line)
          expect(result.code, `${line}\n${result.output}`).toBe(0)
          break
        }
      }
    }
  }, 600_000)
})
