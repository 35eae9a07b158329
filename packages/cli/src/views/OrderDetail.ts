/**
 * One order as text (`outfitter orders show`): a header (number, status, placed, e-mail,
 * site and currency), the items with their statuses, tracking and what can be done with
 * them, the payments, and the return: for an order, the return orders made from it; for a
 * return order the order it was made from, its returned items, what each exchanged line is
 * exchanged for and, when the customer ships it, the address to send it to. Plain text built from data already made plain (runtime.ts); a
 * value the service did not send is shown as "-".
 *
 * @since 0.2.0
 */
import { isReturnRequestedStatus, type OrderDetails } from "@outfitter/domain/orders"
import { paymentMethodName } from "@outfitter/domain/payments/method-name"
import type { OrderLine, OrderPage } from "../commands/orders/details.ts"

const missing = "-"

/**
 * Rows as columns, each padded to its widest cell; trailing spaces dropped.
 *
 * @category formatting
 */
export const columns = (rows: ReadonlyArray<ReadonlyArray<string>>, indent = "  "): string => {
  const widths = rows.reduce<Array<number>>((acc, row) => row.map((cell, i) => Math.max(acc[i] ?? 0, [...cell].length)), [])
  return rows.map((row) => indent + row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd()).join("\n")
}

/** What can be done with a line: "return, exchange", "cancel", "final sale". @category formatting */
export const lineActions = (line: OrderLine): string => {
  const actions = [
    ...(line.finalSale ? ["final sale"] : []),
    ...(line.returnable ? ["return"] : []),
    ...(line.exchangeable ? ["exchange"] : []),
    ...(line.cancellable ? ["cancel"] : []),
  ]
  return actions.length === 0 ? missing : actions.join(", ")
}

const field = (label: string, value: string | undefined) => `${`${label}:`.padEnd(11)}${value === undefined || value === "" ? missing : value}`

/**
 * The order as text.
 *
 * @category views
 */
export const orderDetailText = (details: OrderDetails, page: OrderPage): string => {
  const title = page.returnOrder ? `Return order ${details.orderNumber}` : `Order ${details.orderNumber}`
  const header = [
    `${title}${page.status === undefined ? "" : ` (${page.status})`}`,
    field("Placed", details.placedTime),
    field("E-mail", details.orderEmail ?? details.email),
    field("Site", [page.site, details.shipToCountry, details.currency].filter((part) => part !== undefined && part !== "").join(", ")),
    field("Channel", details.channel),
    ...(page.returnOrder ? [field("Return of", page.originalSalesOrderNumber)] : []),
    ...(page.isReservation ? [field("Pickup", page.pickupStoreId === undefined ? "reservation" : `reservation at store ${page.pickupStoreId}`)] : []),
    ...(page.pendingPayway === undefined ? [] : [field("Payment", `${paymentMethodName(page.pendingPayway)} payment pending`)]),
  ]
  const items = page.items.length === 0
    ? ["Items: none"]
    : [
      `Items (${page.items.length}):`,
      columns([
        ["SKU", "ITEM", "COLOUR / SIZE", "QTY", "PRICE", "STATUS", "TRACKING", "CAN"],
        ...page.items.map((line) => [
          line.shortSku,
          line.name,
          [line.colour, line.size].filter((part) => part !== undefined).join(" / ") || missing,
          String(line.quantity),
          line.priceFmt ?? missing,
          line.status ?? missing,
          line.trackingNumber ?? missing,
          lineActions(line),
        ]),
      ]),
    ]
  const payments = details.payments.length === 0 ? ["Payments: none"] : [
    "Payments:",
    columns(
      [...details.payments].sort((a, b) => a.sequence - b.sequence).map((payment) => [
        paymentMethodName(payment.paymentName),
        ...(payment.refundFmt === undefined ? [] : [`refund ${payment.refundFmt}`]),
      ]),
    ),
  ]
  const returned = details.returnItems.length === 0
    ? [page.returnOrder ? "Returned items: none" : `Returns: ${returnsNote(page)}`]
    : [
      `Returned items (${details.returnItems.length}):`,
      columns(details.returnItems.map((item) => [
        item.shortSku,
        item.exchange ? `exchange for ${item.newShortSku}` : "return",
        [item.returnReasonCode, item.returnReasonDetailCode].filter((part) => part !== null && part !== "").join(" / "),
        item.returnReasonComments,
      ])),
    ]
  const fee = details.returnFeeWaived ? "waived" : money(details.returnShippingFee, details.currency)
  return [
    ...header,
    "",
    ...items,
    ...exchanges(page),
    "",
    ...payments,
    "",
    ...returned,
    ...returnOrders(details),
    ...sendTo(details),
    field("Label fee", `${fee} (the prepaid return label)`),
  ].join("\n")
}

/** What each exchanged line of a return order is exchanged for. */
const exchanges = (page: OrderPage): Array<string> => {
  const exchanged = page.items.flatMap((line) => line.exchangedFor === undefined ? [] : [{ line, to: line.exchangedFor }])
  return exchanged.length === 0 ? [] : [
    "Exchanged for:",
    columns(exchanged.map(({ line, to }) => [line.shortSku, "->", to.shortSku, [to.colour, to.size].filter((part) => part !== undefined).join(" / ") || missing])),
  ]
}

/** The return orders made from an order, each with its status and how many of the order's items it holds. */
const returnOrders = (details: OrderDetails): Array<string> => {
  const links = details.returns ?? []
  return links.length === 0 ? [] : [
    `Return orders (${links.length}):`,
    columns(links.map((link) => [link.returnOrderId, link.status ?? missing, `${link.itemIds.length} item${link.itemIds.length === 1 ? "" : "s"}`])),
  ]
}

/** Where the customer sends a return they ship themselves. */
const sendTo = (details: OrderDetails): Array<string> =>
  details.returnShipTo === undefined ? [] : ["Send to:", ...[details.returnShipTo.name, ...details.returnShipTo.lines].map((line) => `  ${line}`)]

/** An amount in the order's currency; the number alone when the currency is not one Intl knows. */
const money = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount)
  } catch {
    return String(amount)
  }
}

/** The returns line of an order: how many items are being returned, and how many can be. */
const returnsNote = (page: OrderPage): string => {
  const lines = page.items
  const requested = lines.filter((line) => isReturnRequestedStatus(line.status)).length
  const returnable = lines.filter((line) => line.returnable === true).length
  return `${requested} item${requested === 1 ? "" : "s"} being returned, ${returnable} returnable`
}
