/**
 * The payments clients: saved cards with client-side encryption (platform §3–8), and the
 * payment re-authorisation of a problem order (loyalty-payments §4, §7, §8).
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"
import { Reauthorisation } from "./reauth/index.ts"
import { SavedCards } from "./SavedCards.ts"

export * from "./reauth/index.ts"
export * from "./SavedCards.ts"

/** Every payments client, needing ApiConfig, Session and HttpClient. @category layers */
export const paymentsClientsLayer = Layer.merge(SavedCards.layer, Reauthorisation.layer)

/** The services paymentsClientsLayer provides. */
export type PaymentsClients = SavedCards | Reauthorisation
