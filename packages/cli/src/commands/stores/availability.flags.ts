/**
 * `outfitter stores availability`: its description, arguments, flags and help; availability.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

export const storesAvailability = declareCommand({
  path: "stores availability",
  description: "a store's availability for a short sku, as the product page shows it",
  options: {
    sku: { flags: "--sku <sku>", description: "the short sku" },
    store: { flags: "--store <id>", description: "the store number" },
  },
  docs: {
    exitCodes: [
      [ExitCode.Ok, "the store's availability"],
      [ExitCode.Failed, "the service does not know the store; the service failed"],
      [ExitCode.Usage, "a missing or non-numeric --sku or --store"],
      [ExitCode.NotAuthorised, "the service refused the request (HTTP 401 or 403)"],
    ],
    examples: [
      ["is sku 10234567 available at store 10036?", "outfitter stores availability --sku 10234567 --store 10036"],
      ["the same as JSON", "outfitter stores availability --sku 10234567 --store 10036 --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./availability.ts"),
})
