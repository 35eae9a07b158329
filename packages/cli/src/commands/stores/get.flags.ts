/**
 * `outfitter stores get`: its description, arguments, flags and help; get.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

export const storesGet = declareCommand({
  path: "stores get",
  description: "show one store: address, phone, opening hours, brand, store message and map link",
  arguments: [["id", "store id (a number)"]],
  options: {},
  docs: {
    exitCodes: [
      [ExitCode.Ok, "the store"],
      [ExitCode.Failed, "no store with that id; the service failed"],
      [ExitCode.Usage, "an id that is not a number"],
      [ExitCode.NotAuthorised, "the service refused the lookup (HTTP 401 or 403)"],
    ],
    examples: [
      ["one store in detail", "outfitter stores get 10001"],
      ["the store object as JSON, marked as the customer's store", "outfitter stores get 10001 --store-id 10001 --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./get.ts"),
})
