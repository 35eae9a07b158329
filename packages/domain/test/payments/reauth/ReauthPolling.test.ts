/**
 * The re-authorisation's polling on the TestClock (loyalty-payments §4, §9): exactly the
 * calls its schedule says, at the moments it says, and nothing left running after it ends.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { paymentPollPolicy, reauthTimings, threeDSPollPolicy } from "../../../src/payments/reauth/ReauthPolling.ts"
import { pollUntilSettled } from "../../../src/ui/Polling.ts"
import { defaultStoreSettings } from "../../../src/site/StoreSettings.ts"

/** A status service answering `answers[retry]` (the last one once they run out), recording when each call came. */
const service = (answers: ReadonlyArray<string>) => {
  const calls: Array<{ readonly retry: number; readonly at: number }> = []
  const ask = (retry: number) =>
    Effect.map(Clock.currentTimeMillis, (at) => {
      calls.push({ retry, at })
      return answers[Math.min(retry, answers.length - 1)] ?? "PROCESSING"
    })
  return { calls, ask }
}

const isPending = (answer: string) => answer === "PROCESSING"

describe("the §9 constants", () => {
  it("poll 5 times 5000 ms apart, reset 3000 ms after a failure, slide 300 ms, a 600 px frame", () => {
    expect(paymentPollPolicy).toEqual({ attempts: 5, delayMs: 5000 })
    expect(reauthTimings).toEqual({ failureResetMs: 3000, threeDSCloseResetMs: 3000, contentSlideMs: 300, threeDSFrameHeightPx: 600 })
  })

  it("3-D Secure polls as the store configures (10 times 2000 ms apart unless set)", () => {
    expect(threeDSPollPolicy(defaultStoreSettings)).toEqual({ attempts: 10, delayMs: 2000 })
    expect(threeDSPollPolicy({ threeDSPollAttempts: 3, threeDSPollDelayMs: 750 })).toEqual({ attempts: 3, delayMs: 750 })
  })
})

describe("pollUntilSettled", () => {
  it.effect("the default policy: 5 calls, at 0, 5, 10, 15 and 20 s, retry 0 to 4, then it stops with the last answer", () =>
    Effect.gen(function*() {
      const { calls, ask } = service(["PROCESSING"])
      const start = yield* Clock.currentTimeMillis
      const fiber = yield* Effect.forkChild(pollUntilSettled(paymentPollPolicy, ask, isPending))
      yield* Effect.yieldNow
      expect(calls).toHaveLength(1)
      yield* TestClock.adjust("4999 millis")
      expect(calls).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      expect(calls).toHaveLength(2)
      yield* TestClock.adjust("15 seconds")
      const end = yield* Fiber.join(fiber)
      expect(end).toEqual({ last: "PROCESSING", attempts: 5 })
      expect(calls.map((call) => [call.retry, call.at - start])).toEqual([[0, 0], [1, 5000], [2, 10000], [3, 15000], [4, 20000]])
      // nothing is left: a day later no further call has been made
      yield* TestClock.adjust("1 day")
      expect(calls).toHaveLength(5)
    }))

  it.effect("a settled answer ends it at once: no further call, no timer left", () =>
    Effect.gen(function*() {
      const { calls, ask } = service(["PROCESSING", "PROCESSING", "AUTHORIZED"])
      const fiber = yield* Effect.forkChild(pollUntilSettled(paymentPollPolicy, ask, isPending))
      yield* TestClock.adjust("10 seconds")
      const end = yield* Fiber.join(fiber)
      expect(end).toEqual({ last: "AUTHORIZED", attempts: 3 })
      yield* TestClock.adjust("1 day")
      expect(calls).toHaveLength(3)
    }))

  it.effect("a settled first answer makes one call and waits for nothing", () =>
    Effect.gen(function*() {
      const { calls, ask } = service(["DECLINED"])
      const end = yield* pollUntilSettled(paymentPollPolicy, ask, isPending)
      expect(end).toEqual({ last: "DECLINED", attempts: 1 })
      expect(calls).toHaveLength(1)
    }))

  it.effect("the store's 3-D Secure policy: its attempts at its delay", () =>
    Effect.gen(function*() {
      const { calls, ask } = service(["PROCESSING"])
      const start = yield* Clock.currentTimeMillis
      const fiber = yield* Effect.forkChild(pollUntilSettled(threeDSPollPolicy({ threeDSPollAttempts: 3, threeDSPollDelayMs: 750 }), ask, isPending))
      yield* TestClock.adjust("749 millis")
      expect(calls).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      expect(calls).toHaveLength(2)
      yield* TestClock.adjust("750 millis")
      expect(yield* Fiber.join(fiber)).toEqual({ last: "PROCESSING", attempts: 3 })
      expect(calls.map((call) => call.at - start)).toEqual([0, 750, 1500])
    }))

  it.effect("a failed call ends the poll with its failure, and nothing more is asked", () =>
    Effect.gen(function*() {
      let asked = 0
      const ask = (retry: number) => {
        asked += 1
        return retry === 1 ? Effect.fail("no answer" as const) : Effect.succeed("PROCESSING")
      }
      const fiber = yield* Effect.forkChild(Effect.flip(pollUntilSettled(paymentPollPolicy, ask, isPending)))
      yield* TestClock.adjust("5 seconds")
      expect(yield* Fiber.join(fiber)).toBe("no answer")
      yield* TestClock.adjust("1 day")
      expect(asked).toBe(2)
    }))

  it.effect("interrupting it (the page left) stops the calls", () =>
    Effect.gen(function*() {
      const { calls, ask } = service(["PROCESSING"])
      const fiber = yield* Effect.forkChild(pollUntilSettled(paymentPollPolicy, ask, isPending))
      yield* TestClock.adjust("5 seconds")
      yield* Fiber.interrupt(fiber)
      yield* TestClock.adjust("1 day")
      expect(calls).toHaveLength(2)
    }))
})
