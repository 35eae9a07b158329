/**
 * Every rule the re-authorisation exports is total: called with any values (one more
 * argument than it declares), it returns and never throws; an Effect it returns ends in a
 * value or a typed failure, never a defect. The rules whose parameters are code
 * (`pollUntilSettled`: the status call and its reading; `runReauthButton`: the action and
 * its handlers) get code for those and arbitrary data for the rest.
 */
import { fc, test } from "@fast-check/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Schedule from "effect/Schedule"
import * as TestClock from "effect/testing/TestClock"
import { describe, expect } from "vitest"
import * as Reauth from "../../../src/payments/reauth/index.ts"

const isClass = (value: unknown) => typeof value === "function" && /^class\b/.test(Function.prototype.toString.call(value))

const rules = Object.entries(Reauth).filter(([, value]) => typeof value === "function" && !isClass(value) && !("ast" in value)) as Array<
  [string, (...args: ReadonlyArray<unknown>) => unknown]
>

const codeParameters: Record<string, (data: ReadonlyArray<unknown>) => ReadonlyArray<unknown>> = {
  // pollUntilSettled(policy, ask, pending): the call and its reading are code
  pollUntilSettled: (data) => [data[0], () => Effect.succeed("PROCESSING"), () => true],
  // runReauthButton(action, handlers, timings): the action and the handlers are code
  runReauthButton: (data) => [Effect.fail("declined"), { onState: () => Effect.void, onExit: () => Effect.void, isEnd: () => true }, data[2]],
}

/** Values close to what the rules read: their own words among arbitrary ones. */
const value = fc.oneof(
  fc.anything(),
  fc.constantFrom("AUTHORIZED", "PENDING", "REDIRECT", "card", "paypal", "USER_INTERACTION_REQUIRED", "https://3ds.example", ".", "%2e"),
  fc.record({ status: fc.anything(), isThreeDSEnabledV2: fc.boolean(), threeDSOrderId: fc.anything(), redirectUrl: fc.anything() }),
  fc.record({ attempts: fc.anything(), delayMs: fc.anything() }),
)

/**
 * Runs what a rule returned: an Effect must not die; a Schedule is driven by retrying a
 * failing call. Either runs under a TestClock moved on by a day three times (one still
 * waiting after that is interrupted: waiting is an answer, not a defect).
 */
const settle = async (returned: unknown) => {
  const program = Schedule.isSchedule(returned)
    ? Effect.retry(Effect.fail("refused"), returned as Schedule.Schedule<unknown, unknown>)
    : Effect.isEffect(returned)
    ? (returned as Effect.Effect<unknown, unknown>)
    : undefined
  if (program === undefined) return
  const exit = await Effect.runPromise(
    Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(program)
      for (let day = 0; day < 3; day++) yield* TestClock.adjust("1 day")
      const ended = fiber.pollUnsafe()
      if (ended === undefined) yield* Fiber.interrupt(fiber)
      return ended
    }).pipe(Effect.provide(TestClock.layer())),
  )
  expect(exit !== undefined && Exit.isFailure(exit) && Cause.hasDies(exit.cause)).toBe(false)
}

describe("every re-authorisation rule is total", () => {
  expect(rules.length).toBeGreaterThan(15)
  for (const [name, rule] of rules) {
    test.prop([fc.array(value, { minLength: rule.length + 1, maxLength: rule.length + 1 })], { numRuns: 60 })(name, async (args) => {
      const given = codeParameters[name]?.(args) ?? args
      await settle(rule(...given))
    })
  }
})
