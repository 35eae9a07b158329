/**
 * What the totality tests share: the edge values every rule is given, the code given to the
 * rules whose parameters are code, and the check that a rule's call (and what it returns)
 * neither throws nor dies. `entry/totality.test.ts` calls every function of the package
 * entry with values shaped by the function's own source; `payments/totality.test.ts` and
 * `wallet/totality.test.ts` call their contexts' rules with values shaped by hand (card
 * numbers, Redacted entries, widgets in each state) that the generic shapes rarely reach.
 *
 * `TOTALITY_RUNS=2000 npx pnpm exec vitest run --project domain test/entry/totality.test.ts`
 * searches deeper than the default runs (locally, when hunting a throw).
 */
import { fc } from "@fast-check/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import * as TestClock from "effect/testing/TestClock"
import * as Domain from "../../src/index.ts"

/** Random runs per rule (the edge values are tried on top of them). */
export const numRuns = Number(process.env["TOTALITY_RUNS"] ?? 100)

/** A function of the domain, called with anything. */
export type Rule = (...args: ReadonlyArray<unknown>) => unknown

/** A value with an `ast`: a Schema, checked by decoding rather than by calling. */
export const isSchemaLike = (value: unknown): boolean =>
  (typeof value === "object" || typeof value === "function") && value !== null && "ast" in value

/** A class: a constructor of values the domain makes itself (tagged errors, Schema classes), not a rule over outside data. */
export const isClass = (value: unknown): boolean =>
  typeof value === "function" && /^class\b/.test(Function.prototype.toString.call(value))

/** The rules of a module: its functions that are neither Schemas nor classes. */
export const rulesOf = (module: Record<string, unknown>): Array<[string, Rule]> =>
  Object.entries(module).filter(([, value]) => typeof value === "function" && !isSchemaLike(value) && !isClass(value)) as Array<
    [string, Rule]
  >

/** A JSON object that neither `String` nor arithmetic can convert: its `toString` and `valueOf` are data. */
export const cannotBeTextOrNumber = (): Record<string, unknown> => JSON.parse('{"toString":[],"valueOf":{}}')

/**
 * Values every rule is given: the absent and the non-finite, empty, blank and huge text, a
 * lone surrogate (text cut in half: `encodeURIComponent` throws on it), the largest
 * integers, and JSON objects whose fields are named `toString`, `valueOf` or `__proto__`
 * (they cannot become text or a number, so a rule that converts before checking the type
 * throws on them).
 */
export const edgeValues: ReadonlyArray<unknown> = [
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  0,
  -1,
  0.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  "",
  " ",
  "\t\n",
  "null",
  "undefined",
  "NaN",
  "[object Object]",
  "%E0%A4%A",
  "\uD800",
  "a\uDC00b",
  "a".repeat(100_000),
  "9".repeat(100_000),
  true,
  false,
  [],
  {},
  [null],
  [[]],
  new Date(Number.NaN),
  cannotBeTextOrNumber(),
  JSON.parse('{"__proto__":{"isActive":true},"constructor":1}'),
]

/** The wallet program's host calls (code); its redirect policy is data and given arbitrarily. */
const walletCalls = {
  status: Effect.succeed("in_progress"),
  precreate: Effect.succeed({ qrCode: "weixin://wxpay/bizpayurl?pr=1", redirectUrl: "https://wx.tenpay.com/x" }),
  hasFocus: Effect.succeed(true),
  redirect: () => Effect.void,
}

/**
 * Rules whose parameters are code (an Effect, a callback, a Schema), not data: the code is
 * given, the rest of the arguments stay arbitrary. Each entry says why.
 */
