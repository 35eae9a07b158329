/**
 * `outfitter returns calculate <orderNumber> --email <e> --item <sku>:<reason>[:<detail>]
 * [--exchange <sku>:<newSku>] [--self-ship] [--egift]`: the refund summary of a return as
 * the review step shows it (orders-returns-help §3 "Refund calculation request", §4
 * "Summary display", §7): the order's details and the reason codes are read, the items
 * resolved with the domain's reason and exchange rules (items.ts), the calculation asked
 * for with the domain's `refundCalculationBody`, and shown with the domain's
 * `refundSummary`: tax hidden for a UK order, the exchange row for a WD order, shipping
 * when an item is exchanged or the customer ships it themselves.
 *
 * The order number, the e-mail and the shape of every --item and --exchange are checked
 * before any call (exit 2); an item or reason the order or the reason codes do not allow
 * is exit 2 once they are read. The site whose rules apply is the order's own (its
 * details' `site`), else --site. --json prints `{orderNumber, site, items, calculation,
 * summary}`: the items sent, the service's answer and the summary shown.
 *
 * @since 0.2.0
 */
import { ordersClientsLayer, ReturnsService } from "@outfitter/clients/orders"
import {
  refundCalculationBody,
  type RefundCalculation,
  type RefundSummary,
  refundSummary,
  type ReturnItem,
} from "@outfitter/domain/orders"
import type { SiteCode } from "@outfitter/domain/site"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { ErrorCode, usageError } from "../../CliError.ts"
import { memberId } from "../../member.ts"
import { orderNumberArgument } from "../../options.ts"
import { serviceCommand } from "../../run.ts"
import { refundSummaryLines } from "../../views/RefundSummaryText.ts"
import { orderEmail, orderFailure, orderPage, orderSite, readOrder } from "../orders/details.ts"
import { exchangeSpecs, type ExchangeSpec, itemSpecs, type ItemSpec, refundPayments, resolveItems } from "./items.ts"
import { returnsCalculate } from "./calculate.flags.ts"

/** @category messages */
export const noItemsMessage = "Name at least one item: --item <sku>:<reason>[:<detail>] or --exchange <sku>:<newSku>"

/** The command's input. @category models */
export interface CalculateInput {
  readonly orderNumber: string
  readonly email: string
  readonly items: ReadonlyArray<ItemSpec>
  readonly exchanges: ReadonlyArray<ExchangeSpec>
  readonly selfShip: boolean
  readonly eGift: boolean
  readonly site: SiteCode
  /** The member it acts as (--member), when one is named. */
  readonly member?: string | undefined
}

/** What the command shows. @category models */
export interface CalculateResult {
  readonly orderNumber: string
  readonly site: SiteCode
  readonly items: ReadonlyArray<ReturnItem>
  readonly calculation: RefundCalculation
  readonly summary: RefundSummary
}

/**
 * The order read, the items resolved, the refund calculated and summarised.
 *
 * @category services
 */
export const calculateRefund = (input: CalculateInput) =>
  Effect.gen(function*() {
    const returns = yield* ReturnsService
    const [details, options] = yield* Effect.all([readOrder(input.orderNumber, input.email), returns.reasons()], { concurrency: 2 })
    const page = orderPage(details)
    const items = yield* Effect.fromResult(resolveItems(input.orderNumber, page, options, input.items, input.exchanges))
    const payments = yield* Effect.fromResult(refundPayments(page, details.payments, input.eGift))
    const body = yield* Effect.fromResult(Result.mapError(refundCalculationBody(details, items), (error) => usageError(error.message)))
    const calculation = yield* returns.calculate(details.orderNumber, { ...body, payments })
    const site = orderSite(page, { site: input.site })
    return { orderNumber: details.orderNumber, site, items, calculation, summary: refundSummary(calculation, { site, selfShip: input.selfShip }) }
  })

/** The command (run by program.ts). */
export const command = serviceCommand(returnsCalculate, {
  what: "Refund calculation failed",
  parse: (flags, [requested], { env, global }): CalculateInput => {
    const orderNumber = orderNumberArgument(requested)
    const email = orderEmail(flags.email)
    const items = itemSpecs(flags.item ?? [])
    const exchanges = exchangeSpecs(flags.exchange ?? [])
    if (items.length === 0 && exchanges.length === 0) throw usageError(noItemsMessage, ErrorCode.Usage)
    const member = flags.member === undefined ? undefined : memberId(flags, env, global)
    return { orderNumber, email, items, exchanges, selfShip: flags.selfShip === true, eGift: flags.egift === true, site: global.site, member }
  },
  member: (input) => input.member,
  clients: ordersClientsLayer,
  program: calculateRefund,
  failure: (error, input) =>
    orderFailure(error, { command: "returns calculate", what: "Refund calculation failed", apiRoot: undefined }, input),
  json: (result): CalculateResult => result,
  text: (result) => {
    const returned = result.calculation.returnItemCount
    const exchanged = result.calculation.exchangeItemCount
    return [
      `Refund for order ${result.orderNumber} (site ${result.site}: ${returned} returned, ${exchanged} exchanged)`,
      ...refundSummaryLines(result.summary),
      ...(result.summary.shippingIncluded ? [] : ["(shipping not charged: an exchange, or shipped by the customer)"]),
    ].join("\n")
  },
})
