/**
 * `outfitter payments status`: its description, arguments, flags and help; status.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { member, nonMemberRule } from "../memberFlags.ts"

export const paymentsStatus = declareCommand({
  path: "payments status",
  description:
    "a payment re-authorisation's status (reAuthStatus), what it means (authorised, still processing, declined, deferred, unknown) and, when it failed, what the customer was shown",
  arguments: [["payInstructionId", "the payment's id, as the re-authorisation answered it (letters, digits, '-', '_' or '.')"]],
  options: {
    retry: { flags: "--retry <n>", description: "the attempt's number sent as ?retry= (the payment page sends 0 to 4; default 0)" },
    member,
  },
  member: true,
  docs: {
    notes: [
      nonMemberRule,
      "One status is read and shown: AUTHORIZED is authorised, PROCESSING still processing (the page asks again, up to 5 times, 5 s apart), DECLINED declined, DEFERRED a time-out, anything else a status the page does not know; each is exit 0, since the service answered. A failed status also names the message the customer was shown.",
      "--json prints {\"payInstructionId\", \"reAuthStatus\", \"outcome\": \"authorized\" | \"pending\" | \"failed\", \"reason\" (failed only), \"meaning\", \"customerMessage\" (failed only)}.",
    ],
    exitCodes: [
      [ExitCode.Ok, "the status, whatever it says"],
      [ExitCode.Failed, "no such payment for the member, not a loyalty member, the service failed"],
      [ExitCode.Usage, "an id that is not one path segment's worth of letters, digits, '-', '_' or '.', a --retry that is not a whole number from 0, no member named (nothing is called)"],
      [ExitCode.NotAuthorised, "the service refused the member (HTTP 401 or 403)"],
    ],
    examples: [
      ["an authorised re-authorisation", "outfitter payments status PI-10000018001-authorised --member 5001"],
      ["a payment still processing at the first call, authorised at the third, as JSON", "outfitter payments status PI-10000018001-processing --retry 2 --member 5001 --json"],
      ["a deferred payment: what the customer was told", "OUTFITTER_MEMBER=5001 outfitter payments status PI-10000018001-deferred"],
    ],
  },
  load: (): Promise<CommandModule> => import("./status.ts"),
})
