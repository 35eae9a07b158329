/**
 * The payments clients: saved cards with client-side encryption (platform §3–8).
 *
 * @since 0.1.0
 */
import { SavedCards } from "./SavedCards.ts"

export * from "./SavedCards.ts"

/** Every payments client, needing ApiConfig, Session and HttpClient. @category layers */
export const paymentsClientsLayer = SavedCards.layer

/** The services paymentsClientsLayer provides. */
export type PaymentsClients = SavedCards
