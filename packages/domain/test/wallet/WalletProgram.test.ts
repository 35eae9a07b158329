import { describe, expect, it } from "@effect/vitest"
import { fc, test } from "@fast-check/vitest"
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import { defaultStoreSettings } from "../../src/site/StoreSettings.ts"
import type { WalletCode, WalletStatusReason } from "../../src/wallet/WalletStatus.ts"
import {
  pollWalletStatus,
  runWalletWidget,
  walletCodeLifetimeMs,
  walletPollSchedule,
  walletStatusCheckSchedule,
  type WalletTimings,
  walletTimings,
  walletTimingsOrDefaults,
} from "../../src/wallet/WalletProgram.ts"
import { scheduleRuns } from "../support/scheduleRuns.ts"
import { makeWalletWidget, type WalletWidget, type WalletWidgetEvent } from "../../src/wallet/WalletWidget.ts"

const defaults = Result.getOrThrow(walletTimings(defaultStoreSettings))

describe("the timings (orders §9) and their checks (orders §5)", () => {
  it("the spec's defaults, from the store settings", () => {
    expect(defaults).toEqual({
      perceivedWaitMs: 500,
      pollingIntervalMs: 100,
      pollingTimeoutMs: 240_000,
      retryTimeoutMs: 120_000,
      statusPrecreateRetryWaitMs: 1000,
      statusPrecreateAttempts: 1,
      focusCheckMs: 100,
    })
    expect(walletCodeLifetimeMs(defaults)).toBe(120_000)
  })

  it("a store overrides them", () => {
    expect(Result.getOrThrow(walletTimings({ ...defaultStoreSettings, walletRetryTimeoutMs: 8000, walletStatusPrecreateAttempts: 0 })))
      .toMatchObject({ retryTimeoutMs: 8000, statusPrecreateAttempts: 0 })
  })

  const delays = [
    "walletPerceivedWaitMs",
    "walletPollingIntervalMs",
    "walletPollingTimeoutMs",
    "walletRetryTimeoutMs",
    "walletStatusPrecreateRetryWaitMs",
    "walletFocusCheckMs",
  ] as const

  for (const setting of delays) {
    it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, "100", null, undefined])(`${setting} %j: a number greater than 0`, (value) => {
      const timings = walletTimings({ ...defaultStoreSettings, [setting]: value })
      expect(Result.isFailure(timings) && timings.failure).toMatchObject({
        _tag: "InvalidParams",
        message: `${setting} must be a number greater than 0`,
        field: setting,
      })
    })
    it(`${setting} 0.5 is greater than 0`, () => {
      expect(Result.isSuccess(walletTimings({ ...defaultStoreSettings, [setting]: 0.5 }))).toBe(true)
    })
  }

  it.each([-1, 1.5, Number.NaN, "1", null])("walletStatusPrecreateAttempts %j: a whole number of at least 0", (value) => {
    const timings = walletTimings({ ...defaultStoreSettings, walletStatusPrecreateAttempts: value })
    expect(Result.isFailure(timings) && timings.failure.message).toBe("walletStatusPrecreateAttempts must be a whole number of at least 0")
  })

  test.prop([fc.anything()])("any settings give timings or a typed error", (settings) => {
    const timings = walletTimings(settings as never)
    if (Result.isFailure(timings)) expect(timings.failure._tag).toBe("InvalidParams")
  })

  it("read leniently, a setting that is not right is its default, the others as given", () => {
    expect(walletTimingsOrDefaults({ ...defaultStoreSettings, walletPollingIntervalMs: 0, walletStatusPrecreateAttempts: 1.5, walletRetryTimeoutMs: 9000 }))
      .toEqual({ ...defaults, retryTimeoutMs: 9000 })
    expect(walletTimingsOrDefaults(null as never)).toEqual(defaults)
  })

  it("the code lives for the earlier of the two time-outs", () => {
    expect(walletCodeLifetimeMs({ ...defaults, pollingTimeoutMs: 30_000 })).toBe(30_000)
  })
})

const firstCode: WalletCode = { qrCode: "weixin://wxpay/bizpayurl?pr=1", redirectUrl: "https://wx.tenpay.com/pay?p=1" }

