/**
 * The help clients: one service per part of the help pages, composed in one layer.
 *
 * @since 0.4.0
 */
import * as Layer from "effect/Layer"
import { BankRefund } from "./BankRefund.ts"

export * from "./BankRefund.ts"

/** Every help client, needing the Http service, the ApiConfig and the Session. @category layers */
export const helpClientsLayer = Layer.mergeAll(
  BankRefund.layer,
)

/** The services helpClientsLayer provides. */
export type HelpClients =
  | BankRefund
