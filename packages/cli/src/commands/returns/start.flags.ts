/**
 * `outfitter returns start`: its description, arguments, flags and help; start.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { orderEmail } from "../orderFlags.ts"

export const returnsStart = declareCommand({
  path: "returns start",
  description: "the returns wizard on a terminal: select items, return method, refund method, review; then submits the return",
  arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
  options: { email: orderEmail },
  docs: {
    notes: [
      "Steps 1 to 4 are the page's: select items (space returns an item, x exchanges it, then its reason), return method (prepaid label or ship it yourself), refund method (original payment or eGift card) and review with the refund summary; enter continues, b goes back, q or Esc leaves without submitting, Ctrl+C interrupts. A guest session is started before the return is submitted, and the submission is never sent twice.",
      "It needs a terminal: when stdin or stdout is not one it stops with exit 2 before any call and points at `outfitter returns calculate`.",
    ],
    exitCodes: [
      [ExitCode.Ok, "the return was submitted (its return order number is printed), or the wizard was left with no call failing"],
      [ExitCode.Failed, "the wizard was left after a failed submission or refund calculation (the failure is printed); no such order for that e-mail; the service failed"],
      [ExitCode.Usage, "an order number that is not 11 to 24 digits, no --email, not a terminal (nothing is called)"],
      [ExitCode.NotAuthorised, "the service refused the call (HTTP 401 or 403)"],
      [ExitCode.Interrupted, "Ctrl+C: nothing more is sent (if the submission was on its way, look at the order before trying again)"],
    ],
    examples: [
      ["in a terminal, against the sandbox (outfitter sandbox --port 4010)", "outfitter returns start 10000016001 --email registered@outfitter.test --api-root http://127.0.0.1:4010/api"],
    ],
  },
  load: (): Promise<CommandModule> => import("./start.ts"),
})
