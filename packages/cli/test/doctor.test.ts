/**
 * `outfitter doctor`: every read-only call checked against the embedded fixtures, a
 * sandbox process, a sandbox whose contract has drifted, a port nothing listens on and a
 * service that refuses; the report as a table and as JSON; the exit codes.
 */
import { mkdtempSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { doctorChecks, failureOutcome } from "../src/commands/doctorChecks.ts"
import { sandboxProbePath } from "../src/memberSession.ts"
import { type CliRun, runCli, whileSandboxServes } from "./support/cli.ts"
import { signedIn } from "./support/session.ts"
import { startStub, type StubService } from "./support/stub-service.ts"
import { runPiped } from "./support/terminal.ts"

interface Line {
  readonly name: string
  readonly method: string
  readonly path: string
  readonly outcome: string
  readonly detail: string
  readonly field?: string
  readonly expected?: string
}

const report = (run: CliRun): ReadonlyArray<Line> => JSON.parse(run.stdout) as ReadonlyArray<Line>

const outcomes = (lines: ReadonlyArray<Line>) => Object.fromEntries(lines.map((line) => [line.name, line.outcome]))

const everyCheck = doctorChecks.map((check) => check.name)

/** The member checks that need no id of their own. */
const memberChecks = doctorChecks.filter((check) => check.member && check.missing({} as never) === undefined).map((check) => check.name)

/** Every id as a flag, for a root that is not a sandbox (the gift card's number comes on stdin). */
const allIds = [
  "--postal-code", "43215", "--store", "10036", "--sku", "10234567", "--order", "10000016001", "--email", "registered@outfitter.test",
  "--payment", "PI-10000018001-authorised", "--wallet-order", "10000016009",
  "--gift-card-number", "-", "--gift-card-pin", "1234", "--captcha-token", "fixtures-captcha-pass",
]

/** A port of 127.0.0.1 that nothing listens on (one the system gave out, then closed). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

/** An empty config directory: no kept session, no saved API root. */
const noConfig = () => ({ XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "outfitter-doctor-")), OUTFITTER_API_ROOT: "" })

describe("outfitter doctor over the embedded fixtures", () => {
  it("with no flags checks every call with the seeded ids: all ok, exit 0, one table line per check", async () => {
    const run = await runCli(["doctor"])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    const lines = run.stdout.trimEnd().split("\n")
    expect(lines[0]).toMatch(/^CHECK\s+CALL\s+OUTCOME\s+DETAIL$/)
    for (const name of everyCheck) expect(lines.find((line) => line.startsWith(`${name} `)), name).toMatch(/\sok(\s|$)/)
    expect(lines.at(-1)).toBe(`${everyCheck.length} checks: ${everyCheck.length} ok`)
  })

  it("--json: an array of {name, method, path, outcome, detail}, one per check, in the table's order", async () => {
    const run = await runCli(["doctor", "--json"])
    expect(run.code).toBe(0)
    const lines = report(run)
    expect(lines.map((line) => line.name)).toEqual(everyCheck)
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(["detail", "method", "name", "outcome", "path"])
      expect(line.outcome).toBe("ok")
      expect(["GET", "POST"]).toContain(line.method)
      expect(line.path).toMatch(/^\//)
    }
    expect(lines.find((line) => line.name === "stores get")?.path).toBe("/storelocator/10036")
    // the e-mail an order was looked up with is not printed
    expect(run.stdout).not.toContain("registered@outfitter.test")
  })

  it("a scenario that changes one field's type: that check differs, naming the field and what was expected; exit 1", async () => {
    const run = await runCli(["doctor", "--json", "--scenario", "store-number-as-number"])
    expect(run.code).toBe(1)
    const lines = report(run)
    expect(lines.filter((line) => line.outcome !== "ok").map((line) => line.name)).toEqual(["stores get"])
    expect(lines.find((line) => line.name === "stores get")).toMatchObject({
      outcome: "differs",
      field: "physicalStores.0.storeNumber",
      expected: "Expected string",
      detail: "physicalStores.0.storeNumber: Expected string",
    })
    expect(JSON.parse(run.stderr)).toMatchObject({ error: { exitCode: 1, message: expect.stringContaining("stores get") } })
  })

  it("usage errors are exit 2 before anything is called, and a card number given as a value is not echoed", async () => {
    for (const args of [["--order", "12"], ["--store", "abc"], ["--email", "not-an-e-mail"], ["--member", "x1"], ["--gift-card-number", "600000000001"]]) {
      const run = await runCli(["doctor", ...args])
      expect(run.code, args.join(" ")).toBe(2)
      expect(run.stdout).toBe("")
      expect(run.stderr).not.toContain("600000000001")
    }
  })
})

