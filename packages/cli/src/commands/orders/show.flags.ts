/**
 * `outfitter orders show`: its description, arguments, flags and help; show.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { orderEmail, orderExitCodes } from "../orderFlags.ts"

export const ordersShow = declareCommand({
  path: "orders show",
  description: "one order as a guest looks it up (number and e-mail): its items with their statuses and tracking, payments, and its returns",
  arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
  options: { email: orderEmail },
  docs: {
    notes: [
      "Each item shows its sku, name, colour and size, quantity, price, status and tracking number, and whether it can be returned, exchanged or cancelled. A return order shows the order it was made from and its returned items. --json prints the details as the service sent them.",
      "The details call is retried after the store's configured intervals (1 s, 2 s and 4 s by default) while the service fails or does not answer; an unknown order or a wrong e-mail is exit 1 at once.",
    ],
    exitCodes: [
      [ExitCode.Ok, "the order"],
      [ExitCode.Usage, "an order number that is not 11 to 24 digits, no --email (nothing is called)"],
      ...orderExitCodes,
    ],
    examples: [
      ["a delivered order with its items and tracking", "outfitter orders show 10000016001 --email registered@outfitter.test"],
      ["a partly shipped order as JSON", "outfitter orders show 10000016002 --email registered@outfitter.test --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./show.ts"),
})
