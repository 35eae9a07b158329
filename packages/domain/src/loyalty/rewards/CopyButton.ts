/**
 * The refer-a-friend copy-link button as an Effect program beside the stateful button's.
 * Rules: loyalty §4 "Refer a friend".
 *
 * Where the spec is silent: a copy slower than 2 s shows its result when it answers, and
 * initial follows no sooner than 4 s after the click.
 *
 * @since 0.1.0
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import { numberOf } from "../../kernel/Untrusted.ts"

/** The copy-link button's timings (loyalty-payments §9). @category constants */
export const copyButtonTimings = {
  result: Duration.seconds(2),
  reset: Duration.seconds(4),
} as const

/** The copy-link button's states (loyalty-payments §4). @category models */
export type CopyState = "initial" | "processing" | "success" | "failed"

/**
 * The copy-link button's state at `elapsed` ms after the click: processing, then the
 * result at 2 s, back to initial at 4 s.
 *
 * @example
 * import { copyStateAt } from "@outfitter/domain"
 * copyStateAt(2500, true) // => "success"
 * @category getters
 */
export const copyStateAt = (elapsed: number, copied: boolean): CopyState => {
  // an elapsed time that is not a number is past every timing: the button is back to initial
  const at = numberOf(elapsed)
  return at < Duration.toMillis(copyButtonTimings.result)
    ? "processing"
    : at < Duration.toMillis(copyButtonTimings.reset)
    ? (copied === true ? "success" : "failed")
    : "initial"
}

/**
 * Runs one click of the copy button: `copy` answers whether the text was copied (a
 * failure or defect counts as not copied); `onState` receives each state in turn.
 * Resolves with whether it was copied, once the button is back to initial.
 *
 * @example
 * import { runCopyButton } from "@outfitter/domain"
 * import * as Effect from "effect/Effect"
 * runCopyButton(Effect.succeed(true), (state) => Effect.log(state))
 * @category programs
 */
export const runCopyButton = <E, R>(
  copy: Effect.Effect<boolean, E, R>,
  onState: (state: CopyState) => Effect.Effect<void>,
): Effect.Effect<boolean, never, R> =>
  Effect.gen(function*() {
    yield* onState("processing")
    const copied = yield* copy.pipe(Effect.catchCause(() => Effect.succeed(false)))
    return copied
  }).pipe(
    (copying) => Effect.all([copying, Effect.sleep(copyButtonTimings.result)], { concurrency: 2 }),
    Effect.tap(([copied]) => onState(copied ? "success" : "failed")),
    (shown) => Effect.all([shown, Effect.sleep(copyButtonTimings.reset)], { concurrency: 2 }),
    Effect.flatMap(([[copied]]) => Effect.as(onState("initial"), copied)),
  )