/**
 * A host whose calls are recorded with the clock's time: status answers come from a
 * script (the last repeats), each precreate gives a new code, focus from a script too.
 */
const host = (options: {
  readonly statuses?: ReadonlyArray<WalletStatusReason | "fail">
  readonly precreate?: "fail"
  readonly focus?: ReadonlyArray<boolean>
  readonly statusTakesMs?: number
}) => {
  const log: Array<string> = []
  const redirects: Array<string> = []
  let statusReads = 0
  let precreates = 0
  let focusChecks = 0
  const at = Effect.map(Clock.currentTimeMillis, (now) => now)
  const statuses = options.statuses ?? ["not_started", "in_progress"]
  const calls = {
    status: Effect.gen(function*() {
      log.push(`status@${yield* at}`)
      const answer = statuses[Math.min(statusReads, statuses.length - 1)] ?? "in_progress"
      statusReads += 1
      if (options.statusTakesMs !== undefined) yield* Effect.sleep(options.statusTakesMs)
      return answer === "fail" ? yield* Effect.fail("status call failed") : answer
    }),
    precreate: Effect.gen(function*() {
      log.push(`precreate@${yield* at}`)
      precreates += 1
      if (options.precreate === "fail") return yield* Effect.fail("precreate failed")
      return { qrCode: `weixin://wxpay/bizpayurl?pr=${precreates}`, redirectUrl: `https://wx.tenpay.com/pay?p=${precreates}` } satisfies WalletCode
    }),
    hasFocus: Effect.sync(() => {
      const focus = options.focus ?? [true]
      const focused = focus[Math.min(focusChecks, focus.length - 1)] ?? true
      focusChecks += 1
      return focused
    }),
    redirect: (destination: string) => Effect.sync(() => void redirects.push(destination)),
    redirectPolicy: { currentUrl: "https://shop.test/shop/cn/account/orders/1", allowedOrigins: ["https://wx.tenpay.com"] },
  }
  return {
    calls,
    log,
    redirects,
    statusReads: () => statusReads,
    precreates: () => precreates,
    focusChecks: () => focusChecks,
  }
}

/** A clock that counts the sleeps under way, so a test sees that none is left. */
const countingSleeps = Effect.gen(function*() {
  const inner = yield* Clock.Clock
  let pending = 0
  const clock: Clock.Clock = {
    currentTimeMillisUnsafe: () => inner.currentTimeMillisUnsafe(),
    currentTimeMillis: inner.currentTimeMillis,
    currentTimeNanosUnsafe: () => inner.currentTimeNanosUnsafe(),
    currentTimeNanos: inner.currentTimeNanos,
    monotonicTimeNanosUnsafe: () => inner.monotonicTimeNanosUnsafe(),
    monotonicTimeNanos: inner.monotonicTimeNanos,
    sleep: (duration: Duration.Duration) =>
      Effect.suspend(() => {
        pending += 1
        return inner.sleep(duration).pipe(Effect.ensuring(Effect.sync(() => void (pending -= 1))))
      }),
  }
  return { clock, pending: () => pending }
})

const phone = Result.getOrThrow(makeWalletWidget({ deviceId: "MBROWSER", subPayway: "H5" }))
const desktop = Result.getOrThrow(makeWalletWidget({ deviceId: "DESKTOP", subPayway: "QRCODE" }))

/** Runs the widget from `widget` with `event` in a fiber of its own, its states logged with the time. */
const start = (
  calls: ReturnType<typeof host>,
  timings: WalletTimings = defaults,
  widget: WalletWidget = desktop,
  event: WalletWidgetEvent = { _tag: "Start" },
) =>
  Effect.gen(function*() {
    const sleeps = yield* countingSleeps
    const states: Array<string> = []
    const fiber = yield* Effect.forkChild(
      runWalletWidget(widget, event, calls.calls, timings, (next) =>
        Effect.gen(function*() {
          states.push(`${next.state}@${yield* Clock.currentTimeMillis}`)
          calls.log.push(next.state)
        })).pipe(Effect.provideService(Clock.Clock, sleeps.clock)),
      { startImmediately: true },
    )
    return { fiber, states, sleeps }
  })

