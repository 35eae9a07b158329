/**
 * Usage errors say what is allowed: a number's range, an enumerated flag's values, and
 * input echoed back cut to a readable length. Each is exit 2 with nothing called, and in
 * text ends with where the failing command's help is, whether commander or the command
 * found the error.
 */
import { describe, expect, it } from "vitest"
import { ErrorCode, ExitCode } from "../src/CliError.ts"
import { configKeys } from "../src/config/ConfigFile.ts"
import { parseTimeout } from "../src/flagParsers.ts"
import { cutEchoes, echoLimit, pointsToHelp } from "../src/writeFailure.ts"
import { jsonError, runCli, usageText } from "./support/cli.ts"

describe("a usage error ends with where the failing command's help is", () => {
  it.concurrent.each([
    ["orders show", ["orders", "show", "123", "--email", "a@b.c"], "An order number is 11 to 24 digits, got '123'"],
    ["stores search", ["stores", "search", "--postal-code", " "], "--postal-code needs a zip or postal code"],
    ["stores search", ["stores", "search", "--postal-code", "43215", "--max-items", "0"],
      "--max-items is a whole number from 1 to 50 (15 with --short-sku; more is clamped to it), got '0'"],
    ["wallet status", ["wallet", "status", "abc"], "orderId is required: a whole number above 0, got 'abc'"],
    ["completion", ["completion", "tcsh"], "unknown shell \"tcsh\": choose bash, zsh, fish"],
    ["config set", ["config", "set", "colour", "red"], `Unknown config key 'colour': use one of ${Object.keys(configKeys).join(", ")}`],
    ["stores get", ["stores", "get", "10001", "--site", "mars"], "Unknown site 'mars': use one of us, eu, wd, ca, uk, am, cn"],
  ])("%s: the command's message, then the pointer; --json keeps its three fields", async (command, args, message) => {
    const [text, json] = await Promise.all([runCli(args), runCli([...args, "--json"])])
    expect(text).toEqual({ code: 2, stdout: "", stderr: usageText(command, message) })
    expect(jsonError(json)).toEqual({ code: expect.any(String), message, exitCode: 2 })
  })

  it.concurrent.each([
    ["stores search", ["stores", "search", "--bogus"]],
    ["orders show", ["orders", "show"]],
  ])("commander's own usage error of %s ends with the same line", async (command, args) => {
    const run = await runCli(args)
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(new RegExp(`\\nsee \`outfitter ${command} --help\`\\n$`))
  })

  it("is every exit 2 but a config file that cannot be used, whose message names its own fix", () => {
    expect(pointsToHelp({ code: ErrorCode.InvalidInput, exitCode: ExitCode.Usage })).toBe(true)
    expect(pointsToHelp({ code: ErrorCode.Usage, exitCode: ExitCode.Usage })).toBe(true)
    expect(pointsToHelp({ code: ErrorCode.BadConfig, exitCode: ExitCode.Usage })).toBe(false)
    expect(pointsToHelp({ code: ErrorCode.NotFound, exitCode: ExitCode.Failed })).toBe(false)
  })
})

describe("numbers are refused with their range", () => {
  it.concurrent.each(["-1", "0", "2.5"])("stores search --max-items %s", async (value) => {
    const run = await runCli(["stores", "search", "--postal-code", "43215", "--max-items", value])
    expect(run).toEqual({
      code: 2,
      stdout: "",
      stderr: usageText("stores search", `--max-items is a whole number from 1 to 50 (15 with --short-sku; more is clamped to it), got '${value}'`),
    })
  })

  it.concurrent("--max-items over the limit is still clamped, not refused", async () => {
    const run = await runCli(["stores", "search", "--postal-code", "43215", "--max-items", "500", "--json"])
    expect(run.code).toBe(0)
  })

  it("--timeout takes seconds above 0 and at most an hour, exponents included", () => {
    expect(parseTimeout("1e3")).toBe(1000)
    expect(parseTimeout(".5")).toBe(0.5)
    expect(parseTimeout("3600")).toBe(3600)
    for (const value of ["1e9", "3600.5", "0", "-1", "1e-9999"]) {
      expect(() => parseTimeout(value), value).toThrow("--timeout is a number of seconds above 0 and at most 3600, such as 15 or 2.5.")
    }
  })
})

describe("echoed input is cut to a readable length", () => {
  const long = "a".repeat(100_000)

  it("a quoted echo past the limit keeps its start, an ellipsis and its length; an apostrophe in a word is not an echo", () => {
    expect(cutEchoes(`Unknown site '${"z".repeat(81)}': use one of us`)).toBe(`Unknown site '${"z".repeat(echoLimit)}…' (81 characters): use one of us`)
    expect(cutEchoes(`Unknown site '${"z".repeat(80)}'`)).toBe(`Unknown site '${"z".repeat(80)}'`)
    const sentence = `We couldn't find that zip or postal code, and this sentence is long enough to pass the limit of eighty characters. It's fine.`
    expect(cutEchoes(sentence)).toBe(sentence)
  })

  it.concurrent.each([
    ["an unknown command", [long], 2],
    ["an unknown site", ["stores", "get", "10001", "--site", long], 2],
    ["an order number", ["orders", "show", long, "--email", "a@b.c"], 2],
    ["a brand", ["stores", "search", "--postal-code", "43215", "--brand", long], 2],
  ])("%s of 100 000 characters: the message stays short, with or without --json", async (_name, args, code) => {
    for (const run of await Promise.all([runCli(args), runCli([...args, "--json"])])) {
      expect(run.code).toBe(code)
      expect(run.stdout).toBe("")
      expect(run.stderr.length).toBeLessThan(400)
      expect(run.stderr).toContain(`${"a".repeat(echoLimit)}…' (100000 characters)`)
    }
    expect(jsonError(await runCli([...args, "--json"])).exitCode).toBe(code)
  })
})
