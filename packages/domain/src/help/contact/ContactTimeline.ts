/**
 * The contact form's timeline. Rules: orders §4 "Help overview, contact form and
 * marketing content", §8, §9.
 *
 * Where the spec is silent (it shows no send call): the message is sent while the first
 * second runs, so success or failure shows after 1 s or when the send answers, whichever
 * is later.
 *
 * @since 0.4.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"

/** @category constants */
export const contactTimings = {
  /** From submit to success (or, on a send error, back to initial). */
  successAfterMs: 1000,
  /** From success to the form replaced by the success message. */
  replaceAfterMs: 1000,
} as const

/** The success message that replaces the form. @category constants */
export const contactSuccessMessages = {
  main: "Thank you for contacting us.",
  sub: "A customer service representative will reply by e-mail within 2 business days.",
} as const

/**
 * The form's step: the button's states, and `sent` when the form is replaced by the
 * success message; `failed` is the button back to initial with the form-level error.
 *
 * @category models
 */
export type ContactStep = "processing" | "success" | "sent" | "failed"

/**
 * Runs the send behind the form's timeline, reporting each step, and returns the send's
 * exit when the timeline has ended (never fails itself).
 *
 * @example
 * import { runContactSubmit } from "@outfitter/domain"
 * import * as Effect from "effect/Effect"
 * const steps: Array<string> = []
 * runContactSubmit(Effect.succeed("sent"), (step) => Effect.sync(() => void steps.push(step)))
 * // steps after 2 s: ["processing", "success", "sent"]
 * @category programs
 */
export const runContactSubmit = <A, E, R>(
  send: Effect.Effect<A, E, R>,
  onStep: (step: ContactStep) => Effect.Effect<void>,
): Effect.Effect<Exit.Exit<A, E>, never, R> =>
  Effect.gen(function*() {
    yield* onStep("processing")
    const [exit] = yield* Effect.all([Effect.exit(send), Effect.sleep(contactTimings.successAfterMs)], { concurrency: 2 })
    if (Exit.isFailure(exit)) {
      yield* onStep("failed")
      return exit
    }
    yield* onStep("success")
    yield* Effect.sleep(contactTimings.replaceAfterMs)
    yield* onStep("sent")
    return exit
  })
