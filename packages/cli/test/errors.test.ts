/**
 * How every kind of failure is reported: nothing on stdout, one line on stderr (text, or
 * with --json one JSON line {"error":{code,message,exitCode}}), and the exit code of the
 * kind. A 401 or 403 is "not authorised", exit 3, naming the command (and the member),
 * and never "service unavailable".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CliRun, hasStackTrace, jsonError, runCli, usageText } from "./support/cli.ts"
import { signedIn } from "./support/session.ts"
import { memberInfo, serviceError, startStub, type StubService } from "./support/stub-service.ts"

const asMember = (member: string) => ({ OUTFITTER_MEMBER: member })

/** The one text line of a failure, after checking the rest of the run. */
const textError = (run: CliRun) => {
  expect(run.stdout).toBe("")
  expect(run.stderr.trimEnd().split("\n")).toHaveLength(1)
  expect(hasStackTrace(run.stderr)).toBe(false)
  expect(() => JSON.parse(run.stderr)).toThrow()
  return run.stderr.trimEnd()
}

// [name, args, environment, exit code, code, message]
const failures: ReadonlyArray<readonly [string, ReadonlyArray<string>, NodeJS.ProcessEnv, number, string, string]> = [
  ["invalid input", ["orders", "resend", "abc"], asMember("5001"), 2, "invalid-input", "An order number is 11 to 24 digits, got 'abc'"],
  ["a missing member", ["loyalty", "points"], asMember(""), 2, "usage", "Name the member: --member <id> or OUTFITTER_MEMBER=<id> (the loyalty activity user id)"],
  ["flags that exclude each other", ["stores", "search", "--postal-code", "43215", "--latitude", "39.9"], {}, 2, "usage",
    "--postal-code cannot be combined with --latitude or --longitude: search near a postal code or near a point"],
  ["an unknown store", ["stores", "get", "98765"], {}, 1, "not-found", "No store with id 98765"],
  ["an unknown postal code", ["stores", "search", "--postal-code", "99999"], {}, 1, "not-found",
    "We couldn't find that zip or postal code. Check it and try again."],
  ["a non-member", ["loyalty", "points", "--member", "9999"], {}, 1, "not-a-member", "Member 9999 is not a loyalty member"],
  ["a 401 from the loyalty service", ["loyalty", "history", "--member", "5098"], {}, 3, "not-authorised",
    "Not authorised: the service refused member 5098 for loyalty history (HTTP 401)"],
  ["a 401 from the orders service", ["orders", "resend", "10000009401"], asMember("5001"), 3, "not-authorised",
    "Not authorised: the service refused member 5001 for orders resend (HTTP 401)"],
  ["a 500", ["stores", "get", "99500"], {}, 1, "service-failed", "Store lookup failed: service unavailable (HTTP 500)"],
  ["a refused add-order status", ["loyalty", "add-order", "10000000003", "--member", "5002"], {}, 1, "rejected",
    "The points for this order have already been added."],
]

