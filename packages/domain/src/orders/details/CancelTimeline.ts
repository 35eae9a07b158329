/**
 * When each step of a cancel happens, counted from the click (the timings of
 * `orderTimings`): how long the button shows processing before the call is made, how soon
 * the success text may show at the earliest, how long after the success the modal is done.
 *
 * @since 0.6.0
 */
import { orderTimings } from "./OrderTimings.ts"

/** What is being cancelled. @category models */
export type CancelKind = "order" | "item" | "reservation" | "return"

/** @category models */
export interface CancelTimeline {
  /** Processing shows this long before the call is made. */
  readonly callAfterMs: number
  /** The success text shows no earlier than this after the call is made. */
  readonly successNotBeforeMs: number
  /** After the success shows, the modal is done this much later (0: at once). */
  readonly doneAfterSuccessMs: number
  /** After a failure, the button is back to initial this much later. */
  readonly resetAfterFailureMs: number
}

/**
 * An order or item cancel needs a reason; a reservation or a return does not.
 *
 * @category rules
 */
export const cancelNeedsReason = (kind: CancelKind): boolean => kind === "order" || kind === "item"

/**
 * @example
 * import { cancelTimeline } from "@outfitter/domain"
 * cancelTimeline("reservation") // => { callAfterMs: 0, successNotBeforeMs: 2000, doneAfterSuccessMs: 1000, resetAfterFailureMs: 3000 }
 * cancelTimeline("return").callAfterMs // => 800
 * @category rules
 */
export const cancelTimeline = (kind: CancelKind): CancelTimeline => {
  const resetAfterFailureMs = orderTimings.cancelResetAfterFailureMs
  switch (kind) {
    case "reservation":
      return {
        callAfterMs: 0,
        successNotBeforeMs: orderTimings.reservationSuccessTextMs,
        doneAfterSuccessMs: Math.max(0, orderTimings.reservationReloadMs - orderTimings.reservationSuccessTextMs),
        resetAfterFailureMs,
      }
    case "return":
      return { callAfterMs: orderTimings.cancelReturnProcessingDelayMs, successNotBeforeMs: 0, doneAfterSuccessMs: 0, resetAfterFailureMs }
    default:
      return { callAfterMs: 0, successNotBeforeMs: 0, doneAfterSuccessMs: orderTimings.cancelSuccessModalCloseMs, resetAfterFailureMs }
  }
}
