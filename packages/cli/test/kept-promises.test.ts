/**
 * What the CLI promises its user, kept where a service or an argument would break it:
 *
 * - --timeout bounds each call with its retries: a look-up the client would try 4 times
 *   and a cancel tried 3 times end at --timeout with one line and exit 1 (a local
 *   node:http server that accepts and never answers; the test's own time-out is the only
 *   clock, nothing is timed); `wallet status --watch` is bounded per read, not as a whole
 *   (TestClock);
 * - a wallet code whose mobile address the order page would refuse is refused (exit 1,
 *   one line, no address printed as valid);
 * - no escape sequence or control character of an argument or an answer reaches stdout
 *   or stderr.
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer } from "@outfitter/clients"
import { resetFixtures, walletHostileOrigin, walletOrderNumbers, walletPaidAfterReads } from "@outfitter/fixtures"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { afterAll, beforeAll } from "vitest"
import { redirectRefusedMessage } from "../src/commands/wallet/precreate.ts"
import { watchStatus } from "../src/commands/wallet/status.ts"
import { embeddedApiRoot, transportOptions } from "../src/runtime.ts"
import { jsonError, runCli, terminalControls } from "./support/cli.ts"
import { serviceError, startStub, type StubService } from "./support/stub-service.ts"

/** The requests a stub saw, as "METHOD /path". */
const lines = (stub: StubService) => stub.requests.map((request) => `${request.method} ${request.path}`)

const email = "registered@outfitter.test"

describe("--timeout bounds each call with its retries (a server that never answers)", () => {
  let silent: StubService
  let failing: StubService
  beforeAll(async () => {
    // accepts the connection, reads the request, never responds
    silent = await startStub(() => undefined)
    failing = await startStub(() => serviceError(500, "SERVICE_UNAVAILABLE", "service unavailable"))
  })
  afterAll(() => Promise.all([silent.close(), failing.close()]))

  // The order look-up is tried 4 times (at 0, 1, 3 and 7 s): 4 × --timeout plus the waits
  // before. Now it is one line at --timeout, and the retry that was due is never sent.
  it("orders show: 'the service did not answer in 1 s', exit 1, code timeout, one request", { timeout: 30_000 }, async () => {
    const text = await runCli(["orders", "show", "10000016001", "--email", email, "--api-root", silent.apiRoot, "--timeout", "1"])
    expect(text).toEqual({ code: 1, stdout: "", stderr: "Order lookup failed: the service did not answer in 1 s\n" })
    expect(lines(silent).filter((line) => line.startsWith("GET /user/order/return/10000016001"))).toHaveLength(1)
    const machine = await runCli(["orders", "show", "10000016001", "--email", email, "--api-root", silent.apiRoot, "--timeout", "0.5", "--json"])
    expect(jsonError(machine)).toEqual({ code: "timeout", message: "Order lookup failed: the service did not answer in 0.5 s", exitCode: 1 })
  })

  it("a look-up whose attempts fail at once ends at --timeout too, not after its 4 attempts", { timeout: 30_000 }, async () => {
    const run = await runCli(["orders", "show", "10000016001", "--email", email, "--api-root", failing.apiRoot, "--timeout", "1.5", "--json"])
    expect(jsonError(run)).toEqual({ code: "timeout", message: "Order lookup failed: the service did not answer in 1.5 s", exitCode: 1 })
    expect(failing.requests.length).toBeLessThan(4)
  })

  it("orders cancel (3 attempts, 1 s apart): bounded by --timeout, then not confirmed (the order read again gets no answer), exit 1", { timeout: 30_000 }, async () => {
    const run = await runCli(["orders", "cancel", "10000016010", "--email", email, "--reason", "CHANGED_MIND", "--yes", "--api-root", silent.apiRoot, "--timeout", "1"])
    // the cancel's answer was lost, so it may have happened: the order is read once more (also
    // bounded by --timeout), and as that read gets no answer either the outcome is unknown
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr: "Cancel not confirmed: the service may have acted, but its answer was lost; look at order 10000016010 before trying again\n",
    })
    expect(lines(silent).filter((line) => line === "PUT /user/order/10000016010")).toHaveLength(1)
    expect(lines(silent).filter((line) => line.startsWith("GET /user/order/return/10000016010"))).toHaveLength(1)
  })

  it("orders cancel --json: the unknown outcome has its own code", { timeout: 30_000 }, async () => {
    const run = await runCli(["orders", "cancel", "10000016010", "--email", email, "--reason", "CHANGED_MIND", "--yes", "--api-root", silent.apiRoot, "--timeout", "1", "--json"])
    expect(run.code).toBe(1)
    expect(JSON.parse(run.stderr)).toMatchObject({ error: { code: "outcome-unknown" } })
  })
})

/** A fetch that never answers (until aborted). */
const silentFetch: typeof globalThis.fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true })
  })

/** Lets the fixtures' answers (real promises) arrive, then moves the TestClock on. */
const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
const advance = (ms: number) => Effect.andThen(Effect.andThen(settle, TestClock.adjust(ms)), settle)