describe("a failure: nothing on stdout, one line on stderr, the exit code of its kind", () => {
  it.concurrent.each(failures)("%s", async (_name, args, env, exitCode, code, message) => {
    const [text, json] = await Promise.all([runCli(args, env), runCli([...args, "--json"], env)])
    expect(text.code).toBe(exitCode)
    // a usage error's line is followed by where the command's help is
    if (exitCode === 2) expect(text.stderr).toBe(usageText(args.slice(0, 2).join(" "), message))
    else expect(textError(text)).toBe(message)
    expect(json.code).toBe(exitCode)
    expect(jsonError(json)).toEqual({ code, message, exitCode })
  })

  it.concurrent.each([
    ["an unknown flag", ["stores", "search", "--bogus", "--json"], "unknown option '--bogus'"],
    ["an unknown command", ["--json", "frobnicate"], "unknown command 'frobnicate'"],
    ["a missing argument", ["stores", "get", "--json"], "missing required argument 'id'"],
    ["a bad port", ["sandbox", "--port", "99999", "--json"], "option '--port <port>' argument '99999' is invalid. A port is a whole number from 0 to 65535."],
    ["a group without its command", ["orders", "--json"], "a command is required after 'outfitter orders' (see outfitter orders --help)"],
  ])("commander's usage errors with --json: %s is one JSON line, exit 2, no usage text", async (_name, args, message) => {
    const run = await runCli(args)
    expect(run.code).toBe(2)
    const error = jsonError(run)
    expect(error.code).toBe("usage")
    expect(error.message).toContain(message)
    expect(run.stderr).not.toContain("Usage:")
  })

  it.concurrent.each([
    ["in place of a command", ["giftcard", "600000000001"]],
    ["typed with spaces", ["giftcard", "6000 0000 0000 0002"]],
    ["as an extra argument", ["orders", "6000-0000-0000-0002"]],
  ])("a card number typed %s is quoted by its last 4 only, with or without --json", async (_name, args) => {
    const digits = args[1]!.replace(/\D/g, "")
    for (const run of await Promise.all([runCli(args), runCli([...args, "--json"])])) {
      expect(run.code).toBe(2)
      expect(run.stderr).toContain(`****${digits.slice(-4)}`)
      expect(run.stderr.replace(/\D/g, "")).not.toContain(digits)
    }
  })

  it.concurrent.each([
    ["an unknown flag", ["stores", "search", "--bogus"], "error: unknown option '--bogus'", "outfitter stores search"],
    ["a missing argument", ["orders", "show"], "error: missing required argument 'orderNumber'", "outfitter orders show"],
    ["an unknown command", ["frobnicate"], "error: unknown command 'frobnicate'", "outfitter"],
    ["a group without its command", ["orders"], "error: a command is required after 'outfitter orders'", "outfitter orders"],
  ])("without --json, %s is commander's line and where the help is, not the whole help", async (_name, args, message, command) => {
    const run = await runCli(args)
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(`${message}\nsee \`${command} --help\`\n`)
  })
})

describe("401 and 403 from a live service are not authorised (exit 3), never 'service unavailable'", () => {
  let stub: StubService
  beforeAll(async () => {
    stub = await startStub((request) => {
      // member 7403 is refused with 403 everywhere; store searches are refused with 401
      if (request.cookie.includes("WC_USERACTIVITY_7403=")) return serviceError(403, "FORBIDDEN", "service unavailable")
      if (request.path.startsWith("/storelocator/")) return serviceError(401, "UNAUTHORIZED", "service unavailable")
      if (request.path.startsWith("/loyalty/info")) return memberInfo
      if (request.path.startsWith("/user/orders")) return serviceError(403, "FORBIDDEN", "Forbidden")
      return serviceError(500, "SERVICE_UNAVAILABLE", "service unavailable")
    })
  })
  afterAll(() => stub.close())

  it.concurrent.each([
    ["stores search", ["stores", "search", "--latitude", "39.9", "--longitude", "-82.9"], {}, "Not authorised: the service refused stores search (HTTP 401)"],
    ["stores get", ["stores", "get", "10001"], {}, "Not authorised: the service refused stores get (HTTP 401)"],
    ["loyalty points (403)", ["loyalty", "points", "--member", "7403"], {}, "Not authorised: the service refused member 7403 for loyalty points (HTTP 403)"],
    ["loyalty add-order (403)", ["loyalty", "add-order", "12345678901"], asMember("7403"),
      "Not authorised: the service refused member 7403 for loyalty add-order (HTTP 403)"],
    ["orders resend (403 on the order history)", ["orders", "resend", "10000001001", "--member", "5001"], {},
      "Not authorised: the service refused member 5001 for orders resend (HTTP 403)"],
  ] as const)("%s", async (_name, args, given, message) => {
    // a live service: the member's session, kept as `outfitter auth login` keeps it
    const words: ReadonlyArray<string> = args
    const member = words.includes("--member") ? words[words.indexOf("--member") + 1] : (given as { OUTFITTER_MEMBER?: string }).OUTFITTER_MEMBER
    const env = { ...given, ...(member === undefined ? {} : signedIn(stub.apiRoot, member)) }
    const [text, json] = await Promise.all([
      runCli([...args, "--api-root", stub.apiRoot], env),
      runCli([...args, "--api-root", stub.apiRoot, "--json"], env),
    ])
    expect(text.code).toBe(3)
    expect(textError(text)).toBe(message)
    expect(text.stderr).not.toContain("unavailable")
    expect(jsonError(json)).toEqual({ code: "not-authorised", message, exitCode: 3 })
  })
})
