/**
 * The refund calculation body and the review's refund summary. Rules: orders §3 "Refund
 * calculation and return submission", §4 "Returns flow".
 *
 * Where the spec is silent: with the shipping row hidden the total and each payment's
 * share are the amounts without shipping, so the summary adds up to what it shows; a row
 * or share the service did not send is left out, never computed here; the exchange row is
 * hidden only on WD; a value of the wrong type reads as absent, and nothing to calculate is
 * InvalidParams (field "returnItems").
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../../errors/index.ts"
import { fieldsOf, isRecord, recordsOf, stringOf, textOf } from "../../kernel/Untrusted.ts"
import { parseSiteSegment, siteFromPath } from "../../site/index.ts"
import type { SiteCode } from "../../site/index.ts"
import { chosenItems } from "./ChosenItems.ts"
import type { OrderDetails, ReturnItem } from "./OrderDetailsSchema.ts"
import type { RefundCalculation, RefundCalculationRequest } from "./RefundCalculationSchema.ts"

/**
 * The site whose display rules a refund summary follows: the order's own site (the site
 * it was placed on, as its details name it) when that is a known site, else the site the
 * summary is shown on (the page's, the CLI's `--site`; the US site when that is not a site
 * code). A UK order shows no tax row wherever it is looked at.
 *
 * @example
 * import { summarySite } from "@outfitter/domain"
 * summarySite("uk", "us") // => "uk"
 * summarySite(undefined, "wd") // => "wd"
 * summarySite("atlantis", "us") // => "us"
 * @category rules
 */
export const summarySite = (orderSite: unknown, shownOn: SiteCode): SiteCode => parseSiteSegment(orderSite) ?? siteFromPath(shownOn)

/**
 * The summary's rows, in the order they are shown.
 *
 * @category constants
 */
export const refundSummaryRowKinds = ["items", "exchange", "tax", "shipping", "total"] as const

/** @category models */
export type RefundSummaryRowKind = (typeof refundSummaryRowKinds)[number]

/**
 * The exchange row's label: what the exchanged items are worth, which is not refunded (a
 * plain "Exchange" beside an amount reads like money coming back).
 *
 * @category constants
 */
export const refundSummaryRowLabels = { exchange: "Exchanged items (not refunded)" } as const

/** One row: what it is and the service's formatted amount. @category models */
export interface RefundSummaryRow {
  readonly kind: RefundSummaryRowKind
  readonly amount: string
}

/** One payment's share of the refund. @category models */
export interface RefundSummaryPayment {
  readonly paymentName: string
  readonly amount: string
}

/** @category models */
export interface RefundSummary {
  readonly rows: ReadonlyArray<RefundSummaryRow>
  readonly payments: ReadonlyArray<RefundSummaryPayment>
  /** Whether the shipping charges are part of the total (the shipping row is shown). */
  readonly shippingIncluded: boolean
}

/** What decides whether the prepaid return label's fee is charged. @category models */
export interface ReturnLabelFeeChoice {
  /** The customer ships the parcel themselves (return method tab 2; the submission's `smartLabel` false). */
  readonly selfShip: boolean
  /** How many items are exchanged: the calculation's `exchangeItemCount`. */
  readonly exchangeItemCount: number
}

/** The rule over values read from outside data (see {@link isReturnLabelFeeCharged}). */
const labelFeeCharged = (selfShip: unknown, exchangeItemCount: unknown): boolean =>
  !(typeof exchangeItemCount === "number" && exchangeItemCount > 0) && selfShip !== true

/**
 * Whether the prepaid return label's fee is charged, for the review and for what a return
 * records (orders §4 "Returns flow"); a waived fee is the service's to apply. A value of
 * the wrong type reads as absent.
 *
 * @example
 * import { isReturnLabelFeeCharged } from "@outfitter/domain"
 * isReturnLabelFeeCharged({ selfShip: false, exchangeItemCount: 0 }) // => true
 * isReturnLabelFeeCharged({ selfShip: false, exchangeItemCount: 1 }) // => false
 * isReturnLabelFeeCharged({ selfShip: true, exchangeItemCount: 0 }) // => false
 * @category rules
 */