/** The run has ended: its fiber is done and no sleep of it is left. */
const expectEnded = (run: { readonly fiber: Fiber.Fiber<WalletWidget, unknown>; readonly sleeps: { readonly pending: () => number } }) => {
  expect(run.fiber.pollUnsafe(), "the run's fiber has ended").toBeDefined()
  expect(run.sleeps.pending(), "no timer is left").toBe(0)
}

describe("Start: focus, the pre-create status check, the code (orders §4)", () => {
  it.effect("waits for focus, looking every 100 ms, then reads the status once and creates the code", () =>
    Effect.gen(function*() {
      const calls = host({ focus: [false, false, false, true], statuses: ["not_started", "in_progress"] })
      const run = yield* start(calls)
      expect(calls.focusChecks()).toBe(1)
      yield* TestClock.adjust(299)
      expect(calls.focusChecks()).toBe(3)
      expect(calls.statusReads()).toBe(0)
      yield* TestClock.adjust(1)
      expect(calls.focusChecks()).toBe(4)
      expect(calls.log.slice(0, 4)).toEqual(["loading", "status@300", "precreate@300", "loaded"])
      expect(run.states).toEqual(["loading@0", "loaded@300"])
      yield* Fiber.interrupt(run.fiber)
      expectEnded(run)
    }))

  it.effect("a status that says completed goes to processing, then completed 500 ms later; no code is created", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["completed"] })
      const run = yield* start(calls)
      expect(run.states).toEqual(["loading@0", "processing@0"])
      yield* TestClock.adjust(499)
      expect(run.states).toEqual(["loading@0", "processing@0"])
      yield* TestClock.adjust(1)
      expect(run.states).toEqual(["loading@0", "processing@0", "completed@500"])
      expect(calls.precreates()).toBe(0)
      expect((yield* Fiber.join(run.fiber)).state).toBe("completed")
      expectEnded(run)
      yield* TestClock.adjust(Duration.days(1))
      expect(calls.statusReads()).toBe(1)
    }))

  it.effect.each([["in_progress"], ["failure"], ["not_started"], ["fail"]] as const)(
    "a status check that says %s creates the code (one read by default)",
    ([first]) =>
      Effect.gen(function*() {
        const calls = host({ statuses: [first, "in_progress"] })
        yield* start(calls)
        expect(calls.log.slice(0, 4)).toEqual(["loading", "status@0", "precreate@0", "loaded"])
      }),
  )

  it.effect("with 3 attempts, an in-progress or failed read is read again 1000 ms later, then the code is created", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["in_progress", "fail", "in_progress", "in_progress"] })
      yield* start(calls, { ...defaults, statusPrecreateAttempts: 3 })
      expect(calls.log).toEqual(["loading", "status@0"])
      yield* TestClock.adjust(999)
      expect(calls.statusReads()).toBe(1)
      yield* TestClock.adjust(1)
      yield* TestClock.adjust(1000)
      expect(calls.log.slice(0, 6)).toEqual(["loading", "status@0", "status@1000", "status@2000", "precreate@2000", "loaded"])
    }))

  it.effect("with 3 attempts, a check that says not started creates the code at once", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["not_started", "in_progress"] })
      yield* start(calls, { ...defaults, statusPrecreateAttempts: 3 })
      expect(calls.log.slice(0, 3)).toEqual(["loading", "status@0", "precreate@0"])
    }))

  it.effect("with 0 attempts, no status is read before the code is created", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["in_progress"] })
      yield* start(calls, { ...defaults, statusPrecreateAttempts: 0 })
      expect(calls.log.slice(0, 3)).toEqual(["loading", "precreate@0", "loaded"])
    }))

  it.effect("a failed precreate is error, and nothing polls", () =>
    Effect.gen(function*() {
      const calls = host({ precreate: "fail" })
      const run = yield* start(calls)
      expect(run.states).toEqual(["loading@0", "error@0"])
      expect((yield* Fiber.join(run.fiber)).state).toBe("error")
      expectEnded(run)
      yield* TestClock.adjust(Duration.days(1))
      expect(calls.statusReads()).toBe(1)
    }))

  it.effect("a refused event runs nothing", () =>
    Effect.gen(function*() {
      const calls = host({})
      const refused = yield* Effect.flip(runWalletWidget(desktop, { _tag: "Retry" }, calls.calls, defaults))
      expect(refused).toMatchObject({ _tag: "WalletWidgetRefused", event: "Retry", state: "initialized" })
      expect(calls.log).toEqual([])
    }))
})

