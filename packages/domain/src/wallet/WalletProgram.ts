/**
 * The wallet QR widget in time: its timings, its polling schedules, and the program that
 * drives WalletWidget.ts's machine. Rules: orders §4 "Wallet QR widget", §5 "Store
 * availability, product and wallet widget", §9.
 *
 * Where the spec is silent: the polling interval is the pause after an answer, never a
 * fixed rate; a code is polled until the earlier of the two time-outs from its loading (a
 * read due at the limit is made, one under way awaited); the pre-create check reads up to
 * `statusPrecreateAttempts` times; the mobile destination is checked against the allowed
 * origins before the page goes there; a `loadedAt` that is not finite counts from when the
 * program reads it.
 *
 * @since 0.3.0
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import { InvalidParams } from "../errors/index.ts"
import { fieldsOf, finiteOf, numberOf, stringsOf } from "../kernel/Untrusted.ts"
import { defaultStoreSettings, type RedirectPolicy, safeRedirect, type StoreSettings } from "../site/index.ts"
import type { WalletCode, WalletStatusReason } from "./WalletStatus.ts"
import { type WalletWidget, type WalletWidgetEvent, type WalletWidgetRefused, walletTransition } from "./WalletWidget.ts"

/**
 * The widget's timings, in milliseconds, and the pre-create status check's reads.
 *
 * @category models
 */
export interface WalletTimings {
  readonly perceivedWaitMs: number
  readonly pollingIntervalMs: number
  readonly pollingTimeoutMs: number
  readonly retryTimeoutMs: number
  readonly statusPrecreateRetryWaitMs: number
  readonly statusPrecreateAttempts: number
  readonly focusCheckMs: number
}

/** The store setting of each timing. */
const settingOf = {
  perceivedWaitMs: "walletPerceivedWaitMs",
  pollingIntervalMs: "walletPollingIntervalMs",
  pollingTimeoutMs: "walletPollingTimeoutMs",
  retryTimeoutMs: "walletRetryTimeoutMs",
  statusPrecreateRetryWaitMs: "walletStatusPrecreateRetryWaitMs",
  statusPrecreateAttempts: "walletStatusPrecreateAttempts",
  focusCheckMs: "walletFocusCheckMs",
} as const satisfies Record<keyof WalletTimings, keyof StoreSettings>

/** The store settings the timings are read from. @category models */
export type WalletTimingSettings = { readonly [K in (typeof settingOf)[keyof typeof settingOf]]?: unknown }

/** Whether a value is right for a timing: a number greater than 0; for the attempts, a whole number of at least 0. */
const fits = (key: string, value: unknown): value is number =>
  typeof value === "number" &&
  (key === "statusPrecreateAttempts" ? Number.isSafeInteger(value) && value >= 0 : Number.isFinite(value) && value > 0)

/**
 * The timings of the store settings, or InvalidParams naming the first setting that is not
 * a number greater than 0 (or, for the attempts, a whole number of at least 0). Total.
 *
 * @example
 * import { defaultStoreSettings, walletTimings } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(walletTimings(defaultStoreSettings)).retryTimeoutMs // => 120000
 * const wrong = walletTimings({ ...defaultStoreSettings, walletPollingIntervalMs: 0 })
 * Result.isFailure(wrong) && wrong.failure.message // => "walletPollingIntervalMs must be a number greater than 0"
 * @category constructors
 */
export const walletTimings = (settings: WalletTimingSettings): Result.Result<WalletTimings, InvalidParams> => {
  const fields: WalletTimingSettings = fieldsOf(settings)
  const timings: Record<string, number> = {}
  for (const [key, setting] of Object.entries(settingOf)) {
    const value = fields[setting]
    if (!fits(key, value)) {
      const rule = key === "statusPrecreateAttempts" ? "a whole number of at least 0" : "a number greater than 0"
      return Result.fail(new InvalidParams({ message: `${setting} must be ${rule}`, field: setting }))
    }
    timings[key] = value
  }
  return Result.succeed(timings as unknown as WalletTimings)
}

/** Timings from `given` (by timing, or with `bySetting` by store setting), each the store settings' default where it is not right. */
const readTimings = (given: unknown, bySetting: boolean): WalletTimings => {
  const fields = fieldsOf(given)
  return Object.fromEntries(Object.entries(settingOf).map(([key, setting]) => {
    const value = fields[bySetting ? setting : key]
    return [key, fits(key, value) ? value : defaultStoreSettings[setting]]
  })) as unknown as WalletTimings
}

/** Timings as given where they are right, the defaults elsewhere: what the schedules and the program read. */
const usable = (timings: unknown): WalletTimings => readTimings(timings, false)

/**
 * The timings of the store settings, leniently: a setting that is not right is read as its
 * default (what a page does that must not fail on a bad setting; {@link walletTimings}
 * names it). Total.
 *
 * @example
 * import { defaultStoreSettings, walletTimingsOrDefaults } from "@outfitter/domain"
 * walletTimingsOrDefaults({ ...defaultStoreSettings, walletRetryTimeoutMs: -5 }).retryTimeoutMs // => 120000
 * @category constructors
 */