export const isReturnLabelFeeCharged = (choice: ReturnLabelFeeChoice): boolean => {
  const { selfShip, exchangeItemCount } = fieldsOf(choice)
  return labelFeeCharged(selfShip, exchangeItemCount)
}

/** What the summary depends on besides the calculation. @category models */
export interface RefundSummaryOptions {
  readonly site: SiteCode
  /** The customer ships the parcel themselves (return method tab 2; `smartLabel` false). */
  readonly selfShip: boolean
}

/**
 * The summary of a refund calculation as shown on the review step.
 *
 * @example
 * import { refundSummary } from "@outfitter/domain"
 * const summary = refundSummary({
 *   returnItemCount: 1, exchangeItemCount: 0, itemsRefundFmt: "$50.00", salesTaxRefundFmt: "$4.00",
 *   shippingCharges: 7, shippingChargesFmt: "-$7.00", totalRefundFmt: "$47.00",
 *   totalRefundNoShippingFmt: "$54.00", payments: [],
 * }, { site: "us", selfShip: true })
 * summary.rows.map((row) => row.kind) // => ["items", "tax", "total"]
 * summary.rows.at(-1)?.amount // => "$54.00"
 * @category rules
 */
export const refundSummary = (given: RefundCalculation, options: RefundSummaryOptions): RefundSummary => {
  const calculation = fieldsOf(given)
  const { site, selfShip } = fieldsOf(options)
  const shippingIncluded = labelFeeCharged(selfShip, calculation["exchangeItemCount"])
  const amount = (name: string) => stringOf(calculation[name])
  const shown: Record<RefundSummaryRowKind, string | undefined> = {
    items: amount("itemsRefundFmt"),
    exchange: site === "wd" ? undefined : amount("exchangeAmountFmt"),
    tax: site === "uk" ? undefined : amount("salesTaxRefundFmt"),
    shipping: shippingIncluded ? amount("shippingChargesFmt") : undefined,
    total: shippingIncluded ? amount("totalRefundFmt") : amount("totalRefundNoShippingFmt"),
  }
  return {
    rows: refundSummaryRowKinds.flatMap((kind) => {
      const amount = shown[kind]
      return amount === undefined ? [] : [{ kind, amount }]
    }),
    payments: recordsOf(calculation["payments"]).flatMap((payment) => {
      const share = stringOf(shippingIncluded ? payment["refundFmt"] : payment["refundNoShippingFmt"])
      return share === undefined ? [] : [{ paymentName: textOf(payment["paymentName"]), amount: share }]
    }),
    shippingIncluded,
  }
}

/**
 * The refund calculation body for the chosen items (the order's saved return items unless
 * others are given): the order's payments, fee, fee waiver and ship-to country.
 *
 * @example
 * import { decodeOrderDetails, refundCalculationBody } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const details = Result.getOrThrow(decodeOrderDetails({
 *   orderNumber: "10000001001", orderToken: "t", billToKey: "b", shipToKey: "s",
 *   shipToCountry: "US", currency: "USD", payments: [],
 *   returnItems: [{ itemId: "1", shortSku: "123", returnReasonCode: "R1" }],
 * }))
 * Result.getOrThrow(refundCalculationBody(details)).shipToCountryCode // => "US"
 * @category constructors
 */
export const refundCalculationBody = (
  details: OrderDetails,
  items?: ReadonlyArray<ReturnItem>,
): Result.Result<RefundCalculationRequest, InvalidParams> => {
  const chosen = chosenItems(details, items)
  return chosen === undefined || !isRecord(details)
    ? Result.fail(new InvalidParams({ message: "choose at least one item to return", field: "returnItems" }))
    : Result.succeed({
      returnItems: chosen,
      payments: details.payments,
      returnShippingFee: details.returnShippingFee,
      returnFeeWaived: details.returnFeeWaived,
      shipToCountryCode: details.shipToCountry,
    })
}
