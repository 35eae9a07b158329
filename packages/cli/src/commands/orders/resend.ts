/**
 * `outfitter orders resend`: not built yet.
 *
 * @since 0.1.0
 */
import { CliError, ExitCode } from "../../CliError.ts"

/** Runs the command (called by bin.js). */
export const run = async (_args: Array<unknown>, _raw: Readonly<Record<string, unknown>>): Promise<void> => {
  throw new CliError("outfitter orders resend is not built yet", ExitCode.Failed)
}