describe("outfitter doctor's gift card from stdin", () => {
  it("is checked by the domain's form rule, its messages naming doctor's flags; a good one is looked up (the fixtures' CAD card)", async () => {
    const noPin = await runPiped(["doctor", "--gift-card-number", "-"], "600000000003\n", noConfig())
    expect(noPin.code).toBe(2)
    expect(noPin.stderr).toContain("(--gift-card-pin)")
    expect(noPin.stderr).not.toContain("600000000003")
    const good = await runPiped(["doctor", "--json", "--gift-card-number", "-", "--gift-card-pin", "1234"], "600000000003\n", noConfig())
    expect(good.code).toBe(0)
    expect(report(good).find((line) => line.name === "giftcard balance")?.outcome).toBe("ok")
    expect(good.stdout).not.toContain("600000000003")
  })
})

describe("outfitter doctor against a sandbox process", () => {
  it("with no flags: every check ok (the sandbox's seeded ids, its made-up member)", async () => {
    await whileSandboxServes(["--port", "0"], async (apiRoot) => {
      const run = await runCli(["doctor", "--api-root", apiRoot, "--json"])
      expect(run.stderr).toBe("")
      expect(run.code).toBe(0)
      expect(outcomes(report(run))).toEqual(Object.fromEntries(everyCheck.map((name) => [name, "ok"])))
    })
  })

  it("started with the scenario that sends storeNumber as a number: exactly the store look-up differs, at that field; exit 1", async () => {
    await whileSandboxServes(["--port", "0", "--scenario", "store-number-as-number"], async (apiRoot) => {
      const run = await runCli(["doctor", "--api-root", apiRoot, "--json"])
      expect(run.code).toBe(1)
      const lines = report(run)
      const notOk = lines.filter((line) => line.outcome !== "ok")
      expect(notOk).toEqual([expect.objectContaining({ name: "stores get", outcome: "differs", field: "physicalStores.0.storeNumber", expected: "Expected string" })])
      // the text report says the same on one line
      const text = await runCli(["doctor", "--api-root", apiRoot])
      expect(text.code).toBe(1)
      expect(text.stdout).toMatch(/^stores get\s+GET \/storelocator\/10036\s+differs\s+physicalStores\.0\.storeNumber: Expected string$/m)
      expect(text.stderr).toMatch(/^1 of 13 checks did not answer as expected: stores get$/m)
    })
  })
})

describe("outfitter doctor against a live API root", () => {
  let port: number
  let apiRoot: string
  beforeAll(async () => {
    port = await freePort()
    apiRoot = `http://127.0.0.1:${port}/api`
  })

  it("no ids and no session: the checks that need one are skipped with the flag to give, the member checks with how to sign in", async () => {
    const run = await runCli(["doctor", "--api-root", apiRoot, "--json", "--timeout", "5"], noConfig())
    const lines = report(run)
    for (const name of memberChecks) {
      expect(lines.find((line) => line.name === name)).toMatchObject({
        outcome: "skipped",
        detail: expect.stringContaining(`outfitter auth login --api-root ${apiRoot}`),
      })
    }
    expect(lines.find((line) => line.name === "stores get")).toMatchObject({ outcome: "skipped", detail: "give --store" })
    expect(lines.find((line) => line.name === "orders show")).toMatchObject({ outcome: "skipped", detail: "give --order and --email" })
    expect(lines.find((line) => line.name === "giftcard balance")?.detail).toContain("--gift-card-number -")
  })

  it("a port nothing listens on: every check unreachable with its cause, exit 1", async () => {
    const run = await runPiped(["doctor", "--api-root", apiRoot, "--json", "--timeout", "3", ...allIds], "600000000001\n", {
      ...noConfig(),
      ...signedIn(apiRoot, "5001"),
    })
    expect(run.code).toBe(1)
    const lines = report(run)
    expect(outcomes(lines)).toEqual(Object.fromEntries(everyCheck.map((name) => [name, "unreachable"])))
    expect(lines.find((line) => line.name === "stores search")?.detail).toContain("ECONNREFUSED")
    expect(run.stdout).not.toContain("600000000001")
  })

  describe("a service that refuses every call (HTTP 401)", () => {
    let stub: StubService
    beforeAll(async () => {
      stub = await startStub(() => ({ status: 401, body: { error: [{ errorKey: "NOT_SIGNED_IN", errorMessage: "sign in" }] } }))
    })
    afterAll(() => stub.close())

    it("every check that runs is refused, saying how to sign in; only reads are sent (the gift card check's POST aside)", async () => {
      const run = await runPiped(["doctor", "--api-root", stub.apiRoot, "--json", ...allIds], "600000000001\n", {
        ...noConfig(),
        ...signedIn(stub.apiRoot, "5001"),
      })
      expect(run.code).toBe(1)
      const lines = report(run)
      expect(outcomes(lines)).toEqual(Object.fromEntries(everyCheck.map((name) => [name, "refused"])))
      for (const line of lines) expect(line.detail).toContain(`outfitter auth login --api-root ${stub.apiRoot}`)
      expect(stub.requests.filter((request) => request.method !== "GET").map((request) => `${request.method} ${request.path}`)).toEqual(["POST /payments/giftcard/check"])
      // every call made is one the report names (its path, each {id} standing for one segment)
      const named = lines.flatMap((line) => `${line.method} ${line.path}`.split(", then "))
        .map((call) => new RegExp(`^${(call.split("?")[0] ?? "").replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[a-z]+\}/g, "[^/]+")}$`))
      // besides the question whether the root is a sandbox
      for (const request of stub.requests.filter((asked) => asked.path !== sandboxProbePath)) {
        const call = `${request.method} ${request.path.split("?")[0]}`
        expect(named.some((pattern) => pattern.test(call)), call).toBe(true)
      }
    })
  })
})