describe("polling a code (loyalty §4: retry on time-out, error on a failed status call, processing when completed)", () => {
  it.effect("reads the status at once, then 100 ms after each answer, until it says completed", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["not_started", "in_progress", "in_progress", "in_progress", "completed"] })
      const run = yield* start(calls)
      expect(calls.log).toEqual(["loading", "status@0", "precreate@0", "loaded", "status@0"])
      yield* TestClock.adjust(99)
      expect(calls.statusReads()).toBe(2)
      yield* TestClock.adjust(1)
      expect(calls.statusReads()).toBe(3)
      yield* TestClock.adjust(200)
      expect(calls.log.filter((entry) => entry.startsWith("status"))).toEqual(["status@0", "status@0", "status@100", "status@200", "status@300"])
      expect(run.states).toEqual(["loading@0", "loaded@0", "processing@300"])
      yield* TestClock.adjust(500)
      expect(run.states.at(-1)).toBe("completed@800")
      expectEnded(run)
      yield* TestClock.adjust(Duration.days(1))
      expect(calls.statusReads()).toBe(5)
    }))

  it.effect("the interval is the pause after each answer: a read that takes 300 ms is followed 100 ms later", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["not_started", "in_progress"], statusTakesMs: 300 })
      yield* start(calls, { ...defaults, statusPrecreateAttempts: 1 })
      yield* TestClock.adjust(1500)
      // the check (0–300), the code, then reads at 300, 700, 1100, 1500: never two at once
      expect(calls.log.filter((entry) => entry.startsWith("status"))).toEqual(["status@0", "status@300", "status@700", "status@1100", "status@1500"])
    }))

  it.effect("a code never paid is read 1201 times (0 to 120000 ms), then the widget goes to retry and everything stops", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["not_started", "in_progress"] })
      const run = yield* start(calls)
      yield* TestClock.adjust(119_999)
      expect(run.states).toEqual(["loading@0", "loaded@0"])
      expect(calls.statusReads()).toBe(1 + 1200)
      yield* TestClock.adjust(1)
      expect(run.states).toEqual(["loading@0", "loaded@0", "retry@120000"])
      expect(calls.statusReads()).toBe(1 + 1201)
      expect((yield* Fiber.join(run.fiber)).state).toBe("retry")
      expectEnded(run)
      yield* TestClock.adjust(Duration.days(1))
      expect(calls.statusReads()).toBe(1 + 1201)
      expect(calls.precreates()).toBe(1)
    }))

  it.effect("a store's shorter polling timeout ends the polling first", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["not_started", "in_progress"] })
      const run = yield* start(calls, { ...defaults, pollingTimeoutMs: 30_000, pollingIntervalMs: 1000 })
      yield* TestClock.adjust(30_000)
      expect(run.states.at(-1)).toBe("retry@30000")
      expect(calls.statusReads()).toBe(1 + 31)
      expectEnded(run)
    }))

  it.effect.each([["fail"], ["failure"]] as const)("a status that %s during polling is error, and polling stops", ([answer]) =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["not_started", "in_progress", "in_progress", answer] })
      const run = yield* start(calls)
      yield* TestClock.adjust(200)
      expect(run.states).toEqual(["loading@0", "loaded@0", "error@200"])
      expect((yield* Fiber.join(run.fiber)).state).toBe("error")
      expectEnded(run)
      yield* TestClock.adjust(Duration.days(1))
      expect(calls.statusReads()).toBe(4)
    }))

  it.effect("interrupting a run (the page is left) stops its reads and timers", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["not_started", "in_progress"] })
      const run = yield* start(calls)
      yield* TestClock.adjust(1000)
      const reads = calls.statusReads()
      yield* Fiber.interrupt(run.fiber)
      yield* TestClock.adjust(Duration.days(1))
      expect(calls.statusReads()).toBe(reads)
      expectEnded(run)
    }))
})

