/**
 * `outfitter wallet status`: its description, arguments, flags and help; status.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { guestOrMember } from "../memberFlags.ts"

export const walletStatus = declareCommand({
  path: "wallet status",
  description:
    "the status of an order's mobile-wallet payment and what it means (in progress, not started, completed, failed); --watch polls it as the QR widget does",
  arguments: [["orderId", "the order number (a whole number above 0)"]],
  options: {
    member: guestOrMember,
    watch: {
      flags: "--watch",
      description: "poll until the payment is completed, fails or its code runs out: a read, then one 100 ms after each answer, for up to 120 s (the store's wallet timings)",
    },
  },
  docs: {
    notes: [
      "Without --watch one status is read and shown (exit 0 whatever it says). With --watch the command waits as the order page's QR widget does: a spinner on stderr while stderr is a terminal (never with --json), then the last status on stdout: completed is exit 0, a failed payment or a failed status call exit 1, and a code still not paid when its time runs out exit 1 (make a new code with `outfitter wallet precreate`). An order with no code yet reads NOT_CREATED until then. Over the embedded fixtures (no --api-root) the waits take no time: the same reads are made and the two minutes pass at once, so an order with no code made in that run ends at once as a code that ran out would (exit 1).",
      "--json prints {\"orderId\", \"status\", \"reason\"} (and \"reads\" with --watch).",
    ],
    exitCodes: [
      [ExitCode.Ok, "the status (with --watch: completed)"],
      [ExitCode.Failed, "no wallet payment for that order; with --watch the payment failed or its code ran out; the service failed"],
      [ExitCode.Usage, "an order id that is not a whole number above 0 (nothing is called)"],
      [ExitCode.NotAuthorised, "the service refused the call (HTTP 401 or 403)"],
    ],
    examples: [
      ["an order's payment status", "outfitter wallet status 10000016009"],
      ["wait until it is paid (this one already is)", "outfitter wallet status 10000016108 --watch"],
      ["as JSON", "outfitter wallet status 10000016108 --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./status.ts"),
})
