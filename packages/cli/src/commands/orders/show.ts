/**
 * `outfitter orders show <orderNumber> --email <e>`: one order as a guest looks it up
 * (orders-returns-help §3 "Order details", §7): GET of the order details through
 * ReturnsService.details (retried by the client after the store's intervals), shown with
 * its items, their statuses and tracking, its payments and its returns.
 *
 * The order number (domain `validateOrderNumber`) and the e-mail are checked before any
 * call (exit 2). --json prints the details answer as the service sent it.
 *
 * @since 0.2.0
 */
import { ordersClientsLayer } from "@outfitter/clients/orders"
import { orderNumberArgument } from "../../options.ts"
import { serviceCommand } from "../../run.ts"
import { orderDetailText } from "../../views/OrderDetail.ts"
import { orderEmail, orderFailure, orderPage, readOrder } from "./details.ts"
import { ordersShow } from "./show.flags.ts"

/** The command's input. @category models */
export interface ShowInput {
  readonly orderNumber: string
  readonly email: string
}

/** The command (run by program.ts). */
export const command = serviceCommand(ordersShow, {
  what: "Order lookup failed",
  parse: (flags, [requested]): ShowInput => ({ orderNumber: orderNumberArgument(requested), email: orderEmail(flags.email) }),
  clients: ordersClientsLayer,
  program: ({ orderNumber, email }) => readOrder(orderNumber, email),
  failure: (error, input) => orderFailure(error, { command: "orders show", what: "Order lookup failed", apiRoot: undefined }, input),
  json: (details) => details,
  text: (details) => orderDetailText(details, orderPage(details)),
})