describe("failureOutcome", () => {
  const context = { apiRoot: "https://shop.example/api", site: "us" as const }
  const cases: ReadonlyArray<readonly [string, unknown, string, string]> = [
    ["a refused connection", { _tag: "AjaxFailed", message: "x", cause: { name: "TypeError", message: "fetch failed", cause: { name: "Error", message: "connect ECONNREFUSED" } } }, "unreachable", "fetch failed (connect ECONNREFUSED)"],
    ["an HTTP 503", { _tag: "AjaxFailed", message: "service unavailable", status: 503 }, "unreachable", "HTTP 503: service unavailable"],
    ["no answer in time", { _tag: "Timeout", message: "the service did not answer in 3 s", timeoutMs: 3000 }, "unreachable", "the service did not answer in 3 s"],
    ["an HTTP 401", { _tag: "AjaxFailed", message: "x", status: 401 }, "refused", "HTTP 401, the session was refused: sign in with outfitter auth login --api-root https://shop.example/api"],
    ["an Unauthorized", { _tag: "Unauthorized", message: "x", status: 403 }, "refused", "HTTP 403, the session was refused: sign in with outfitter auth login --api-root https://shop.example/api"],
    ["a 404", { _tag: "NotFound", message: "No store 10001" }, "differs", "HTTP 404: No store 10001 (is the id one this back end knows?)"],
    ["a retried call's last failure", { _tag: "MaxRetries", message: "x", last: { _tag: "AjaxFailed", message: "y", status: 500 } }, "unreachable", "HTTP 500: y"],
    ["a payment status that failed with HTTP 502", { _tag: "ReauthFailed", message: "customer text", status: 502, detail: "bad gateway" }, "unreachable", "HTTP 502: bad gateway"],
    ["a 400 from the service", { _tag: "InvalidParams", message: "bad email" }, "differs", "InvalidParams: bad email"],
    ["a thrown value", new Error("boom"), "differs", "boom"],
  ]
  it.each(cases)("%s", (_what, error, outcome, detail) => {
    expect(failureOutcome(error, context)).toEqual({ outcome, detail })
  })

  it("an answer that did not decode: differs, with the field and what was expected there", () => {
    const error = { _tag: "AjaxFailed", status: 200, message: "x", cause: { name: "SchemaError", message: "…", mismatch: { path: "orders.0.total", expected: "Expected string" } } }
    expect(failureOutcome(error, context)).toEqual({ outcome: "differs", detail: "orders.0.total: Expected string", field: "orders.0.total", expected: "Expected string" })
  })

  it("is total: any value reads as an outcome", () => {
    for (const value of [undefined, null, 0, "text", [], { cause: {} }, { _tag: 7, status: "500" }]) {
      expect(["differs", "unreachable", "refused"]).toContain(failureOutcome(value, context).outcome)
    }
  })
})

describe("outfitter doctor's ids in the config file", () => {
  it("config set checks a doctor id as its flag does; against a live API root doctor sends the saved ids, a flag before them", async () => {
    const config = noConfig()
    const refused = await runCli(["config", "set", "doctor-order", "12"], config)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain("doctor-order")
    for (const [key, value] of [["doctor-store", "10036"], ["doctor-order", "10000016001"], ["doctor-email", "registered@outfitter.test"]]) {
      expect((await runCli(["config", "set", key ?? "", value ?? ""], config)).code).toBe(0)
    }
    const apiRoot = `http://127.0.0.1:${await freePort()}/api`
    const lines = report(await runCli(["doctor", "--api-root", apiRoot, "--json", "--timeout", "3", "--store", "10001"], config))
    expect(lines.find((line) => line.name === "stores get")).toMatchObject({ path: "/storelocator/10001", outcome: "unreachable" })
    expect(lines.find((line) => line.name === "orders show")).toMatchObject({ path: expect.stringContaining("/10000016001?"), outcome: "unreachable" })
    // over the embedded fixtures the seeded ids are used whatever is saved
    const fixtures = report(await runCli(["doctor", "--json"], config))
    expect(fixtures.find((line) => line.name === "stores get")).toMatchObject({ path: "/storelocator/10036", outcome: "ok" })
  })
})