describe("pollWalletStatus (what a host polls with)", () => {
  const reads = (answers: ReadonlyArray<string>) => {
    let n = 0
    const read = Effect.suspend(() => {
      const answer = answers[Math.min(n, answers.length - 1)]!
      n += 1
      return answer === "fail" ? Effect.fail("no answer") : Effect.succeed({ status: answer })
    })
    return { read, count: () => n }
  }
  const reason = (answer: { readonly status: string }) =>
    answer.status === "PAID" ? "completed" as const : answer.status === "PAY_ERROR" ? "failure" as const : "in_progress" as const

  it.effect("answers the first answer that means completed or failure", () =>
    Effect.gen(function*() {
      const paid = reads(["PENDING", "PENDING", "PAID"])
      const fiber = yield* Effect.forkChild(pollWalletStatus(paid.read, reason, defaults, 120_000), { startImmediately: true })
      yield* TestClock.adjust(200)
      expect(yield* Fiber.join(fiber)).toEqual({ status: "PAID" })
      expect(paid.count()).toBe(3)
    }))

  it.effect("answers the last read when the deadline comes first; a failed read ends it", () =>
    Effect.gen(function*() {
      const pending = reads(["PENDING"])
      const fiber = yield* Effect.forkChild(pollWalletStatus(pending.read, reason, defaults, 250), { startImmediately: true })
      yield* TestClock.adjust(1000)
      expect(yield* Fiber.join(fiber)).toEqual({ status: "PENDING" })
      expect(pending.count()).toBe(3)
      const failing = reads(["PENDING", "fail"])
      const failed = yield* Effect.forkChild(Effect.flip(pollWalletStatus(failing.read, reason, defaults, 120_000)), { startImmediately: true })
      yield* TestClock.adjust(100)
      expect(yield* Fiber.join(failed)).toBe("no answer")
    }))
})

describe("Retry and the mobile button (orders §4)", () => {
  const retried = (widget: WalletWidget): WalletWidget => ({ ...widget, state: "retry", code: firstCode, loadedAt: 0 })

  it.effect("Retry in retry checks the status, creates a new code and polls it for its own 120 s", () =>
    Effect.gen(function*() {
      yield* TestClock.adjust(200_000)
      const calls = host({ statuses: ["in_progress"] })
      const run = yield* start(calls, defaults, retried(desktop), { _tag: "Retry" })
      expect(calls.log.slice(0, 5)).toEqual(["loading", "status@200000", "precreate@200000", "loaded", "status@200000"])
      yield* TestClock.adjust(120_000)
      expect(run.states).toEqual(["loading@200000", "loaded@200000", "retry@320000"])
      const last = yield* Fiber.join(run.fiber)
      expect(last.code?.qrCode).toBe("weixin://wxpay/bizpayurl?pr=1")
      expect(last.loadedAt).toBe(200_000)
    }))

  it.effect("Retry finds the payment made meanwhile: processing, no new code", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["completed"] })
      const run = yield* start(calls, defaults, retried(desktop), { _tag: "Retry" })
      yield* TestClock.adjust(500)
      expect(run.states).toEqual(["loading@0", "processing@0", "completed@500"])
      expect(calls.precreates()).toBe(0)
    }))

  it.effect("the mobile button in retry fetches a new code, then sends the page to its address, then polls", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["not_started", "in_progress"] })
      const run = yield* start(calls, defaults, retried(phone), { _tag: "MobileTapped" })
      expect(run.states).toEqual(["mobile_fetching@0", "loaded@0"])
      expect(calls.redirects).toEqual(["https://wx.tenpay.com/pay?p=1"])
      yield* TestClock.adjust(100)
      expect(calls.statusReads()).toBe(3)
      yield* Fiber.interrupt(run.fiber)
    }))

  it.effect("the mobile button in loaded sends the page at once, and polling keeps the code's own deadline", () =>
    Effect.gen(function*() {
      yield* TestClock.adjust(100_000)
      const calls = host({ statuses: ["in_progress"] })
      const loaded: WalletWidget = { ...phone, state: "loaded", code: firstCode, loadedAt: 0 }
      const run = yield* start(calls, defaults, loaded, { _tag: "MobileTapped" })
      expect(calls.redirects).toEqual([firstCode.redirectUrl])
      expect(calls.precreates()).toBe(0)
      yield* TestClock.adjust(20_000)
      expect(run.states.at(-1)).toBe("retry@120000")
    }))

  it.effect("a destination outside the allowed origins is refused: error, and the page is not sent there", () =>
    Effect.gen(function*() {
      const calls = host({ statuses: ["in_progress"] })
      const hostile: WalletWidget = { ...phone, state: "loaded", code: { ...firstCode, redirectUrl: "https://evil.example/steal" }, loadedAt: 0 }
      const run = yield* start(calls, defaults, hostile, { _tag: "MobileTapped" })
      expect(run.states).toEqual(["loaded@0", "error@0"])
      expect(calls.redirects).toEqual([])
      expect(calls.statusReads()).toBe(0)
      expectEnded(run)
    }))

  it.effect("a code whose time has passed is not read again: straight to retry", () =>
    Effect.gen(function*() {
      yield* TestClock.adjust(500_000)
      const calls = host({ statuses: ["in_progress"] })
      const stale: WalletWidget = { ...phone, state: "loaded", code: firstCode, loadedAt: 0 }
      const run = yield* start(calls, defaults, stale, { _tag: "MobileTapped" })
      expect(run.states).toEqual(["loaded@500000", "retry@500000"])
      expect(calls.statusReads()).toBe(0)
    }))

  it.effect.each([
    ["an object that cannot become a number", JSON.parse('{"toString":[],"valueOf":{}}')],
    ["text", "0"],
    ["NaN", Number.NaN],
  ])("a load time that is %s counts the code's lifetime from now (120 s), never from the value", ([, loadedAt]) =>
    Effect.gen(function*() {
      yield* TestClock.adjust(500_000)
      const calls = host({ statuses: ["in_progress"] })
      const kept = { ...phone, state: "loaded", code: firstCode, loadedAt } as unknown as WalletWidget
      const run = yield* start(calls, defaults, kept, { _tag: "MobileTapped" })
      yield* TestClock.adjust(119_999)
      expect(run.states).toEqual(["loaded@500000"])
      yield* TestClock.adjust(1)
      expect(run.states).toEqual(["loaded@500000", "retry@620000"])
      expect(calls.statusReads()).toBe(1201)
      expectEnded(run)
    }))
})

