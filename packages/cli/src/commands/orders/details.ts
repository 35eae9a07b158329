/**
 * What the order detail, cancel and returns commands share: the `--email` of the guest
 * look-up (an order is found by its number and the e-mail it was placed with), the
 * details read through ReturnsService.details, the lines of the order the details
 * answer carries beside the domain's `OrderDetails`, and how a failed read is reported.
 *
 * The domain's `OrderDetails` names what a calculation or a submission needs; the page
 * reads the rest of the answer itself (the items with their statuses and tracking, the
 * order's status and site, the external-payment flag). The clients keep those fields
 * (the schema ignores names it does not know), so the CLI reads them here with its own
 * lenient schema: a service that sends none of them shows an order without item lines.
 *
 * Where the spec is silent (choices):
 * - the e-mail is checked with the domain's e-mail rule (the track-order form's) before
 *   any call: exit 2;
 * - a details read that still fails after its retries is reported by its last failure: a
 *   404 is "No order N for E" (exit 1, code not-found), a 401/403 not authorised (exit 3),
 *   anything else "Order lookup failed: …" (exit 1) saying how many attempts were made.
 *
 * @since 0.2.0
 */
import { ReturnsService } from "@outfitter/clients"
import { type MaxRetries, type OrderDetails, type SiteCode, summarySite, validateForgotEmail } from "@outfitter/domain"
import * as Result from "effect/Result"
import { type CliError, ErrorCode, notFoundError, usageError } from "../../CliError.ts"
import { failureFor, type ServiceFailure } from "../../failures.ts"
import type { GlobalOptions } from "../../options.ts"
import { plainText } from "../../plainText.js"

/** @category messages */
export const missingEmailMessage = "Give the e-mail the order was placed with: --email <email>"

/**
 * The `--email` value, trimmed, or a usage error (exit 2) before any call.
 *
 * @category parsing
 */
export const orderEmail = (value: string | undefined): string => {
  if (value === undefined || value.trim() === "") throw usageError(missingEmailMessage, ErrorCode.Usage)
  const checked = validateForgotEmail(value)
  if (Result.isFailure(checked)) throw usageError(`${checked.failure} (--email), got '${value}'`)
  return checked.success
}

/**
 * One line of the order as the details answer carries it (all optional but its id and sku).
 *
 * @category models
 */
export interface OrderLine {
  readonly itemId: string
  readonly shortSku: string
  readonly productId?: string
  readonly name?: string
  readonly colour?: string
  readonly size?: string
  readonly quantity?: number
  readonly priceFmt?: string
  readonly status?: string
  readonly trackingNumber?: string
  readonly finalSale?: boolean
  readonly returnable?: boolean
  readonly exchangeable?: boolean
  readonly cancellable?: boolean
}

/**
 * What the page reads from the details answer beside the domain's fields.
 *
 * @category models
 */
export interface OrderPage {
  readonly status?: string
  readonly site?: string
  readonly isReservation?: boolean
  readonly pickupStoreId?: string
  readonly exchangePageFlag?: string
  readonly originalSalesOrderNumber?: string
  readonly returnOrder?: boolean
  readonly pendingPayway?: string
  /** The order's lines; undefined when the answer has no item list. */
  readonly items: ReadonlyArray<OrderLine> | undefined
}

type Raw = Readonly<Record<string, unknown>>

const pick = <K extends string, T>(raw: Raw, keys: ReadonlyArray<K>, is: (value: unknown) => value is T): Partial<Record<K, T>> =>
  Object.fromEntries(keys.flatMap((key) => (is(raw[key]) ? [[key, raw[key]]] : []))) as Partial<Record<K, T>>
const isString = (value: unknown): value is string => typeof value === "string"
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean"
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value)
const isRecord = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value)

const lineOf = (raw: unknown): Array<OrderLine> => {
  if (!isRecord(raw) || !isString(raw["itemId"]) || !isString(raw["shortSku"])) return []
  return [{
    itemId: raw["itemId"],
    shortSku: raw["shortSku"],
    ...pick(raw, ["productId", "name", "colour", "size", "priceFmt", "status", "trackingNumber"], isString),
    ...pick(raw, ["quantity"], isNumber),
    ...pick(raw, ["finalSale", "returnable", "exchangeable", "cancellable"], isBoolean),
  }]
}

/**
 * The page's fields of a details answer: each one kept when it has the expected type,
 * left out otherwise; `items` undefined when the answer has no item list.
 *
 * @category getters
 */
export const orderPage = (details: OrderDetails): OrderPage => {
  const raw = details as unknown as Raw
  const pending = raw["pendingPayment"]
  return {
    ...pick(raw, ["status", "site", "pickupStoreId", "exchangePageFlag", "originalSalesOrderNumber"], isString),
    ...pick(raw, ["isReservation", "returnOrder"], isBoolean),
    ...(isRecord(pending) && isString(pending["payway"]) ? { pendingPayway: pending["payway"] } : {}),
    items: Array.isArray(raw["items"]) ? raw["items"].flatMap(lineOf) : undefined,
  }
}

/**
 * The site whose display rules apply: the order's own when the details name a known
 * site, else --site.
 *
 * @category getters
 */
export const orderSite = (page: OrderPage, global: Pick<GlobalOptions, "site">): SiteCode => summarySite(page.site, global.site)

/**
 * The order's details for the e-mail, through the returns client (retried by it).
 *
 * @category services
 */
export const readOrder = (orderNumber: string, email: string) => ReturnsService.use((returns) => returns.details(orderNumber, email))

/** @category messages */
export const noOrderMessage = (orderNumber: string, email: string) => `No order ${orderNumber} for ${email}`

/**
 * The CliError of a failed details read (or of a failure of the call after it): the
 * last failure of a read that used its retries, reported as such.
 *
 * @category errors
 */
export const orderFailure = (
  error: ServiceFailure | MaxRetries,
  context: { readonly command: string; readonly what: string; readonly apiRoot: string | undefined },
  order: { readonly orderNumber: string; readonly email: string },
): CliError | undefined => {
  if (error._tag === "InvalidParams") return usageError(plainText(error.message))
  if (error._tag === "NotFound") return notFoundError(noOrderMessage(order.orderNumber, order.email))
  if (error._tag !== "MaxRetries") return undefined
  const { last, attempts } = error as MaxRetries
  if (last._tag === "NotFound") {
    const failure = notFoundError(`${noOrderMessage(order.orderNumber, order.email)} (after ${attempts} attempts)`)
    failure.details = failureFor(last, context).details
    return failure
  }
  return failureFor(last, { ...context, what: `${context.what} after ${attempts} attempts` })
}
