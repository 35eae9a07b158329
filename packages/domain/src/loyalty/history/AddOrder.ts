/**
 * Adding a past order's points. Rules: loyalty §4 "Add-order button", §5 "Order number for
 * points", §7, §8 "Add-order status to message", §9.
 *
 * Where the spec is silent: the number is trimmed, then its length counted in UTF-16 code
 * units (as a text input's); the English of the message keys is Outfitter's
 * (`addOrderMessages`).
 *
 * @since 0.1.0
 */
import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import { orderNumberLimits } from "../../orders/index.ts"
import { fieldsOf, textOf, uriComponentOf } from "../../kernel/Untrusted.ts"

/** @category constants */
export const addOrderTimings = { minimumDisplayMs: 3000, alreadyLongerMs: 10, successResetMs: 4000 } as const

/** The §8 message keys. @category models */
export type AddOrderMessageKey =
  | "trans-not-found"
  | "already-added"
  | "store-not-valid"
  | "ineligible-trans-date"
  | "ineligible-transaction-country"
  | "timeout"
  | "success"
  | "pending"
  | "error"

/** The text of each key. @category constants */
export const addOrderMessages: Readonly<Record<AddOrderMessageKey, string>> = {
  "trans-not-found": "We couldn't find that order. Check the order number and try again.",
  "already-added": "The points for this order have already been added.",
  "store-not-valid": "Orders from this store can't earn points.",
  "ineligible-trans-date": "This order is too old to earn points.",
  "ineligible-transaction-country": "Orders from this country can't earn points.",
  timeout: "We're still working on it. Check back later for your points.",
  success: "Your points have been added.",
  pending: "Your points are pending until the order ships.",
  error: "Something went wrong. Please try again later.",
}

/** §8: each known status and its key. @category constants */
export const addOrderStatusKeys: Readonly<Record<string, AddOrderMessageKey>> = {
  Error: "trans-not-found",
  TransactionNotFound: "trans-not-found",
  LoyaltyAlreadyAdded: "already-added",
  StoreNotValid: "store-not-valid",
  IneligibleTransactionDate: "ineligible-trans-date",
  IneligibleTransactionCountry: "ineligible-transaction-country",
  RESPONSE_PENDING: "timeout",
  LoyaltyAdded: "success",
  NotShippedOrder: "pending",
}

/** What the form shows after a call. @category models */
export interface AddOrderOutcome {
  readonly key: AddOrderMessageKey
  readonly message: string
  /** Known statuses clear the input (§8). */
  readonly clearInput: boolean
  /** The button goes to success (LoyaltyAdded) or back to initial. */
  readonly succeeded: boolean
}

/**
 * The outcome of a status; undefined (an HTTP failure) and unknown statuses give the
 * error message and keep the input.
 *
 * @example
 * import { addOrderOutcome } from "@outfitter/domain"
 * addOrderOutcome("LoyaltyAdded").key // => "success"
 * @category mapping
 */
export const addOrderOutcome = (status: string | undefined): AddOrderOutcome => {
  const key = typeof status === "string" && Object.hasOwn(addOrderStatusKeys, status) ? addOrderStatusKeys[status]! : undefined
  if (key === undefined) return { key: "error", message: addOrderMessages.error, clearInput: false, succeeded: false }
  return { key, message: addOrderMessages[key], clearInput: true, succeeded: key === "success" }
}

/** The incorrect-length analytics event (§5). @category events */
export const addOrderIncorrectLength = { type: "loyalty", name: "add-order-incorrect-length" } as const
/** @category events */
export type AddOrderIncorrectLengthEvent = typeof addOrderIncorrectLength

/**
 * An order number whose length is not 11 to 24.
 *
 * @category errors
 */
export class OrderNumberLength extends Data.TaggedError("OrderNumberLength")<{
  readonly message: string
  readonly length: number
  readonly event: AddOrderIncorrectLengthEvent
}> {}

/**
 * The order number to send, or OrderNumberLength carrying the not-found message.
 *
 * @example
 * import { parseOrderNumber } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isSuccess(parseOrderNumber(" 12345678901 ")) // => true
 * @category validation
 */
export const parseOrderNumber = (input: unknown): Result.Result<string, OrderNumberLength> => {
  const value = typeof input === "string" ? input.trim() : ""
  if (value.length >= orderNumberLimits.min && value.length <= orderNumberLimits.max) return Result.succeed(value)
  return Result.fail(
    new OrderNumberLength({ message: addOrderMessages["trans-not-found"], length: value.length, event: addOrderIncorrectLength }),
  )
}

