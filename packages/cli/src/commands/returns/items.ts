/**
 * The items of a return as the CLI is told them, and as the calls need them: `--item
 * <sku>:<reason>[:<detail>]` and `--exchange <sku>:<newSku>` (parsed before any call),
 * resolved against the order's lines and the service's reason codes with the domain's
 * rules (`saveReturnReason`, `saveExchange`) into the return items of a refund
 * calculation or a submission. The wizard (`returns start`) builds the same items from the
 * domain's flow (the domain's `returnItemFor`).
 *
 * Where the spec is silent (choices):
 * - the third part of an --item is the detail code for a reason of type options, and the
 *   comment for a reason of type textbox (everything after the second colon: a comment
 *   may hold colons); the comment is trimmed and at most 120 characters (§5);
 * - an exchanged item takes the reason of an --item naming the same sku; without one it
 *   takes the fixed exchange reason (§5, as under the updated reason-codes flag);
 * - a sku is matched against the order's lines; a line the details mark as not
 *   returnable (final sale, processing, already being returned) or not exchangeable (its
 *   sku is gone: EXCHANGE_NO_LONGER_AVAILABLE) is refused here, with exit 2, so the
 *   service is not asked to calculate what the page would not offer;
 * - an --egift refund is asked of the service as one payment, "eGift Card", which takes
 *   the whole refund; an order paid with 'Extrnl Pymt' refuses it (§4).
 *
 * @since 0.2.0
 */
import {
  returnItemFor,
  exchangeMessages,
  isEGiftCardAvailable,
  type OrderPayment,
  type ReturnItem,
  type ReturnReasonCodeOption,
  returnsRefusalMessages,
  saveExchange,
  saveReturnReason,
} from "@outfitter/domain/orders"
import * as Result from "effect/Result"
import { type CliError, ErrorCode, usageError } from "../../CliError.ts"
import type { OrderLine, OrderPage } from "../orders/details.ts"

/** One --item as given. @category models */
export interface ItemSpec {
  readonly spec: string
  readonly sku: string
  readonly reasonId: string
  readonly extra: string | undefined
}

/** One --exchange as given. @category models */
export interface ExchangeSpec {
  readonly spec: string
  readonly sku: string
  readonly newShortSku: string
}

/**
 * The --item values, or a usage error: "11873401:R01:D01" is sku 11873401, reason R01,
 * detail D01.
 *
 * @category parsing
 */
export const itemSpecs = (values: ReadonlyArray<string>): Array<ItemSpec> => {
  const specs = values.map((spec) => {
    const [sku = "", reasonId = "", ...rest] = spec.split(":")
    if (sku.trim() === "" || reasonId.trim() === "") {
      throw usageError(`--item is <sku>:<reason>[:<detail>], such as 11873401:R01:D01, got '${spec}'`)
    }
    return { spec, sku: sku.trim(), reasonId: reasonId.trim(), extra: rest.length === 0 ? undefined : rest.join(":") }
  })
  const twice = specs.find((spec, index) => specs.findIndex((other) => other.sku === spec.sku) !== index)
  if (twice !== undefined) throw usageError(`Item ${twice.sku} is given twice with --item`)
  return specs
}

/**
 * The --exchange values, or a usage error.
 *
 * @category parsing
 */
export const exchangeSpecs = (values: ReadonlyArray<string>): Array<ExchangeSpec> => {
  const specs = values.map((spec) => {
    const [sku = "", newShortSku = "", ...rest] = spec.split(":")
    if (sku.trim() === "" || newShortSku.trim() === "" || rest.length > 0) {
      throw usageError(`--exchange is <sku>:<newSku>, such as 11873401:11873402, got '${spec}'`)
    }
    return { spec, sku: sku.trim(), newShortSku: newShortSku.trim() }
  })
  const twice = specs.find((spec, index) => specs.findIndex((other) => other.sku === spec.sku) !== index)
  if (twice !== undefined) throw usageError(`Item ${twice.sku} is given twice with --exchange`)
  return specs
}

/** The reason codes as a hint: "R01 (D01, D02), R04". */
const reasonHint = (options: ReadonlyArray<ReturnReasonCodeOption>) =>
  options.map((option) => option.type === "options" ? `${option.id} (${(option.details ?? []).map((detail) => detail.id).join(", ")})` : option.id)
    .join(", ")

