/**
 * What the order detail, cancel and returns commands declare alike: the guest look-up's
 * --email flag and the exit codes of reading the order first.
 *
 * @since 0.1.0
 */
import { ExitCode } from "../exitCodes.ts"

/** The --email flag: an order is looked up by its number and this e-mail. @category flags */
export const orderEmail = {
  flags: "--email <email>",
  description: "the e-mail the order was placed with (an order is looked up by its number and this e-mail)",
} as const

/** The exit codes of a command that reads an order first. @category constants */
export const orderExitCodes = [
  [ExitCode.Failed, "no order with that number for that e-mail; the service failed (after the details call's retries)"],
  [ExitCode.NotAuthorised, "the service refused the call (HTTP 401 or 403)"],
] as const