/**
 * How long to wait after the call before showing its result (§9). An elapsed time that is
 * not a number counts as none.
 *
 * @category timing
 */
export const addOrderResultDelay = (elapsedMs: number): number => {
  const elapsed = typeof elapsedMs === "number" && !Number.isNaN(elapsedMs) ? elapsedMs : 0
  return elapsed >= addOrderTimings.minimumDisplayMs
    ? addOrderTimings.alreadyLongerMs
    : addOrderTimings.minimumDisplayMs - Math.max(0, elapsed)
}

/**
 * The add-order path: {apiRoot}/user/loyalty/points/{n}, or with the flag
 * {historyRootV2}/order/loyalty/points/{n} (an empty {historyRootV2} is `{apiRoot}/v2`, as
 * the store settings say); the number is URI-encoded. Roots that are not strings are empty,
 * and so is a number that is not a string.
 *
 * @category urls
 */
export const addOrderUrl = (
  orderNumber: string,
  roots: { readonly apiRoot: string; readonly historyRootV2: string },
  useV2: boolean,
): string => {
  const { apiRoot, historyRootV2 } = fieldsOf(roots)
  const api = textOf(apiRoot)
  const v2 = textOf(historyRootV2)
  return useV2 === true
    ? `${v2 === "" ? `${api}/v2` : v2}/order/loyalty/points/${uriComponentOf(orderNumber)}`
    : `${api}/user/loyalty/points/${uriComponentOf(orderNumber)}`
}

/** The add-order button's states (§4: no failed state, failure goes back to initial). @category models */
export type AddOrderButtonState = "initial" | "processing" | "success"

/**
 * Runs the add-order call behind its button (§4, §9): processing; the call; the rest of the
 * 3 s minimum (10 ms when the call already took 3 s or more); then success for 4 s and
 * initial when the outcome succeeded (LoyaltyAdded), else initial at once. Returns the
 * outcome (a failed call is the error outcome); never fails.
 *
 * @example The add-order form (what useAddOrderButton in @outfitter/react-hooks runs)
 * ```ts
 * import { addOrderMessages, parseOrderNumber, runAddOrderButton } from "@outfitter/domain"
 * import * as Effect from "effect/Effect"
 * import * as Result from "effect/Result"
 *
 * // the service call: a stand-in answering the status text the service sends
 * const addOrder = (orderNumber: string) => Effect.succeed(orderNumber === "12345678901" ? "LoyaltyAdded" : "TransactionNotFound")
 *
 * const typed = parseOrderNumber(" 12345678901 ")
 * if (Result.isFailure(typed)) {
 *   typed.failure.message === addOrderMessages["trans-not-found"] // => true: a wrong length never calls the service
 * } else {
 *   const states: Array<string> = []
 *   const outcome = await Effect.runPromise(runAddOrderButton(addOrder(typed.success), (state) => Effect.sync(() => void states.push(state))))
 *   outcome.message // => "Your points have been added."
 *   states // => ["processing", "success", "initial"], after 3 s and 4 s more
 * }
 * ```
 * @category programs
 */
export const runAddOrderButton = <E, R>(
  call: Effect.Effect<string, E, R>,
  onState: (state: AddOrderButtonState) => Effect.Effect<void>,
  onOutcome: (outcome: AddOrderOutcome, status: string | undefined, error: E | undefined) => Effect.Effect<void> = () => Effect.void,
): Effect.Effect<AddOrderOutcome, never, R> =>
  Effect.gen(function*() {
    yield* onState("processing")
    const started = yield* Clock.currentTimeMillis
    const exit = yield* Effect.exit(call)
    const elapsed = (yield* Clock.currentTimeMillis) - started
    yield* Effect.sleep(addOrderResultDelay(elapsed))
    const status = Exit.isSuccess(exit) ? exit.value : undefined
    const outcome = addOrderOutcome(status)
    const error = Exit.isFailure(exit) ? Option.getOrUndefined(Cause.findErrorOption(exit.cause)) : undefined
    yield* onOutcome(outcome, status, error)
    if (outcome.succeeded) {
      yield* onState("success")
      yield* Effect.sleep(addOrderTimings.successResetMs)
    }
    yield* onState("initial")
    return outcome
  })
