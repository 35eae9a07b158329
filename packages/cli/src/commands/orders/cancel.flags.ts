/**
 * `outfitter orders cancel`: its description, arguments, flags and help; cancel.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { collectValues } from "../../flagParsers.ts"
import { orderEmail } from "../orderFlags.ts"

export const ordersCancel = declareCommand({
  path: "orders cancel",
  description: "cancel an order, or some of its items (--item), with a cancel reason; asks for confirmation on a terminal",
  arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
  options: {
    email: orderEmail,
    reason: {
      flags: "--reason <code>",
      description:
        "the cancel reason code, one the order page offers: ORDERED_BY_MISTAKE, WRONG_SIZE_OR_COLOUR, DELIVERY_TOO_SLOW, FOUND_ELSEWHERE or CHANGED_MIND (a reservation is cancelled with CANCEL)",
    },
    item: { flags: "--item <sku>", description: "cancel only this item, by short sku; repeat for more items", parse: collectValues },
    yes: { flags: "--yes", description: "do not ask for confirmation (needed when stdin is not a terminal)" },
  },
  docs: {
    notes: [
      "On a terminal the command asks \"Cancel …? [y/N]\" on stderr and cancels only on y or yes. When stdin is not a terminal it cancels only with --yes, and otherwise stops with exit 2 before any call.",
      "The cancel is tried up to 3 times, 1 s apart. An answer with status 'Failure' (an order already shipped or cancelled) is exit 1.",
    ],
    exitCodes: [
      [ExitCode.Ok, "cancelled"],
      [ExitCode.Failed, "the service could not cancel it (status 'Failure'), no such order for that e-mail, the service failed"],
      [
        ExitCode.Usage,
        "an order number that is not 11 to 24 digits, no --email, no --reason or one that is not one of the codes (the message lists them), no --yes when stdin is not a terminal, the confirmation declined (nothing is called)",
      ],
      [ExitCode.NotAuthorised, "the service refused the call (HTTP 401 or 403)"],
    ],
    examples: [
      ["cancel a processing order, without asking", "outfitter orders cancel 10000016010 --email registered@outfitter.test --reason CHANGED_MIND --yes"],
      ["cancel one item of a partly shipped order", "outfitter orders cancel 10000016002 --email registered@outfitter.test --reason CHANGED_MIND --item 13392746 --yes"],
      ["cancel a reservation", "outfitter orders cancel 10000016004 --email registered@outfitter.test --reason CANCEL --yes --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./cancel.ts"),
})
