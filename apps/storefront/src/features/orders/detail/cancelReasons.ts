/**
 * The reasons a customer can give for cancelling an order or an item (orders-returns-help
 * §5 "Cancel order or item": a reason must be chosen before the cancel button is enabled).
 * The spec names no codes: this list and its codes are Outfitter's choice, sent as
 * `changeReasonCode` (the domain's `cancelRequest` refuses an empty one).
 */
export interface CancelReason {
  readonly code: string
  readonly text: string
}

export const cancelReasons: ReadonlyArray<CancelReason> = [
  { code: "ORDERED_BY_MISTAKE", text: "I ordered by mistake" },
  { code: "WRONG_SIZE_OR_COLOUR", text: "I chose the wrong size or colour" },
  { code: "DELIVERY_TOO_SLOW", text: "It will arrive too late" },
  { code: "FOUND_ELSEWHERE", text: "I found it cheaper elsewhere" },
  { code: "CHANGED_MIND", text: "I changed my mind" },
]
