/**
 * The return submission, and the order page's address after a return is submitted or
 * cancelled. Rules: orders §2 "Order detail page", §3 "Refund calculation and return
 * submission", §4 "Guest session and submission", §6.
 *
 * Where the spec is silent: the display page's path is the host's; originalSalesOrderNumber
 * is the order the return was made from; fromOrderToken is its orderToken; a signed-in
 * flag that is not `true` counts as a guest; a value of the wrong type reads as absent
 * (address fields are sent empty, nothing to submit is InvalidParams, field "items").
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../../errors/index.ts"
import { fieldsOf, isRecord, textOf } from "../../kernel/Untrusted.ts"
import { chosenItems } from "./ChosenItems.ts"
import { isCancelledStatus } from "./LostAnswer.ts"
import type { OrderDetails, OrderReturnLink, ReturnItem } from "./OrderDetailsSchema.ts"
import type { ReturnSubmissionBody } from "./ReturnSubmissionSchema.ts"

/** The customer's choices for a submission. @category models */
export interface ReturnSubmissionChoices {
  /** A prepaid label was chosen (false: the customer ships it themselves). */
  readonly smartLabel: boolean
  /** Refund to an eGift card. */
  readonly eGiftCard: boolean
  /** The items to return; the order's saved return items when absent. */
  readonly items?: ReadonlyArray<ReturnItem> | undefined
  /** The fraud-device session id, when that service is in use. */
  readonly signifydSessionId?: string | undefined
}

/**
 * The submission body for an order and the customer's choices.
 *
 * @example
 * import { decodeOrderDetails, returnSubmissionBody } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const details = Result.getOrThrow(decodeOrderDetails({
 *   orderNumber: "10000001001", orderToken: "tok", billToKey: "b", shipToKey: "s",
 *   shipToCountry: "US", currency: "USD", payments: [],
 *   returnItems: [{ itemId: "1", shortSku: "123", returnReasonCode: "R1" }],
 * }))
 * Result.getOrThrow(returnSubmissionBody(details, { smartLabel: true, eGiftCard: false })).fromOrderToken // => "tok"
 * @category constructors
 */
export const returnSubmissionBody = (
  details: OrderDetails,
  choices: ReturnSubmissionChoices,
): Result.Result<ReturnSubmissionBody, InvalidParams> => {
  const { items: givenItems, smartLabel, eGiftCard, signifydSessionId } = fieldsOf(choices)
  const items = chosenItems(details, givenItems as ReadonlyArray<ReturnItem> | undefined)
  if (items === undefined || !isRecord(details)) {
    return Result.fail(new InvalidParams({ message: "choose at least one item to return", field: "items" }))
  }
  return Result.succeed({
    smartLabel: smartLabel === true,
    eGiftCard: eGiftCard === true,
    fromOrderToken: details.orderToken,
    billToKey: details.billToKey,
    shipToKey: details.shipToKey,
    currency: details.currency,
    items,
    ...(typeof signifydSessionId === "string" ? { signifydSessionId } : {}),
  })
}

/**
 * Whether a guest session must be started before submitting (§4: guests yes, signed-in
 * customers no).
 *
 * @category predicates
 */
export const needsGuestSession = (signedIn: boolean): boolean => signedIn !== true

/**
 * The nine query parameter names of the address after a submitted return, in order.
 *
 * @category constants
 */
export const returnSubmittedParameters = [
  "orderNumber",
  "originalSalesOrderNumber",
  "externalOrderId",
  "placedTime",
  "channel",
  "selected",
  "orderEmail",
  "returnSubmitted",
  "returnOrder",
] as const

