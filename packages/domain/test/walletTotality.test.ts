/**
 * Every function the wallet module exports is total: given any values where outside data
 * goes, it answers (a value, a Result failure, a typed error) and never throws; an Effect
 * it returns never ends in a defect; a Schedule it returns drives a retry to its end.
 * (The domain-wide totality test leaves the wallet to this file.)
 */
import { fc } from "@fast-check/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Schedule from "effect/Schedule"
import * as TestClock from "effect/testing/TestClock"
import { describe, expect, it } from "vitest"
import { defaultStoreSettings } from "../src/site/StoreSettings.ts"
import * as Wallet from "../src/wallet/index.ts"

const edge: ReadonlyArray<unknown> = [
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  -1,
  0,
  0.5,
  "",
  " ",
  "x".repeat(10_000),
  {},
  [],
  { _tag: "CodeLoaded", code: null },
  { _tag: "CodeLoaded", code: { qrCode: "q" }, at: Number.NaN },
  { state: "loaded", code: null, subPayway: "H5", mobileDestination: 7 },
  { state: "loaded", code: { qrCode: "q", redirectUrl: "javascript:alert(1)" }, mobileDestination: "javascript:alert(1)" },
  { ...defaultStoreSettings, walletPollingIntervalMs: -1 },
  { status: "CREATED", qrCode: 5, redirectUrl: {} },
]
const words = ["DESKTOP", "MBROWSER", "WECHATAPP", "APP", "H5", "QRCODE", "WAP", "WECHATPAY", "ALIPAY", "PAID", "PENDING", "loaded", "retry", "Start", "MobileTapped", "qr", "button"]
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.constantFrom(...edge),
  fc.constantFrom(...words),
  fc.dictionary(fc.constantFrom("state", "code", "qrCode", "redirectUrl", "status", "errorCode", "_tag", "userAgent", "pendingPayment", "payway", "orderId", "subPayway", "deviceId"), fc.oneof(fc.anything(), fc.constantFrom(...words))),
)

const isSchedule = (u: unknown): u is Schedule.Schedule<unknown> => Schedule.isSchedule(u)

/** Runs an Effect under a TestClock moved a day on three times; an answer or an interruption, never a defect. */
const settle = (effect: Effect.Effect<unknown, unknown>) =>
  Effect.runPromise(
    Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(effect, { startImmediately: true })
      for (let day = 0; day < 3; day++) yield* TestClock.adjust("1 day")
      const exit = fiber.pollUnsafe() ?? (yield* Fiber.interrupt(fiber).pipe(Effect.as(Exit.void)))
      if (Exit.isFailure(exit)) expect(Cause.hasDies(exit.cause), Cause.pretty(exit.cause)).toBe(false)
    }).pipe(Effect.provide(TestClock.layer())),
  )

const answer = async (result: unknown) => {
  if (Effect.isEffect(result)) await settle(result as Effect.Effect<unknown, unknown>)
  else if (isSchedule(result)) await settle(Effect.retry(Effect.fail("always"), result as Schedule.Schedule<unknown, unknown>).pipe(Effect.ignore))
}

/** runWalletWidget's calls are code (its widget, event and timings are data), as are pollWalletStatus's read and reading. */
const calls = {
  status: Effect.succeed("in_progress" as const),
  precreate: Effect.succeed({ qrCode: "q", redirectUrl: "https://wx.tenpay.com/x" }),
  hasFocus: Effect.succeed(true),
  redirect: () => Effect.void,
  redirectPolicy: {},
}

const rules = Object.entries(Wallet).filter(
  ([, exported]) => typeof exported === "function" && !/^class\b/.test(Function.prototype.toString.call(exported)),
)

describe("every wallet rule is total", () => {
  it("finds the rules", () => {
    expect(rules.map(([name]) => name)).toEqual(expect.arrayContaining(["walletTransition", "walletPrecreateBody", "runWalletWidget", "walletPollSchedule"]))
  })

  for (const [name, rule] of rules) {
    it(name, async () => {
      const fn = rule as (...args: ReadonlyArray<unknown>) => unknown
      await fc.assert(
        fc.asyncProperty(fc.array(value, { minLength: fn.length + 1, maxLength: fn.length + 1 }), async (args) => {
          const given = name === "runWalletWidget"
            ? [args[0], args[1], calls, args[2], () => Effect.void]
            : name === "pollWalletStatus"
            ? [calls.status, (reason: unknown) => reason, args[0], args[1]]
            : args
          await answer(fn(...given))
        }),
        { numRuns: 40 },
      )
    })
  }
})
