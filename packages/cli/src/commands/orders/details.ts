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
import { ReturnsService } from "@outfitter/clients/orders"
import type { MaxRetries } from "@outfitter/domain/errors"
import { type OrderDetails, type OrderLine as DomainOrderLine, summarySite } from "@outfitter/domain/orders"
import { validateForgotEmail } from "@outfitter/domain/session/password"
import type { SiteCode } from "@outfitter/domain/site"
import * as Result from "effect/Result"
import { type CliError, ErrorCode, notFoundError, usageError } from "../../CliError.ts"
import { failureFor, type ServiceFailure } from "../../failures.ts"
import type { GlobalOptions } from "../../options.ts"
import { plainText } from "../../plainText.ts"

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
 * One line of the order, as the domain decodes it (`OrderLine`), without its image id: a
 * terminal shows no image, and the CLI's exchanges are sent without one.
 *
 * @category models
 */
export type OrderLine = Omit<DomainOrderLine, "imageId">

/**
 * What the page shows of the details besides §3's fields, as the domain decodes them.
 *
 * @category models
 */
export interface OrderPage
  extends Pick<OrderDetails, "status" | "site" | "isReservation" | "pickupStoreId" | "exchangePageFlag" | "originalSalesOrderNumber" | "returnOrder" | "items">
{
  readonly pendingPayway?: string
}

/**
 * The page's fields of the decoded details (the domain's schema reads them; nothing is
 * read from the raw answer).
 *
 * @category getters
 */
export const orderPage = (details: OrderDetails): OrderPage => {
  const { status, site, isReservation, pickupStoreId, exchangePageFlag, originalSalesOrderNumber, returnOrder, items, pendingPayment } = details
  return {
    ...(status === undefined ? {} : { status }),
    ...(site === undefined ? {} : { site }),
    ...(pickupStoreId === undefined ? {} : { pickupStoreId }),
    ...(exchangePageFlag === undefined ? {} : { exchangePageFlag }),
    ...(originalSalesOrderNumber === undefined ? {} : { originalSalesOrderNumber }),
    ...(pendingPayment === undefined ? {} : { pendingPayway: pendingPayment.payway }),
    isReservation,
    returnOrder,
    items: items.map(({ imageId: _imageId, ...line }) => line),
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
