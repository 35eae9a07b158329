/**
 * The rewards clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every rewards client, needing ApiConfig, Session and HttpClient. @category layers */
export const rewardsClientsLayer = Layer.empty

/** The services rewardsClientsLayer provides. */
export type RewardsClients = never
