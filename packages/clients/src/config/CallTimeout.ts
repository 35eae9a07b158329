/**
 * A bound on one client call with its retries. The transport's `timeout` bounds each
 * attempt; a client that tries again (the order details read again after the store's
 * intervals, a cancel tried 3 times, a loyalty call retried with force) can take several
 * attempts and the waits between them. With `timeoutWithRetries` the whole call, every
 * attempt and wait included, must end within it, or it fails with the domain's `Timeout`
 * for that duration (the attempt under way abandoned, no retry started).
 *
 * Unset by default: a page keeps its per-attempt time-outs and its retries. The CLI sets
 * it to its `--timeout`, which promises that a call ends within that time. The spec says
 * nothing of it; Outfitter's own.
 *
 * @since 0.6.0
 */
import { callContext, Timeout } from "@outfitter/domain/errors"
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { timeoutMillis } from "../http/Transport.ts"

/** @category models */
export interface CallTimeoutOptions {
  /**
   * How long one client call may take with its retries and the waits between them, as a
   * Duration input (`"5 seconds"`, milliseconds); past it the call fails with `Timeout`.
   * Default: no bound beyond each attempt's `timeout`. It must be positive and finite, or
   * the layer throws a RangeError.
   */
  readonly timeoutWithRetries?: Duration.Input | undefined
}

/**
 * The bound in milliseconds the clients read when they are made; undefined (the default)
 * is none.
 *
 * @category services
 */
export const CallTimeout = Context.Reference<number | undefined>("outfitter/CallTimeout", { defaultValue: () => undefined })

/**
 * The layer that sets {@link CallTimeout}: nothing for no bound.
 *
 * @example
 * import { callTimeoutLayer } from "@outfitter/clients"
 * const layer = callTimeoutLayer("5 seconds")
 * @category layers
 */
export const callTimeoutLayer = (input: Duration.Input | undefined): Layer.Layer<never> =>
  input === undefined ? Layer.empty : Layer.succeed(CallTimeout)(timeoutMillis(input))

/**
 * Bounds a call with its retries by `timeoutMs` (none when undefined): past it the call is
 * interrupted and fails with `Timeout`, naming the call's method and URL.
 *
 * @example
 * import { withinCallTimeout } from "@outfitter/clients"
 * import * as Effect from "effect/Effect"
 * const bounded = Effect.never.pipe(withinCallTimeout(1000, { method: "GET", url: "https://x.test/a" }))
 * // fails with Timeout: "the service did not answer in 1 s"
 * @category combinators
 */
export const withinCallTimeout = (timeoutMs: number | undefined, call: { readonly method: string; readonly url: string }) =>
<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | Timeout, R> =>
  timeoutMs === undefined
    ? effect
    : Effect.timeoutOrElse(effect, { duration: timeoutMs, orElse: () => Effect.fail(new Timeout({ timeoutMs, ...callContext(call) })) })
