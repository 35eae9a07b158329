/**
 * `outfitter wallet status <orderId> [--watch]`: the status of an order's mobile-wallet
 * payment (orders-returns-help §3 "Wallet QR payment", §7; loyalty §4 "Mobile-wallet
 * widget", §7): GET `{apiRoot}/wosai/{storeContext}/payment/status/{orderId}` through
 * WalletPayment.status, shown with what it means (the domain's `walletStatusReason`: in
 * progress, not started, completed, failure).
 *
 * With `--watch` it polls as the QR widget does (the domain's `pollWalletStatus` on
 * `walletPollSchedule`, with the store's wallet timings): a read at once, then one 100 ms
 * after each answer, until the payment is completed (exit 0), fails (the payment failed, or
 * a status call failed: exit 1), or the code's time runs out (120 s: exit 1, a new code is
 * needed). On a terminal, and not with --json, an Ink spinner on stderr shows the last
 * status and the reads while it waits. Over the embedded fixtures (no --api-root) the
 * waits take no time ({@link fixturesWatchClock}): the reads are the same, the two minutes
 * pass at once.
 *
 * The order id is checked before any call (a whole number above 0: "orderId is required",
 * exit 2).
 *
 * @since 0.3.0
 */
import { Session } from "@outfitter/clients/session"
import { WalletPayment, type WalletPaymentError, type WalletPaymentStatus } from "@outfitter/clients/wallet"
import {
  pollWalletStatus,
  walletCodeLifetimeMs,
  walletOrderId,
  walletPrecreateMessages,
  type WalletStatusReason,
  walletTimingsOrDefaults,
} from "@outfitter/domain/wallet"
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { CliError, ErrorCode, ExitCode, notFoundError, usageError } from "../../CliError.ts"
import { memberId } from "../../member.ts"
import { serviceCommand } from "../../run.ts"
import { type Spinner, startSpinner } from "./spinner.ts"
import { walletStatus } from "./status.flags.ts"

/** The command's input. @category models */
export interface StatusInput {
  readonly orderId: string
  readonly watch: boolean
  /** Where the spinner is drawn (a terminal), when one is. */
  readonly spinner: NodeJS.WriteStream | undefined
  /** Over the embedded fixtures: --watch waits on a clock of its own (fixturesWatchClock). */
  readonly embedded: boolean
  /** The member it acts as (--member), when one is named. */
  readonly member?: string | undefined
}

/** A status as the command reports it; with --watch, the reads it took. @category models */
export interface StatusResult extends WalletPaymentStatus {
  readonly reads?: number
}

/** What each reason is called. @category constants */
export const reasonWords: Readonly<Record<WalletStatusReason, string>> = {
  in_progress: "in progress",
  not_started: "not started: no payment code yet",
  completed: "completed: paid",
  failure: "failed",
}

/** One status as a line. @category output */
export const statusLine = (status: WalletPaymentStatus): string => `Order ${status.orderId}: ${status.status} (${reasonWords[status.reason]})`

const reads = (count: number) => `${count} read${count === 1 ? "" : "s"}`

/** A watch that ended on a failed payment (exit 1). @category messages */
export const paymentFailedMessage = (status: WalletPaymentStatus, count: number) =>
  `${statusLine(status)} after ${reads(count)}: the payment failed`

/** A watch whose code ran out (exit 1). @category messages */
export const ranOutMessage = (status: WalletPaymentStatus, count: number, seconds: number) =>
  `${statusLine(status)}, still not paid after ${seconds} s and ${reads(count)}: the code has run out; make a new one with outfitter wallet precreate`

/**
 * The order id argument, or "orderId is required" (exit 2).
 *
 * @category parsing
 */
export const walletOrderArgument = (value: unknown): string => {
  const id = walletOrderId(value)
  if (id === undefined) throw usageError(`${walletPrecreateMessages.orderId}: a whole number above 0, got '${String(value ?? "")}'`)
  return id
}

