/**
 * What every command that acts as a loyalty member declares alike: the --member flag,
 * the answer for an id without a loyalty record, and their exit codes.
 *
 * @since 0.1.0
 */
import { ExitCode } from "../exitCodes.ts"

/**
 * A member-taking command's answer for an id without a loyalty record; every such command
 * gives the same one.
 *
 * @category constants
 */
export const nonMemberRule =
  "An id the loyalty service has no record for (an unknown id, or a user who never joined) fails before anything else is called, the same way for every member command: \"Member <id> is not a loyalty member\" on stderr, exit 1 (--json: code \"not-a-member\")."

/** The --member flag of every member-taking command. @category flags */
export const member = {
  flags: "--member <id>",
  description: "the loyalty member to act as (their WC_USERACTIVITY id; default: $OUTFITTER_MEMBER)",
} as const

/**
 * The --member flag of a command a guest may use too (with the order's e-mail, or none):
 * named, the command acts as that member, and the service answers only their own orders.
 *
 * @category flags
 */
export const guestOrMember = {
  flags: "--member <id>",
  description: "act as this signed-in loyalty member (their WC_USERACTIVITY id): only their own orders are answered (default: no member)",
} as const

/** The exit codes of a command that acts as a member, after its own code 0 and 2 lines. @category constants */
export const memberExitCodes = [
  [ExitCode.Failed, "not a loyalty member; the service failed"],
  [ExitCode.Usage, "no member named, or an id that is not digits"],
  [ExitCode.NotAuthorised, "the service refused the member (HTTP 401 or 403), or no session for a live API root (outfitter auth login)"],
] as const
