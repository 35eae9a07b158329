/**
 * `outfitter returns calculate`: its description, arguments, flags and help; calculate.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { collectValues } from "../../flagParsers.ts"
import { guestOrMember } from "../memberFlags.ts"
import { orderEmail, orderExitCodes } from "../orderFlags.ts"

export const returnsCalculate = declareCommand({
  path: "returns calculate",
  description: "the refund summary of returning (or exchanging) some items of an order, shown by the same rules as the review step",
  arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
  options: {
    email: orderEmail,
    member: guestOrMember,
    item: {
      flags: "--item <sku:reason[:detail]>",
      description:
        "an item to return: its short sku, a reason code and, for a reason with details, the detail code (for a comment reason, the comment); repeat for more items",
      parse: collectValues,
    },
    exchange: {
      flags: "--exchange <sku:newSku>",
      description: "exchange the item for another size or colour (its new short sku); repeat for more items",
      parse: collectValues,
    },
    selfShip: { flags: "--self-ship", description: "the customer ships the parcel themselves (no prepaid label)" },
    egift: { flags: "--egift", description: "refund to an eGift card instead of the original payments" },
  },
  docs: {
    notes: [
      "The reasons are the service's reason codes: a reason of type options needs a detail code (R01:D01), a reason of type textbox takes an optional comment of at most 120 characters ('R05:wrong colour'). An exchanged item takes the reason of its --item when one names the same sku, else the fixed exchange reason.",
      "The summary's rows are items, exchange, tax, shipping and total, then each payment's share. Tax is hidden for a UK order, the exchange row for a WD order, and the shipping row when an item is exchanged or with --self-ship (the total is then the refund without shipping). The order's own site decides; --site applies when the service does not say.",
      "--json prints {\"orderNumber\", \"site\", \"items\": the return items sent, \"calculation\": the service's answer, \"summary\": {\"rows\", \"payments\", \"shippingIncluded\"}}.",
    ],
    exitCodes: [
      [ExitCode.Ok, "the refund summary"],
      [
        ExitCode.Usage,
        "an order number that is not 11 to 24 digits, no --email, no --item or --exchange, an item not on the order or not returnable, an unknown reason or detail, a comment over 120 characters, --egift for an order paid externally",
      ],
      ...orderExitCodes,
    ],
    examples: [
      ["the refund of two items", "outfitter returns calculate 10000016001 --email registered@outfitter.test --item 11873401:R01:D01 --item 15561230:R04"],
      ["a UK order: no tax row", "outfitter returns calculate 10000016006 --email remembered@outfitter.test --item 11873401:R02:D11"],
      ["a WD order with an exchange, as JSON", "outfitter returns calculate 10000016007 --email store@outfitter.test --item 11873401:R01:D02 --exchange 18812065:18812073 --json"],
      ["shipped by the customer, refunded to an eGift card", "outfitter returns calculate 10000016001 --email registered@outfitter.test --item '17790213:R05:wrong colour' --self-ship --egift"],
    ],
  },
  load: (): Promise<CommandModule> => import("./calculate.ts"),
})