describe("the wallet's schedules, on the TestClock", () => {
  const timings = (changes: Partial<typeof defaultStoreSettings>) => walletTimingsOrDefaults({ ...defaultStoreSettings, ...changes })

  it.effect("the status check reads statusPrecreateAttempts times in all, the retry wait apart", () =>
    Effect.gen(function*() {
      expect(yield* scheduleRuns(walletStatusCheckSchedule(timings({ walletStatusPrecreateAttempts: 3, walletStatusPrecreateRetryWaitMs: 1000 })), "1 day")).toEqual([0, 1000, 2000])
      expect(yield* scheduleRuns(walletStatusCheckSchedule(timings({ walletStatusPrecreateAttempts: 1 })), "1 day")).toEqual([0])
    }))

  it.effect("the code's polling reads every interval while a read can start by the deadline", () =>
    Effect.gen(function*() {
      const start = yield* Clock.currentTimeMillis
      const schedule = walletPollSchedule(timings({ walletPollingIntervalMs: 100 }), start + 350)
      expect(yield* scheduleRuns(schedule, "1 day")).toEqual([0, 100, 200, 300])
    }))

  it.effect("never more reads than a code's lifetime holds, whatever the deadline", () =>
    Effect.gen(function*() {
      const settings = timings({ walletPollingIntervalMs: 1000, walletRetryTimeoutMs: 3000, walletPollingTimeoutMs: 240_000 })
      const start = yield* Clock.currentTimeMillis
      expect(yield* scheduleRuns(walletPollSchedule(settings, start + 1_000_000), "1 day")).toEqual([0, 1000, 2000, 3000])
    }))

  it.effect("a deadline that is no number polls no further", () =>
    Effect.gen(function*() {
      expect(yield* scheduleRuns(walletPollSchedule(timings({}), Number.NaN), "1 day")).toEqual([0])
      expect(yield* scheduleRuns(walletPollSchedule(timings({}), "soon" as never), "1 day")).toEqual([0])
    }))
})