export const walletTimingsOrDefaults = (settings: WalletTimingSettings): WalletTimings => readTimings(settings, true)

/**
 * How long a code is polled: the earlier of the retry timeout and the polling timeout.
 *
 * @category getters
 */
export const walletCodeLifetimeMs = (timings: WalletTimings): number => {
  const { retryTimeoutMs, pollingTimeoutMs } = usable(timings)
  return Math.min(retryTimeoutMs, pollingTimeoutMs)
}

/**
 * The polling of a code that polls until `deadline` (the clock's milliseconds): a read
 * `pollingIntervalMs` after each answer, as long as that read starts by the deadline (and
 * never more reads than a code's lifetime holds, whatever the deadline given).
 *
 * @category schedules
 */
export const walletPollSchedule = (timings: WalletTimings, deadline: number): Schedule.Schedule<number> => {
  const limit = numberOf(deadline)
  const { pollingIntervalMs } = usable(timings)
  const most = walletCodeLifetimeMs(timings) / pollingIntervalMs
  return Schedule.spaced(pollingIntervalMs).pipe(
    Schedule.while(({ now, attempt }) => now + pollingIntervalMs <= limit && attempt <= most),
  )
}

/**
 * Polls a code's status on the widget's schedule ({@link walletPollSchedule}) until
 * `deadline`: a read at once, then one `pollingIntervalMs` after each answer, until an
 * answer means completed or failure, or the schedule ends; answers the last read. A read
 * that fails ends it with that failure. The widget's program polls with it, and so may a
 * host (the CLI's `wallet status --watch`).
 *
 * @example
 * import { defaultStoreSettings, pollWalletStatus, walletStatusReason, walletTimingsOrDefaults } from "@outfitter/domain"
 * import * as Effect from "effect/Effect"
 * const read = Effect.succeed({ status: "PAID" })
 * const last = pollWalletStatus(read, (answer) => walletStatusReason(answer.status), walletTimingsOrDefaults(defaultStoreSettings), 120_000)
 * @category programs
 */
export const pollWalletStatus = <A, E, R>(
  read: Effect.Effect<A, E, R>,
  reasonOf: (answer: A) => WalletStatusReason,
  timings: WalletTimings,
  deadline: number,
): Effect.Effect<A, E, R> =>
  Effect.repeat(read, {
    schedule: walletPollSchedule(timings, deadline),
    until: (answer) => {
      const reason = reasonOf(answer)
      return reason === "completed" || reason === "failure"
    },
  })

/**
 * The pre-create status check's reads after the first: the retry wait apart, so that it
 * makes `statusPrecreateAttempts` reads in all.
 *
 * @category schedules
 */
export const walletStatusCheckSchedule = (timings: WalletTimings): Schedule.Schedule<number> => {
  const { statusPrecreateRetryWaitMs, statusPrecreateAttempts } = usable(timings)
  return Schedule.spaced(statusPrecreateRetryWaitMs).pipe(Schedule.while(({ attempt }) => attempt < statusPrecreateAttempts))
}

/** The focus check: every `focusCheckMs` until the window has focus. */
const focusSchedule = (timings: WalletTimings): Schedule.Schedule<number> => Schedule.spaced(timings.focusCheckMs)

/**
 * Where a wallet's mobile address may send the customer: the store's
 * `walletRedirectOrigins` and the origin of `currentUrl`, the page the customer is on (for
 * a host without a page, such as the CLI, the return address it sent with the precreate,
 * which is where a page sends its own). The widget's program checks the destination
 * against it with `safeRedirect`; every host that shows or follows a code's mobile address
 * uses this policy, so all refuse the same hosts. Total: settings that are not an object,
 * or origins that are not strings, allow nothing more.
 *
 * @example
 * import { defaultStoreSettings, safeRedirect, walletRedirectPolicy } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const policy = walletRedirectPolicy(defaultStoreSettings, "https://www.example.com/account/orders/1")
 * Result.isSuccess(safeRedirect("https://mclient.alipay.com/h5/pay?id=1", policy)) // => true
 * Result.isSuccess(safeRedirect("https://wallet-login.evil.test/pay/1", policy)) // => false
 * @category rules
 */
export const walletRedirectPolicy = (settings: Pick<StoreSettings, "walletRedirectOrigins">, currentUrl?: string): RedirectPolicy => ({
  currentUrl: typeof currentUrl === "string" ? currentUrl : undefined,
  allowedOrigins: stringsOf(fieldsOf(settings)["walletRedirectOrigins"]),
})

/**
 * What the program needs from its host: the two calls, the window's focus and the way to
 * send the page to the wallet.
 *
 * @category models
 */