/** The CLI's clients over `fetch` with --timeout `seconds`. */
const cliClients = (fetch: typeof globalThis.fetch, seconds: number) => clientsLayer({ apiRoot: embeddedApiRoot, fetch, ...transportOptions(seconds) })

describe("wallet status --watch: each read bounded by --timeout, not the watch (TestClock)", () => {
  beforeAll(() => resetFixtures())
  afterAll(() => resetFixtures())

  it.effect("a watch of 20 reads, 100 ms apart, outlives a --timeout of 0.5 s and ends paid", () =>
    Effect.gen(function*() {
      const order = walletOrderNumbers.wechatPaid
      yield* Effect.promise(() => runCli(["wallet", "precreate", "--order", order, "--country", "CN", "--device", "DESKTOP", "--payway", "WECHATPAY", "--sub-payway", "QRCODE"]))
      const fiber = yield* Effect.forkChild(watchStatus(order, undefined), { startImmediately: true })
      for (let step = 0; step < 100 && fiber.pollUnsafe() === undefined; step++) yield* advance(100)
      expect(yield* Fiber.join(fiber)).toEqual({ orderId: order, status: "PAID", reason: "completed", reads: walletPaidAfterReads })
    }).pipe(Effect.provide(cliClients(createFixtureFetch(), 0.5))))

  it.effect("a read that gets no answer ends the watch at --timeout, not when the code runs out (120 s)", () =>
    Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(watchStatus(walletOrderNumbers.neverPaid, undefined)), { startImmediately: true })
      yield* advance(1999)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* advance(1)
      const error = yield* Fiber.join(fiber)
      expect(error).toMatchObject({ _tag: "Timeout", message: "the service did not answer in 2 s" })
    }).pipe(Effect.provide(cliClients(silentFetch, 2))))
})

describe("a wallet code whose mobile address the order page would refuse is refused", () => {
  const hostile = ["wallet", "precreate", "--order", walletOrderNumbers.hostileRedirect, "--country", "CN", "--device", "MBROWSER", "--payway", "ALIPAY", "--sub-payway", "H5"]

  it("exit 1, one line naming the origin, nothing on stdout, with and without --json", async () => {
    const text = await runCli(hostile)
    const message = redirectRefusedMessage(`Redirects to ${walletHostileOrigin} are not allowed`)
    expect(text).toEqual({ code: 1, stdout: "", stderr: `${message}\n` })
    const machine = await runCli([...hostile, "--json"])
    expect(machine.stdout).toBe("")
    expect(jsonError(machine)).toEqual({ code: "service-failed", message, exitCode: 1 })
  })

  it("the same code with a --return-url is refused too: only that address's origin is added, as the page's own is", async () => {
    const run = await runCli([...hostile, "--return-url", "https://www.example.com/shop/cn/account/orders/1"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
  })

  it("an address on the page's own origin (the --return-url) is shown", async () => {
    const returnUrl = `https://www.example.com/shop/cn/account/orders/${walletOrderNumbers.alipayPaid}`
    const run = await runCli(
      ["wallet", "precreate", "--order", walletOrderNumbers.alipayPaid, "--country", "CN", "--device", "MBROWSER", "--payway", "ALIPAY", "--sub-payway", "H5", "--return-url", returnUrl],
    )
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Redirect:  ${returnUrl}\n`)
  })
})

describe("no escape sequence or control character reaches the terminal", () => {
  const escapes = "\u001b[31mred\u001b]0;owned\u0007\u009b2J\u202eX\rY"
  let lenient: StubService
  beforeAll(async () => {
    // a service that takes any item, and fails anything else in its own words, escapes included
    lenient = await startStub((request) =>
      request.method === "PUT" ? { status: 200, body: { status: "Success" } } : serviceError(500, "SERVICE_UNAVAILABLE", `down${escapes}`)
    )
  })
  afterAll(() => lenient.close())

  it("an argument echoed on stdout (--item of a cancel) is printed as plain text", async () => {
    const run = await runCli(["orders", "cancel", "10000016010", "--email", email, "--reason", "CHANGED_MIND", "--item", `13392746${escapes}`, "--yes", "--api-root", lenient.apiRoot])
    expect(run.code).toBe(0)
    expect(terminalControls(run.stdout, { lineFeeds: true })).toEqual([])
    expect(run.stdout).toBe("Cancelled item 13392746redX Y of order 10000016010 (reason CHANGED_MIND)\n")
  })

  it("an argument in a refusal (--reason, an unknown option) and a service's message on stderr are plain text", async () => {
    const runs = await Promise.all([
      runCli(["orders", "cancel", "10000016010", "--email", email, "--reason", escapes, "--yes"]),
      runCli(["stores", "get", "10001", `--x${escapes}`]),
      runCli(["stores", "get", "10001", "--api-root", lenient.apiRoot]),
    ])
    expect(runs.map((run) => run.code)).toEqual([2, 2, 1])
    for (const run of runs) {
      expect(run.stderr).not.toBe("")
      expect(terminalControls(run.stderr, { lineFeeds: true })).toEqual([])
    }
  })
})
