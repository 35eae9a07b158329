/**
 * The CLI reference is the command tree written out: the committed docs/cli.md must be
 * what scripts/cli-reference.ts makes now, and every example it shows must run as
 * written against the embedded fixtures.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { cliReference, referencePath } from "./cli-reference.ts"

const bin = join(import.meta.dirname, "..", "packages", "cli", "src", "bin.ts")

/** Splits a command line the way sh does for the lines the examples use: words, '…' quotes, leading NAME=value. */
export const parseExample = (line: string): { readonly env: Record<string, string>; readonly args: Array<string> } => {
  const words = [...line.matchAll(/'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? "")
  const env: Record<string, string> = {}
  while (words.length > 0 && /^[A-Z_]+=/.test(words[0]!)) {
    const [name, ...value] = words.shift()!.split("=")
    env[name!] = value.join("=")
  }
  return { env, args: words }
}

const run = (args: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      // a config directory of its own: an example that saves a value never reaches another run, nor the real one
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", OUTFITTER_MEMBER: "", OUTFITTER_API_ROOT: "", XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "outfitter-example-")), ...env },
    })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
    child.once("error", reject)
    child.once("close", (code) => resolve({ code, stdout, stderr }))
  })

const reference = cliReference()

/** Every example line of the reference's sh blocks. */
const examples = [
  ...new Set(
    [...reference.matchAll(/```sh\n([\s\S]*?)```/g)]
      .flatMap((block) => block[1]!.split("\n"))
      .filter((line) => line.startsWith("outfitter ") || /^[A-Z_]+=\S* outfitter /.test(line)),
  ),
]

/**
 * Examples that need a server running beside them (the sandbox, and a command pointed at
 * it) or a value saved before them (`config get`).
 */
const needsServer = (line: string) => line.includes("outfitter sandbox") || line.includes("--api-root") || line.startsWith("outfitter config get ")

describe("docs/cli.md", () => {
  it("is what scripts/cli-reference.ts makes from the command tree (run `npx pnpm docs:cli` after changing a command)", () => {
    expect(readFileSync(referencePath, "utf8")).toBe(reference)
  })

  it("has a section, a description and at least one example for every command", () => {
    const sections = [...reference.matchAll(/^## (outfitter .+)$/gm)].map((match) => match[1])
    expect(sections).toEqual(
      expect.arrayContaining([
        "outfitter stores search",
        "outfitter stores get",
        "outfitter stores availability",
        "outfitter loyalty points",
        "outfitter loyalty history",
        "outfitter loyalty add-order",
        "outfitter orders resend",
        "outfitter sandbox",
      ]),
    )
    for (const body of reference.split(/^## outfitter /m).slice(1)) {
      expect(body).toContain("```sh\n# ")
    }
  })

  it("reads example lines as sh does", () => {
    expect(parseExample("OUTFITTER_MEMBER=5002 outfitter loyalty points --json")).toEqual({
      env: { OUTFITTER_MEMBER: "5002" },
      args: ["outfitter", "loyalty", "points", "--json"],
    })
    expect(parseExample("outfitter stores search --postal-code 'M5V 3L9' --site ca").args).toEqual([
      "outfitter",
      "stores",
      "search",
      "--postal-code",
      "M5V 3L9",
      "--site",
      "ca",
    ])
  })

  it.concurrent.each(examples.filter((line) => !needsServer(line)))("example `%s` runs against the fixtures: exit 0, output, no error", async (line) => {
    const { env, args } = parseExample(line)
    expect(args[0]).toBe("outfitter")
    const result = await run(args.slice(1), env)
    expect(result.stderr).toBe("")
    expect(result.code).toBe(0)
    expect(result.stdout.trim()).not.toBe("")
    // five run at once on a two-core machine: a run takes about 1 s alone, several under load
  }, 30_000)

  it("leaves out of the run only the examples that need a server beside them", () => {
    expect(examples.filter(needsServer).every((line) => /outfitter (sandbox --port \d+|.* --api-root http:\/\/127\.0\.0\.1:\d+\/api|config get )/.test(line))).toBe(true)
    expect(examples.filter((line) => !needsServer(line)).length).toBeGreaterThanOrEqual(15)
  })
})