export interface WalletWidgetCalls<R> {
  /** One status read, answered with what the status means (`walletStatusReason`). */
  readonly status: Effect.Effect<WalletStatusReason, unknown, R>
  /** One precreate: the new code (`walletCodeOf`), or a failure. */
  readonly precreate: Effect.Effect<WalletCode, unknown, R>
  /** Whether the window has focus now. */
  readonly hasFocus: Effect.Effect<boolean>
  /** Sends the page to an allowed destination. */
  readonly redirect: (destination: string) => Effect.Effect<void>
  /** Where the mobile button may send the page (the page's own address, the allowed origins). */
  readonly redirectPolicy: RedirectPolicy
}

/**
 * Applies `event` to the widget, then runs what the new state asks for, until the widget
 * stops in completed, error, retry (or initialized): waits for focus, the pre-create status
 * check, the precreate, the redirect to the mobile destination, the polling and the
 * perceived wait (see the module notes). Every widget it reaches is given to `onChange`, in
 * order; it answers the last. A refused event fails with WalletWidgetRefused and runs
 * nothing. Interrupting it stops every timer and call it has under way. A timing that is
 * not valid (see {@link walletTimings}) is read as its default.
 *
 * @example
 * ```ts
 * import { defaultStoreSettings, makeWalletWidget, runWalletWidget, walletTimings } from "@outfitter/domain"
 * import * as Effect from "effect/Effect"
 * import * as Result from "effect/Result"
 *
 * const widget = Result.getOrThrow(makeWalletWidget({ deviceId: "DESKTOP", subPayway: "QRCODE" }))
 * const timings = Result.getOrThrow(walletTimings(defaultStoreSettings))
 * const calls = {
 *   status: Effect.succeed("completed" as const),
 *   precreate: Effect.succeed({ qrCode: "weixin://wxpay/bizpayurl?pr=1", redirectUrl: undefined }),
 *   hasFocus: Effect.succeed(true),
 *   redirect: () => Effect.void,
 *   redirectPolicy: {},
 * }
 * const last = await Effect.runPromise(runWalletWidget(widget, { _tag: "Start" }, calls, timings))
 * last.state // => "completed": the status check said it was paid, 500 ms later
 * ```
 * @category programs
 */
export const runWalletWidget = <R>(
  widget: WalletWidget,
  event: WalletWidgetEvent,
  calls: WalletWidgetCalls<R>,
  given: WalletTimings,
  onChange: (widget: WalletWidget) => Effect.Effect<void> = () => Effect.void,
): Effect.Effect<WalletWidget, WalletWidgetRefused, R> =>
  Effect.gen(function*() {
    const timings = usable(given)
    let current = widget
    const apply = (next: WalletWidgetEvent) =>
      Effect.gen(function*() {
        current = yield* Effect.fromResult(walletTransition(current, next))
        yield* onChange(current)
      })

    // a failed read of the check counts as "in progress": read again, then create
    const checkRead = Effect.orElseSucceed(calls.status, (): WalletStatusReason => "in_progress")
    const preCreateCheck: Effect.Effect<WalletStatusReason, never, R> = timings.statusPrecreateAttempts === 0
      ? Effect.succeed("not_started")
      : Effect.repeat(checkRead, { schedule: walletStatusCheckSchedule(timings), while: (reason) => reason === "in_progress" })
    // a failed status call is a failure like a failed payment
    const pollRead = Effect.orElseSucceed(calls.status, (): WalletStatusReason => "failure")
    const poll = (deadline: number) => pollWalletStatus(pollRead, (reason) => reason, timings, deadline)

    yield* apply(event)
    for (;;) {
      switch (current.state) {
        case "loading":
        case "mobile_fetching": {
          yield* Effect.repeat(calls.hasFocus, { schedule: focusSchedule(timings), until: (focused) => focused })
          if ((yield* preCreateCheck) === "completed") {
            yield* apply({ _tag: "PaymentCompleted" })
            break
          }
          const code = yield* Effect.result(calls.precreate)
          yield* apply(Result.isSuccess(code) ? { _tag: "CodeLoaded", code: code.success, at: yield* Clock.currentTimeMillis } : { _tag: "CodeFailed" })
          break
        }
        case "loaded": {
          if (current.mobileDestination !== null) {
            const target = safeRedirect(current.mobileDestination, calls.redirectPolicy)
            if (Result.isFailure(target)) {
              yield* apply({ _tag: "RedirectRefused" })
              break
            }
            yield* calls.redirect(target.success)
          }
          // a load time that is not a finite number (a widget the host kept, a malformed CodeLoaded) is now
          const deadline = (finiteOf(current.loadedAt) ?? (yield* Clock.currentTimeMillis)) + walletCodeLifetimeMs(timings)
          const last = (yield* Clock.currentTimeMillis) > deadline ? "in_progress" : yield* poll(deadline)
          yield* apply(
            last === "completed" ? { _tag: "PaymentCompleted" } : last === "failure" ? { _tag: "PollFailed" } : { _tag: "PollTimedOut" },
          )
          break
        }
        case "processing":
          yield* Effect.sleep(timings.perceivedWaitMs)
          yield* apply({ _tag: "PerceivedWaitElapsed" })
          break
        default:
          return current
      }
    }
  })
