/**
 * `outfitter wallet status` and `outfitter wallet precreate`: the real CLI in process
 * against the embedded fixtures, a stub service to prove nothing is called for bad input,
 * and the --watch program under the TestClock (it polls on the widget's schedule) with its
 * spinner on a terminal made in this process.
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer } from "@outfitter/clients"
import { resetFixtures, walletFixtureOrigin, walletOrderNumbers, walletPaidAfterReads } from "@outfitter/fixtures"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { PassThrough } from "node:stream"
import { afterAll, beforeAll, beforeEach } from "vitest"
import { fixturesWatchClock, ranOutMessage, watchStatus } from "../src/commands/wallet/status.ts"
import { jsonError, runCli, usageText } from "./support/cli.ts"
import { startStub, type StubService } from "./support/stub-service.ts"

const w = walletOrderNumbers
const desktop = ["--country", "CN", "--device", "DESKTOP", "--payway", "WECHATPAY", "--sub-payway", "QRCODE"] as const

beforeEach(() => resetFixtures())

describe("outfitter wallet status", () => {
  it("reads one status and says what it means (exit 0 whatever it says)", async () => {
    const fresh = await runCli(["wallet", "status", w.wechatPaid])
    expect(fresh).toEqual({ code: 0, stdout: `Order ${w.wechatPaid}: NOT_CREATED (not started: no payment code yet)\n`, stderr: "" })
    const paid = await runCli(["wallet", "status", w.alreadyPaid, "--json"])
    expect(paid.code).toBe(0)
    expect(JSON.parse(paid.stdout)).toEqual({ orderId: w.alreadyPaid, status: "PAID", reason: "completed" })
  })

  it("an order with no wallet payment is exit 1; a failing service exit 1 with its status", async () => {
    const none = await runCli(["wallet", "status", "10000016001", "--json"])
    expect(jsonError(none)).toEqual({ code: "not-found", exitCode: 1, message: "Payment status failed: No mobile-wallet payment for order 10000016001" })
    const failing = await runCli(["wallet", "status", w.statusFails])
    expect(failing).toMatchObject({ code: 1, stdout: "", stderr: "Payment status failed: service unavailable (HTTP 500)\n" })
  })

  it("--watch on a paid order ends at once: exit 0, the status after its one read, no spinner off a terminal", async () => {
    expect(await runCli(["wallet", "status", w.alreadyPaid, "--watch"])).toEqual({
      code: 0,
      stdout: `Order ${w.alreadyPaid}: PAID (completed: paid) after 1 read\n`,
      stderr: "",
    })
    const json = await runCli(["wallet", "status", w.alreadyPaid, "--watch", "--json"])
    expect(JSON.parse(json.stdout)).toEqual({ orderId: w.alreadyPaid, status: "PAID", reason: "completed", reads: 1 })
  })

  // the two minutes pass on the watch's own clock over the embedded fixtures: were they real,
  // these would outlive the test's time-out
  it("--watch over the embedded fixtures (support.md's example): an order with no code ends as a code that ran out would, exit 1, without the wait", async () => {
    expect(await runCli(["wallet", "status", w.wechatPaid, "--watch"])).toEqual({
      code: 1,
      stdout: "",
      stderr: `${ranOutMessage({ orderId: w.wechatPaid, status: "NOT_CREATED", reason: "not_started" }, 1201, 120)}\n`,
    })
  }, 60_000)

  it("--watch over the embedded fixtures after a code is made: PENDING, then paid at its 20th read, exit 0", async () => {
    expect((await runCli(["wallet", "precreate", "--order", w.wechatPaid, ...desktop])).code).toBe(0)
    expect(await runCli(["wallet", "status", w.wechatPaid, "--watch"])).toEqual({
      code: 0,
      stdout: `Order ${w.wechatPaid}: PAID (completed: paid) after ${walletPaidAfterReads} reads\n`,
      stderr: "",
    })
  })

  it("the watch's clock moves only when it waits, by what it waits, at once", () =>
    Effect.runPromise(
      Effect.gen(function*() {
        const clock = fixturesWatchClock()
        const start = clock.currentTimeMillisUnsafe()
        yield* clock.sleep(Duration.minutes(2))
        expect(clock.currentTimeMillisUnsafe() - start).toBe(120_000)
        expect(yield* clock.currentTimeMillis).toBe(start + 120_000)
      }),
    ))

})

describe("outfitter wallet precreate", () => {
  it("draws the code in the terminal with its address and serial number", async () => {
    const run = await runCli(["wallet", "precreate", "--order", w.neverPaid, ...desktop, "--email", "registered@outfitter.test"])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    const lines = run.stdout.split("\n")
    expect(lines[0]).toBe(`Payment code for order ${w.neverPaid} (WECHATPAY, DESKTOP, QRCODE)`)
    // the QR code: lines of block characters only, all of one width
    const code = lines.slice(2, lines.indexOf("", 2))
    expect(code.length).toBeGreaterThan(10)
    expect(code.every((line) => /^[█▀▄ ]+$/.test(line) && line.length === code[0]!.length)).toBe(true)
    expect(lines.slice(-4)).toEqual([
      `Code:      ${walletFixtureOrigin}/qr/wechatpay/${w.neverPaid}/1`,
      "Redirect:  -",
      `Serial:    7895${w.neverPaid}001`,
      "",
    ])
  })

  it("upper-cases country and payway; a phone's code carries the wallet's address; --json prints the code", async () => {
    const returnUrl = `https://www.example.com/shop/cn/account/orders/${w.alipayPaid}`
    const run = await runCli(
      ["wallet", "precreate", "--order", w.alipayPaid, "--country", "cn", "--device", "MBROWSER", "--payway", "alipay", "--sub-payway", "H5", "--return-url", returnUrl, "--json"],
    )
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({
      orderId: w.alipayPaid,
      qrCode: `${walletFixtureOrigin}/qr/alipay/${w.alipayPaid}/1`,
      redirectUrl: returnUrl,
      sn: `7895${w.alipayPaid}001`,
      clientSN: `${w.alipayPaid}-1`,
      expires: null,
    })
  })

  it("a precreate the service answers without a code is exit 1 with its error code", async () => {
    const run = await runCli(["wallet", "precreate", "--order", w.precreateFails, ...desktop])
    expect(run).toMatchObject({ code: 1, stdout: "", stderr: "Payment code failed: The payment code could not be created (error code ORDER_CLOSED)\n" })
    const none = await runCli(["wallet", "precreate", "--order", "10000016001", ...desktop])
    expect(none).toMatchObject({ code: 1, stderr: "Payment code failed: Order 10000016001 has no mobile-wallet payment pending\n" })
  })

  describe("bad input: the rules' messages, exit 2, nothing called", () => {
    let stub: StubService
    beforeAll(async () => {
      stub = await startStub(() => ({ status: 200, body: { status: "CREATED", qrCode: "x" } }))
    })
    afterAll(() => stub.close())

    it.each([
      [[], "orderId is required"],
      [["--order", "0"], "orderId is required"],
      [["--order", "12a"], "orderId is required"],
      [["--order", "1"], "country is required"],
      [["--order", "1", "--country", " "], "country is required"],
      [["--order", "1", "--country", "CN"], "device_id is required: --device is one of DESKTOP, MBROWSER, WECHATAPP"],
      [["--order", "1", "--country", "CN", "--device", "PHONE"], "device_id is required: --device is one of DESKTOP, MBROWSER, WECHATAPP"],
      [["--order", "1", "--country", "CN", "--device", "DESKTOP"], "payway is required: --payway is one of WECHATPAY, ALIPAY"],
      [["--order", "1", "--country", "CN", "--device", "DESKTOP", "--payway", "WECHATPAY"], "subPayway is required: --sub-payway is one of APP, H5, QRCODE, WAP"],
      [["--order", "1", "--country", "CN", "--device", "DESKTOP", "--payway", "WECHATPAY", "--sub-payway", "BARCODE"], "subPayway is required: --sub-payway is one of APP, H5, QRCODE, WAP"],
      [["--order", "1", ...desktop, "--return-url", "javascript:alert(1)"], "returnUrl must be an http or https address"],
    ] as const)("%j: %s", async (args, message) => {
      const run = await runCli(["wallet", "precreate", ...args, "--api-root", stub.apiRoot])
      expect(run).toEqual({ code: 2, stdout: "", stderr: usageText("wallet precreate", message) })
      expect(jsonError(await runCli(["wallet", "precreate", ...args, "--api-root", stub.apiRoot, "--json"]))).toEqual({
        code: "invalid-input",
        exitCode: 2,
        message,
      })
      expect(stub.requests).toEqual([])
    })

    it.each(["0", "abc", "-1"])("wallet status %s: orderId is required, nothing called", async (orderId) => {
      const run = await runCli(["wallet", "status", orderId, "--api-root", stub.apiRoot])
      expect(run.code).toBe(2)
      expect(run.stderr).toBe(usageText("wallet status", `orderId is required: a whole number above 0, got '${orderId}'`))
      expect(stub.requests).toEqual([])
    })
  })
})

/** A terminal for the spinner in this process: everything drawn is kept. */
const fakeTerminal = () => {
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: 120, rows: 40 })
  const chunks: Array<string> = []
  output.on("data", (chunk: Buffer) => void chunks.push(chunk.toString("utf8")))
  return { output: output as unknown as NodeJS.WriteStream, drawn: () => chunks.join("") }
}

