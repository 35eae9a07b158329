import { describe, expect, it } from "vitest"
import { columbus, runCli, runCliRecordingImports, runProcess, usageText } from "./support/cli.ts"

/** Modules `--help` must never load: Ink (and React), Effect, and the workspace packages. */
const heavy = /[\\/]node_modules[\\/](ink|effect|react|yoga-layout|msw)[\\/]|[\\/](packages[\\/](domain|clients)|fixtures)[\\/]src[\\/]/

/**
 * The domain rules the help and commander's echoes use, modules that import nothing
 * outside themselves: the card-masking rule, the default time-out and the default site.
 */
const lightRules = /[\\/]packages[\\/]domain[\\/]src[\\/](payments[\\/]CardMask|site[\\/](DefaultSite|Site)|errors[\\/]CallTimeout)\.ts$/

describe("outfitter --help", () => {
  it("prints the usage on stdout and exits 0", async () => {
    const run = await runProcess(["--help"])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    expect(run.stdout).toMatch(/^Usage: outfitter \[options\] \[command\]/)
    for (const word of ["stores", "sandbox", "--json", "--api-root", "--site", "--store-id"]) {
      expect(run.stdout).toContain(word)
    }
  })

  it.concurrent.each([
    [["--help"]],
    [["stores", "--help"]],
    [["stores", "search", "--help"]],
    [["stores", "get", "--help"]],
    [["sandbox", "--help"]],
    [["stores", "search", "--bogus"]],
  ])("`outfitter %s` loads commander only: no Ink, no Effect, no workspace package", async (args) => {
    const run = await runCliRecordingImports(args)
    expect(run.imports.some((url) => /[\\/]node_modules[\\/]commander[\\/]/.test(url))).toBe(true)
    expect(run.imports.filter((url) => heavy.test(url) && !lightRules.test(url))).toEqual([])
  })

  it.concurrent("the recorder does see Effect on --json and Ink on a table (so the check above can fail)", async () => {
    const json = await runCliRecordingImports(["stores", "search", ...columbus, "--json"])
    expect(json.code).toBe(0)
    expect(json.imports.some((url) => /[\\/]node_modules[\\/]effect[\\/]/.test(url))).toBe(true)
    expect(json.imports.some((url) => /[\\/]node_modules[\\/]ink[\\/]/.test(url))).toBe(false)

    const table = await runCliRecordingImports(["stores", "search", ...columbus])
    expect(table.code).toBe(0)
    expect(table.imports.some((url) => /[\\/]node_modules[\\/]ink[\\/]/.test(url))).toBe(true)
  })

  it.concurrent("subcommand help exits 0 and lists the search flags, one per search parameter", async () => {
    const run = await runProcess(["stores", "search", "--help"])
    expect(run.code).toBe(0)
    for (const flag of ["--latitude", "--longitude", "--radius", "--radius-uom", "--brand", "--max-items", "--short-sku", "--country", "--state"]) {
      expect(run.stdout).toContain(flag)
    }
  })
})

describe("usage errors exit 2 with where the help is on stderr", () => {
  it.concurrent.each([
    ["an unknown flag", ["stores", "search", "--bogus"], "unknown option '--bogus'"],
    ["an unknown global flag", ["--nope", "stores", "get", "10001"], "unknown option '--nope'"],
    ["an unknown command", ["frobnicate"], "unknown command 'frobnicate'"],
    ["an unknown verb", ["stores", "frobnicate"], "unknown command 'frobnicate'"],
    ["a missing id", ["stores", "get"], "missing required argument 'id'"],
    ["a flag without its value", ["stores", "search", "--latitude"], "argument missing"],
    ["an extra argument", ["stores", "get", "10001", "10002"], "too many arguments"],
  ])("%s", async (_name, args, message) => {
    const run = await runProcess(args)
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain(message)
    expect(run.stderr).toMatch(/\nsee `outfitter[a-z ]* --help`\n$/)
    expect(run.stderr).not.toContain("Usage:")
    expect(run.stderr.trimEnd().split("\n").length).toBeLessThanOrEqual(3)
  })

  it.concurrent("no command at all prints the overview help on stderr, exit 2", async () => {
    const run = await runProcess([])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain("Usage: outfitter")
  })

  it.concurrent.each([
    [["help", "orders", "show"], "Usage: outfitter orders show [options] <orderNumber>"],
    [["help", "stores", "search"], "Usage: outfitter stores search [options]"],
    [["help", "orders"], "Usage: outfitter orders [options] [command]"],
  ])("%j prints the help of that command on stdout, exit 0", async (args, usage) => {
    const run = await runCli(args)
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    expect(run.stdout.split("\n")[0]).toBe(usage)
  })

  it.concurrent("an unknown site is invalid input: exit 2, the site codes on stderr", async () => {
    const run = await runProcess(["stores", "get", "10001", "--site", "zz"])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain("Unknown site 'zz'")
    expect(run.stderr).toContain("us, eu, wd, ca, uk, am, cn")
  })

  it.concurrent("an --api-root that is not a URL exits 2", async () => {
    const run = await runProcess(["stores", "get", "10001", "--api-root", "not a url"])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
  })

  it.concurrent("a non-numeric --store-id exits 2 with the domain's message", async () => {
    const run = await runProcess(["stores", "search", ...columbus, "--store-id", "abc"])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(usageText("stores search", "Store id must be a number"))
  })
})

describe("the process's exit code is the run's (the rest of the suite runs in-process)", () => {
  it.concurrent.each([
    ["success", ["stores", "get", "10001", "--json"], {}, 0],
    ["the service said no", ["stores", "get", "98765"], {}, 1],
    ["invalid input", ["stores", "get", "abc"], {}, 2],
    ["not authorised", ["loyalty", "history", "--member", "5098"], {}, 3],
  ] as const)("%s: exit %i, and the same output in-process", async (_name, args, env, code) => {
    const [process, inProcess] = await Promise.all([runProcess(args, [], env), runCli(args, env)])
    expect(process.code).toBe(code)
    expect(process).toEqual(inProcess)
  })
})
