/**
 * Polling a status until it settles: the first call at once, each further one after the
 * policy's delay, until an answer settles it or the attempts run out. Used by payment
 * re-authorisation (loyalty-payments §4, §9) and the gift card balance (orders-returns-help
 * §4, §9); the caller's rule reads the answers, this module only counts and waits. Nothing
 * is left running once it returns: the schedule's timer belongs to the polling fiber, and
 * an interruption (the page left) stops both.
 *
 * Where the spec is silent (choices):
 * - the first call is made as soon as polling starts (retry 0), then one every delay:
 *   5 attempts at 5000 ms are calls at 0, 5, 10, 15 and 20 s;
 * - `retry` counts from 0;
 * - a policy with fewer than 1 attempt makes 1; a negative, fractional or non-finite count
 *   or delay is read as the nearest sensible value (at least 1 attempt, a delay of 0 or more).
 *
 * @since 0.6.0
 */
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import { finiteOf, memberOf } from "../kernel/Untrusted.ts"

/** How often and how far apart a status is asked. @category models */
export interface PollPolicy {
  /** Calls at most, the first included. */
  readonly attempts: number
  /** The wait between two calls, in ms. */
  readonly delayMs: number
}

/**
 * The policy as it is run: at least 1 whole attempt, a whole delay of 0 ms or more (a
 * missing or non-numeric value: 1 attempt, no delay).
 *
 * @example
 * import { normalisePollPolicy } from "@outfitter/domain"
 * normalisePollPolicy({ attempts: 0, delayMs: -5 }) // => { attempts: 1, delayMs: 0 }
 * normalisePollPolicy({ attempts: 2.7, delayMs: Number.NaN }) // => { attempts: 2, delayMs: 0 }
 * @category constructors
 */
export const normalisePollPolicy = (policy: PollPolicy): PollPolicy => {
  const attempts = finiteOf(memberOf(policy, "attempts")) ?? 1
  const delayMs = finiteOf(memberOf(policy, "delayMs")) ?? 0
  return { attempts: Math.max(1, Math.floor(attempts)), delayMs: Math.max(0, Math.floor(delayMs)) }
}

/**
 * The Schedule between the calls: the delay before each further call, at most
 * `attempts - 1` of them.
 *
 * @category schedules
 */
export const pollSchedule = (policy: PollPolicy): Schedule.Schedule<number> => {
  const { attempts, delayMs } = normalisePollPolicy(policy)
  return Schedule.spaced(delayMs).pipe(Schedule.upTo({ times: attempts - 1 }))
}

/** How a poll ended: the last answer and how many calls were made. @category models */
export interface PollEnd<S> {
  readonly last: S
  readonly attempts: number
}

/**
 * Asks `ask(retry)` (retry 0 first) at once and then after each delay of the policy, while
 * `pending(answer)` holds and attempts are left. Returns the last answer and the number of
 * calls made; a failed call ends the poll with its failure.
 *
 * @example
 * import { pollUntilSettled } from "@outfitter/domain"
 * import * as Effect from "effect/Effect"
 * const answers = ["PROCESSING", "AUTHORIZED"]
 * const end = pollUntilSettled({ attempts: 5, delayMs: 0 }, (retry) => Effect.succeed(answers[retry] ?? "PROCESSING"), (s) => s === "PROCESSING")
 * Effect.runSync(end) // => { last: "AUTHORIZED", attempts: 2 }
 * @category programs
 */
export const pollUntilSettled = <S, E, R>(
  policy: PollPolicy,
  ask: (retry: number) => Effect.Effect<S, E, R>,
  pending: (answer: S) => boolean,
): Effect.Effect<PollEnd<S>, E, R> =>
  Effect.suspend(() => {
    let attempts = 0
    const call = Effect.suspend(() => ask(attempts++))
    return Effect.repeat(call, { schedule: pollSchedule(policy), while: pending }).pipe(
      Effect.map((last) => ({ last, attempts })),
    )
  })