/** Lets the fixtures' answers (real promises) arrive, then moves the TestClock on. */
const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
const advance = (ms: number) => Effect.andThen(Effect.andThen(settle, TestClock.adjust(ms)), settle)

/** Moves the clock on a poll at a time until the watch ends (a bound, so a broken watch fails instead of hanging). */
const untilDone = (fiber: Fiber.Fiber<unknown, unknown>) =>
  Effect.gen(function*() {
    for (let step = 0; step < 500 && fiber.pollUnsafe() === undefined; step++) yield* advance(100)
  })

const over = (settings: Record<string, unknown> = {}) => clientsLayer({ apiRoot: "http://fixtures.outfitter.invalid/api", fetch: createFixtureFetch(), settings })

describe("wallet status --watch polls on the widget's schedule (TestClock)", () => {
  it.effect("a code paid at its 20th read: a read at once, then one 100 ms after each answer; the spinner shows the reads, then goes", () =>
    Effect.gen(function*() {
      yield* Effect.promise(() => runCli(["wallet", "precreate", "--order", w.wechatPaid, ...desktop]))
      const terminal = fakeTerminal()
      const fiber = yield* Effect.forkChild(watchStatus(w.wechatPaid, terminal.output), { startImmediately: true })
      yield* untilDone(fiber)
      const result = yield* Fiber.join(fiber)
      expect(result).toEqual({ orderId: w.wechatPaid, status: "PAID", reason: "completed", reads: walletPaidAfterReads })
      expect(terminal.drawn()).toContain(`Order ${w.wechatPaid}: PENDING (in progress)`)
    }).pipe(Effect.provide(over())))

  it.effect("a payment that fails at its third read: exit 1, the payment failed", () =>
    Effect.gen(function*() {
      yield* Effect.promise(() => runCli(["wallet", "precreate", "--order", w.paymentFails, ...desktop]))
      const fiber = yield* Effect.forkChild(Effect.flip(watchStatus(w.paymentFails, undefined)), { startImmediately: true })
      yield* untilDone(fiber)
      expect(yield* Fiber.join(fiber)).toMatchObject({
        exitCode: 1,
        code: "rejected",
        message: `Order ${w.paymentFails}: PAY_ERROR (failed) after 3 reads: the payment failed`,
      })
    }).pipe(Effect.provide(over())))

  it.effect("a code never paid is read until the retry timeout (the store's 1000 ms here), then exit 1: a new code is needed", () =>
    Effect.gen(function*() {
      yield* Effect.promise(() => runCli(["wallet", "precreate", "--order", w.neverPaid, ...desktop]))
      const fiber = yield* Effect.forkChild(Effect.flip(watchStatus(w.neverPaid, undefined)), { startImmediately: true })
      yield* untilDone(fiber)
      const error = yield* Fiber.join(fiber)
      expect(error).toMatchObject({
        exitCode: 1,
        code: "rejected",
        message: ranOutMessage({ orderId: w.neverPaid, status: "PENDING", reason: "in_progress" }, 11, 1),
      })
    }).pipe(Effect.provide(over({ walletRetryTimeoutMs: 1000 }))))
})
