/**
 * The reasons a customer can give for cancelling an order or an item, sent as
 * `changeReasonCode`. Rules: orders §4 "Cancellations", §5 "Cancel order or item".
 *
 * Where the spec is silent (it names no codes): the list, codes and texts are Outfitter's;
 * a code is trimmed and compared without regard to case; anything else is InvalidParams
 * naming the codes, repeating at most {@link cancelReasonShownLength} characters of what
 * was given.
 *
 * @since 0.6.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../../errors/index.ts"
import { textOf } from "../../kernel/Untrusted.ts"
import { reservationCancelCode } from "./CancelRequest.ts"

/** A reason the customer can choose: its code and the words the dialog shows. @category models */
export interface CancelReason {
  readonly code: string
  readonly text: string
}

/**
 * The reasons offered for cancelling an order or an item, in the order they are shown.
 *
 * @category constants
 */
export const cancelReasons: ReadonlyArray<CancelReason> = [
  { code: "ORDERED_BY_MISTAKE", text: "I ordered by mistake" },
  { code: "WRONG_SIZE_OR_COLOUR", text: "I chose the wrong size or colour" },
  { code: "DELIVERY_TOO_SLOW", text: "It will arrive too late" },
  { code: "FOUND_ELSEWHERE", text: "I found it cheaper elsewhere" },
  { code: "CHANGED_MIND", text: "I changed my mind" },
]

/** How much of a refused code its message repeats. @category constants */
export const cancelReasonShownLength = 40

/**
 * The message of a code that is not one of the offered reasons (a value that is not text
 * reads as empty).
 *
 * @example
 * import { unknownCancelReasonMessage } from "@outfitter/domain"
 * unknownCancelReasonMessage("CR1")
 * // => "Unknown cancel reason 'CR1': use one of ORDERED_BY_MISTAKE, WRONG_SIZE_OR_COLOUR, DELIVERY_TOO_SLOW, FOUND_ELSEWHERE, CHANGED_MIND, or CANCEL for a reservation"
 * @category messages
 */
export const unknownCancelReasonMessage = (given: string): string => {
  const text = textOf(given)
  const characters = [...text]
  const shown = characters.length > cancelReasonShownLength ? `${characters.slice(0, cancelReasonShownLength).join("")}…` : text
  return `Unknown cancel reason '${shown}': use one of ${
    cancelReasons.map((reason) => reason.code).join(", ")
  }, or ${reservationCancelCode} for a reservation`
}

/**
 * A cancel reason code as given (a command line, a form), checked: one of
 * {@link cancelReasons}' codes or the reservation's CANCEL, trimmed and in its own case;
 * anything else InvalidParams (field "changeReasonCode") listing the codes. Total.
 *
 * @example
 * import { cancelReasonCode } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(cancelReasonCode(" changed_mind ")) // => "CHANGED_MIND"
 * Result.isFailure(cancelReasonCode("CR1")) // => true
 * @category parsing
 */
export const cancelReasonCode = (value: unknown): Result.Result<string, InvalidParams> => {
  const given = textOf(value).trim()
  const wanted = given.toUpperCase()
  const known = [...cancelReasons.map((reason) => reason.code), reservationCancelCode].find((code) => code === wanted)
  return known === undefined
    ? Result.fail(new InvalidParams({ message: unknownCancelReasonMessage(given), field: "changeReasonCode" }))
    : Result.succeed(known)
}
