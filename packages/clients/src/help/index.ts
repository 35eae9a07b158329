/**
 * The help clients: one service per part of the help pages, composed in one layer.
 *
 * @since 0.4.0
 */
import * as Layer from "effect/Layer"
import { BankRefund } from "./BankRefund.ts"
import { Contact } from "./Contact.ts"
import { Enroll } from "./Enroll.ts"
import { Marketing } from "./Marketing.ts"
import { GiftCards } from "./GiftCards.ts"

export * from "./BankRefund.ts"
export * from "./Contact.ts"
export * from "./Enroll.ts"
export * from "./Marketing.ts"
export * from "./GiftCards.ts"

/** Every help client, needing the Http service, the ApiConfig and the Session. @category layers */
export const helpClientsLayer = Layer.mergeAll(
  BankRefund.layer,
  Contact.layer,
  Enroll.layer,
  Marketing.layer,
  GiftCards.layer,
)

/** The services helpClientsLayer provides. */
export type HelpClients =
  | BankRefund
  | Contact
  | Enroll
  | Marketing
  | GiftCards