const withoutQuery = (path: string): string => textOf(path).split(/[?#]/, 1)[0] ?? ""

const returnOrderQuery = (details: OrderDetails, returnOrderId: string, submitted: boolean): string => {
  const order = fieldsOf(details)
  return new URLSearchParams([
    ["orderNumber", textOf(returnOrderId)],
    ["originalSalesOrderNumber", textOf(order["orderNumber"])],
    ["externalOrderId", textOf(order["externalOrderId"])],
    ["placedTime", textOf(order["placedTime"])],
    ["channel", textOf(order["channel"])],
    ["selected", textOf(order["selected"])],
    ["orderEmail", textOf(order["orderEmail"])],
    ["returnSubmitted", submitted ? "true" : "false"],
    ["returnOrder", "true"],
  ]).toString()
}

/**
 * The order detail display address after a return was submitted.
 *
 * @example
 * import { decodeOrderDetails, returnSubmittedAddress } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const details = Result.getOrThrow(decodeOrderDetails({
 *   orderNumber: "10000001001", orderToken: "t", billToKey: "b", shipToKey: "s",
 *   shipToCountry: "US", currency: "USD", payments: [], orderEmail: "a@b.co",
 * }))
 * returnSubmittedAddress("/shop/us/order-detail", details, "30000001")
 * // => "/shop/us/order-detail?orderNumber=30000001&originalSalesOrderNumber=10000001001&externalOrderId=&placedTime=&channel=&selected=&orderEmail=a%40b.co&returnSubmitted=true&returnOrder=true"
 * @category rules
 */
export const returnSubmittedAddress = (displayPath: string, details: OrderDetails, returnOrderId: string): string =>
  `${withoutQuery(displayPath)}?${returnOrderQuery(details, returnOrderId, true)}`

/**
 * The address of a return order's page as its original order links it: the same nine
 * parameters as after the submission (`returnSubmittedAddress`) with returnSubmitted=false,
 * so the page shows the return order without the confirmation and a guest keeps the
 * order's e-mail. `details` is the original order, `returnOrderId` one of its `returns`.
 *
 * @example
 * import { decodeOrderDetails, returnOrderAddress } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const details = Result.getOrThrow(decodeOrderDetails({
 *   orderNumber: "10000001001", orderToken: "t", billToKey: "b", shipToKey: "s",
 *   shipToCountry: "US", currency: "USD", payments: [], orderEmail: "a@b.co",
 * }))
 * returnOrderAddress("/shop/us/account/orders/30000001", details, "30000001")
 * // => "/shop/us/account/orders/30000001?orderNumber=30000001&originalSalesOrderNumber=10000001001&externalOrderId=&placedTime=&channel=&selected=&orderEmail=a%40b.co&returnSubmitted=false&returnOrder=true"
 * @category rules
 */
export const returnOrderAddress = (displayPath: string, details: OrderDetails, returnOrderId: string): string =>
  `${withoutQuery(displayPath)}?${returnOrderQuery(details, returnOrderId, false)}`

/**
 * The return (not cancelled) an order's line is in, from the order's `returns` links: the
 * one "Return requested" on the line names. Undefined when none is.
 *
 * @example
 * import { returnOfItem } from "@outfitter/domain"
 * returnOfItem({ returns: [{ returnOrderId: "30000001", status: "Return requested", itemIds: ["1"] }] }, "1")?.returnOrderId
 * // => "30000001"
 * @category getters
 */
export const returnOfItem = (
  details: Pick<OrderDetails, "returns">,
  itemId: string,
): OrderReturnLink | undefined => {
  const links = fieldsOf(details)["returns"]
  if (!Array.isArray(links)) return undefined
  return [...(links as ReadonlyArray<unknown>)].reverse().find((link): link is OrderReturnLink =>
    isRecord(link) && Array.isArray(link["itemIds"]) && link["itemIds"].includes(itemId) && !isCancelledStatus(link["status"])
  )
}

/**
 * The details page address to reload after a return was cancelled: the current address
 * with returnSubmitted=false. Total: any text gives an address.
 *
 * @example
 * import { returnCancelledAddress } from "@outfitter/domain"
 * returnCancelledAddress("/od?orderNumber=30000001&returnSubmitted=true&returnOrder=true#RF1")
 * // => "/od?orderNumber=30000001&returnSubmitted=false&returnOrder=true"
 * @category rules
 */
export const returnCancelledAddress = (currentAddress: string): string => {
  const [beforeHash = ""] = textOf(currentAddress).split("#", 1)
  const question = beforeHash.indexOf("?")
  const path = question < 0 ? beforeHash : beforeHash.slice(0, question)
  const params = new URLSearchParams(question < 0 ? "" : beforeHash.slice(question + 1))
  params.set("returnSubmitted", "false")
  return `${path}?${params.toString()}`
}