/**
 * Polls the status as the widget does, with a spinner on `output` when given; fails with
 * a CliError (exit 1) when the payment fails or the code runs out.
 *
 * @category programs
 */
export const watchStatus = (
  orderId: string,
  output: NodeJS.WriteStream | undefined,
  onRealClock: <A, E, R>(read: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R> = (read) => read,
) =>
  Effect.gen(function*() {
    const { settings } = yield* Session
    const timings = walletTimingsOrDefaults(settings)
    const lifetime = walletCodeLifetimeMs(timings)
    const deadline = (yield* Clock.currentTimeMillis) + lifetime
    const spinner: Spinner | undefined = output === undefined
      ? undefined
      : yield* Effect.promise(() => startSpinner(output, `Order ${orderId}: asking for the payment's status…`))
    let count = 0
    const read = onRealClock(WalletPayment.use((wallet) => wallet.status(orderId))).pipe(
      Effect.tap((status) =>
        Effect.sync(() => {
          count += 1
          spinner?.update(`${statusLine(status)}, ${reads(count)}, waiting for the payment…`)
        })
      ),
    )
    const last = yield* pollWalletStatus(read, (status) => status.reason, timings, deadline).pipe(
      Effect.ensuring(Effect.sync(() => spinner?.stop())),
    )
    if (last.reason === "completed") return { ...last, reads: count }
    const message = last.reason === "failure" ? paymentFailedMessage(last, count) : ranOutMessage(last, count, lifetime / 1000)
    return yield* Effect.fail(new CliError(message, ExitCode.Failed, ErrorCode.Rejected))
  })

/**
 * The clock a watch over the embedded fixtures waits on: it starts at the real time and
 * moves only when the watch waits, by the time it waits, at once. The fixtures answer in
 * this process, with nobody paying in between, so real waiting would show nothing more:
 * the watch ends as it would after two minutes, in the time its reads take.
 *
 * @category constructors
 */
export const fixturesWatchClock = (): Clock.Clock => {
  let now = Date.now()
  const nanos = () => BigInt(now) * 1_000_000n
  return {
    currentTimeMillisUnsafe: () => now,
    currentTimeMillis: Effect.sync(() => now),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: nanos,
    monotonicTimeNanos: Effect.sync(nanos),
    sleep: (duration) =>
      Effect.sync(() => {
        now += Duration.toMillis(duration)
      }),
  }
}

/**
 * {@link watchStatus} over the embedded fixtures: its waits on {@link fixturesWatchClock},
 * each status read on the real clock (so a call's time-out is still real time).
 *
 * @category programs
 */
export const watchFixturesStatus = (orderId: string, output: NodeJS.WriteStream | undefined) =>
  Effect.gen(function*() {
    const real = yield* Clock.Clock
    return yield* watchStatus(orderId, output, (read) => Effect.provideService(read, Clock.Clock, real)).pipe(
      Effect.provideService(Clock.Clock, fixturesWatchClock()),
    )
  })

/** The command (run by program.ts). */
export const command = serviceCommand(walletStatus, {
  what: "Payment status failed",
  parse: (flags, [orderId], { env, global }): StatusInput => {
    const watch = flags.watch === true
    return {
      orderId: walletOrderArgument(orderId),
      watch,
      spinner: watch && !global.json && process.stderr.isTTY ? process.stderr : undefined,
      embedded: global.apiRoot === undefined,
      member: flags.member === undefined ? undefined : memberId(flags, env, global),
    }
  },
  member: (input) => input.member,
  clients: WalletPayment.layer,
  program: ({ orderId, watch, spinner, embedded }) =>
    watch ? (embedded ? watchFixturesStatus : watchStatus)(orderId, spinner) : WalletPayment.use((wallet): Effect.Effect<StatusResult, WalletPaymentError> => wallet.status(orderId)),
  failure: (error) => (error._tag === "NotFound" ? notFoundError(`Payment status failed: ${error.message}`) : undefined),
  json: (result) => result,
  text: (result) => `${statusLine(result)}${result.reads === undefined ? "" : ` after ${reads(result.reads)}`}`,
})