/** The line of a sku the order can return, or why not (exit 2). */
const returnableLine = (orderNumber: string, page: OrderPage, sku: string): Result.Result<OrderLine, CliError> => {
  const lines = page.items
  const matching = lines.filter((line) => line.shortSku === sku)
  if (matching.length === 0) {
    return Result.fail(usageError(`Item ${sku} is not on order ${orderNumber} (its items: ${lines.map((line) => line.shortSku).join(", ") || "none"})`))
  }
  const line = matching.find((candidate) => candidate.returnable)
  if (line === undefined) {
    const first = matching[0]!
    const why = first.finalSale ? "final sale" : first.status ?? "not returnable"
    return Result.fail(usageError(`Item ${sku} of order ${orderNumber} can't be returned (${why})`))
  }
  return Result.succeed(line)
}

/**
 * The return items of the flags, resolved against the order's lines and the reason codes;
 * a usage error (exit 2) for anything the page would not let through.
 *
 * @category rules
 */
export const resolveItems = (
  orderNumber: string,
  page: OrderPage,
  options: ReadonlyArray<ReturnReasonCodeOption>,
  items: ReadonlyArray<ItemSpec>,
  exchanges: ReadonlyArray<ExchangeSpec>,
): Result.Result<Array<ReturnItem>, CliError> => {
  const resolved: Array<ReturnItem> = []
  const exchanged = new Set(exchanges.map((exchange) => exchange.sku))
  for (const item of items) {
    const line = returnableLine(orderNumber, page, item.sku)
    if (Result.isFailure(line)) return Result.fail(line.failure)
    const option = options.find((candidate) => candidate.id === item.reasonId)
    const detailed = option?.type === "options"
    const reason = saveReturnReason(options, {
      reasonId: item.reasonId,
      detailId: detailed ? item.extra : undefined,
      comment: detailed ? "" : item.extra ?? "",
    })
    if (Result.isFailure(reason)) {
      return Result.fail(usageError(`--item ${item.spec}: ${reason.failure.message} (reason codes: ${reasonHint(options)})`))
    }
    if (!exchanged.has(item.sku)) resolved.push(returnItemFor(line.success, { kind: "return", reason: reason.success }))
  }
  for (const exchange of exchanges) {
    const line = returnableLine(orderNumber, page, exchange.sku)
    if (Result.isFailure(line)) return Result.fail(line.failure)
    if (line.success.exchangeable === false) {
      return Result.fail(
        usageError(`Item ${exchange.sku}: ${exchangeMessages.EXCHANGE_NO_LONGER_AVAILABLE} ${exchangeMessages.EXCHANGE_NO_LONGER_AVAILABLE_HELP}`),
      )
    }
    const given = items.find((item) => item.sku === exchange.sku)
    const option = options.find((candidate) => candidate.id === given?.reasonId)
    const saved = saveExchange(options, {
      reason: {
        reasonId: given?.reasonId,
        detailId: option?.type === "options" ? given?.extra : undefined,
        comment: option?.type === "options" ? "" : given?.extra ?? "",
      },
      newShortSku: exchange.newShortSku,
      updatedReasonCodes: given === undefined,
    })
    if (Result.isFailure(saved)) return Result.fail(usageError(`--exchange ${exchange.spec}: ${saved.failure.message}`))
    resolved.push(returnItemFor(line.success, saved.success))
  }
  // in the order's order
  const position = (item: ReturnItem) => page.items.findIndex((line) => line.itemId === item.itemId)
  return Result.succeed(resolved.sort((a, b) => position(a) - position(b)))
}

/** The payment name an eGift card refund is asked for under. @category constants */
export const eGiftCardPaymentName = "eGift Card"

/**
 * The payments a calculation is asked for: the order's, or with an eGift card refund one
 * eGift card payment (refused for an order paid externally, exit 2).
 *
 * @category rules
 */
export const refundPayments = (
  page: OrderPage,
  payments: ReadonlyArray<OrderPayment>,
  eGift: boolean,
): Result.Result<ReadonlyArray<OrderPayment>, CliError> => {
  if (!eGift) return Result.succeed(payments)
  if (!isEGiftCardAvailable(page.exchangePageFlag)) {
    return Result.fail(usageError(`--egift: ${returnsRefusalMessages.EGiftCardUnavailable}`, ErrorCode.InvalidInput))
  }
  return Result.succeed([{ paymentName: eGiftCardPaymentName, sequence: 1 }])
}
