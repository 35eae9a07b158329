/**
 * The order detail page's timings and attempt counts, in milliseconds; pages and clients
 * read them from here. Rules: orders §4 "Stateful buttons", §7, §9.
 *
 * Where the spec is silent: a failed order cancel resets after 3000 ms, as every cancel
 * does; the reservation's reload is 3000 ms after the click; cancel attempts are made at
 * once, then 1000 ms after each failure.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"

/**
 * The timings of §4 and §9.
 *
 * @category constants
 */
export const orderTimings = {
  /** Cancel order success: the modal shows success, closes after this, then the page reloads. */
  cancelSuccessModalCloseMs: 1000,
  /** A failed cancel (order, item, return) returns its button to initial after this. */
  cancelResetAfterFailureMs: 3000,
  /** Cancel return: the button shows processing this long before the call is made. */
  cancelReturnProcessingDelayMs: 800,
  /** Reservation cancel: the success text shows this long after the spinner starts. */
  reservationSuccessTextMs: 2000,
  /** Reservation cancel: the page reloads this long after the spinner starts. */
  reservationReloadMs: 3000,
  /** A failed return submission returns its button to initial after this. */
  returnSubmitResetAfterFailureMs: 3000,
  /** Saving an exchange choice waits this long. */
  exchangeSaveDelayMs: 1000,
  /** Switching to the new returns experience waits this long for the feature switch. */
  featureSwitchWaitMs: 2000,
  /** Spacing between cancel attempts. */
  cancelAttemptSpacingMs: 1000,
} as const

/**
 * A cancel is tried up to this many times in all (§7).
 *
 * @category constants
 */
export const cancelAttempts = 3

/**
 * Runs a cancel call with the §7 attempts: at once, then again after 1 s while it fails, at
 * most {@link cancelAttempts} times in all; the last failure when every attempt failed.
 * An answer (even one whose status is 'Failure') is not retried: it is the caller's to read
 * (`isCancelFailure`).
 *
 * @example
 * import { withCancelAttempts } from "@outfitter/domain"
 * import * as Effect from "effect/Effect"
 * const program = withCancelAttempts(Effect.succeed({ status: "Success" }))
 * @category programs
 */
export const withCancelAttempts = <A, E, R>(call: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.retry(call, { schedule: Schedule.spaced(orderTimings.cancelAttemptSpacingMs), times: cancelAttempts - 1 })