export const codeParameters: Readonly<Record<string, (data: ReadonlyArray<unknown>) => ReadonlyArray<unknown>>> = {
  // lenient(schema): a Schema combinator, its only parameter is a Schema
  lenient: () => [Schema.String],
  // loyaltyEnvelope(payload): a Schema combinator, its only parameter is a Schema
  loyaltyEnvelope: () => [Schema.Unknown],
  // decodeOrderBody(schema, what): builds a decoder from a Schema; the decoder then gets the data
  decodeOrderBody: (data) => [Domain.OrderDetails, data[0]],
  // loadMapProvider(choice, load): `load` is the caller's loading program
  loadMapProvider: (data) => [data[0], () => Effect.fail("not loaded")],
  // runStatefulButton(action, onState, timings): the action and the state callback are code
  runStatefulButton: (data) => [Effect.fail("failed"), () => Effect.void, data[0]],
  // runResendButton(action, onState): both are code
  runResendButton: () => [Effect.succeed("sent"), () => Effect.void],
  // runCopyButton(copy, onState): both are code
  runCopyButton: () => [Effect.succeed(true), () => Effect.void],
  // runAddOrderButton(call, onState, onOutcome): all three are code
  runAddOrderButton: () => [Effect.succeed("ok"), () => Effect.void, () => Effect.void],
  // runContactSubmit(send, onStep): both are code
  runContactSubmit: () => [Effect.fail("not sent"), () => Effect.void],
  // withoutTrace(read): the read is code
  withoutTrace: () => [() => /\d+/.exec("4111111111111111")],
  // withCancelAttempts(call): the call is code
  withCancelAttempts: () => [Effect.fail("refused")],
  // runWalletWidget(widget, event, calls, timings, onChange): the calls and the callback are code
  runWalletWidget: (data) => [data[0], data[1], { ...walletCalls, redirectPolicy: data[3] }, data[2], () => Effect.void],
  // pollWalletStatus(read, reasonOf, timings, deadline): the read and its reading are code
  pollWalletStatus: (data) => [Effect.succeed("in_progress"), () => "in_progress", data[0], data[1]],
  // pollUntilSettled(policy, ask, pending): the status call and its reading are code
  pollUntilSettled: (data) => [data[0], () => Effect.succeed("PROCESSING"), () => true],
  // runReauthButton(action, handlers, timings): the action and the handlers are code
  runReauthButton: (data) => [
    Effect.fail("declined"),
    { onState: () => Effect.void, onExit: () => Effect.void, isEnd: () => true },
    data[0],
  ],
}

/** Runs an Effect under a TestClock moved on by a day three times; its exit, if it ended (one still waiting is interrupted). */
export const settle = (effect: Effect.Effect<unknown, unknown>): Promise<Exit.Exit<unknown, unknown> | undefined> =>
  Effect.runPromise(
    Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(effect)
      for (let day = 0; day < 3; day++) yield* TestClock.adjust("1 day")
      const exit = fiber.pollUnsafe()
      if (exit === undefined) yield* Fiber.interrupt(fiber)
      return exit
    }).pipe(Effect.provide(TestClock.layer())),
  )

const defectOf = (exit: Exit.Exit<unknown, unknown> | undefined): unknown =>
  exit !== undefined && Exit.isFailure(exit) && Cause.hasDies(exit.cause) ? Cause.squash(exit.cause) : undefined

/**
 * Checks what a rule returned: an Effect is run and must not die (a typed failure or an
 * interruption is an answer); a Schedule drives the retry of an Effect that always fails
 * and must end in that failure; a function (a decoder built from the arguments) is a rule
 * too, called with `more`.
 */
export const checkResult = async (result: unknown, more: ReadonlyArray<unknown>, depth = 0): Promise<void> => {
  if (Effect.isEffect(result)) {
    const defect = defectOf(await settle(result as Effect.Effect<unknown, unknown>))
    if (defect !== undefined) throw new Error(`the returned Effect died: ${String(defect)}`, { cause: defect })
  } else if (Schedule.isSchedule(result)) {
    const retried = Effect.retry(Effect.fail("always fails"), result as Schedule.Schedule<unknown, unknown>)
    const defect = defectOf(await settle(retried))
    if (defect !== undefined) throw new Error(`the returned Schedule died: ${String(defect)}`, { cause: defect })
  } else if (typeof result === "function" && depth === 0 && !isSchemaLike(result) && !isClass(result)) {
    await checkResult((result as Rule)(...more), more, depth + 1)
  }
}

/**
 * Asserts a rule is total over `values`: called with one argument more than it declares
 * (an optional parameter the declared length does not count), code where
 * {@link codeParameters} says so, it must not throw, and what it returns must pass
 * {@link checkResult}. Before the random runs, each edge value is given in every position
 * at once, so every rule meets every edge value on every run of the suite.
 */
export const assertTotal = async (name: string, rule: Rule, values: fc.Arbitrary<unknown>, runs = numRuns): Promise<void> => {
  const arity = Math.max(rule.length, 1) + 1
  const giveCode = codeParameters[name]
  await fc.assert(
    fc.asyncProperty(fc.tuple(...Array.from({ length: arity }, () => values)), values, async (data, more) => {
      await checkResult(rule(...(giveCode === undefined ? data : giveCode(data))), [more, more])
    }),
    {
      numRuns: runs,
      includeErrorInReport: true,
      examples: edgeValues.map((edge) => [Array.from({ length: arity }, () => edge), edge] as [Array<unknown>, unknown]),
    },
  )
}
