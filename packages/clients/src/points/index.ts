/**
 * The points clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every points client, needing ApiConfig, Session and HttpClient. @category layers */
export const pointsClientsLayer = Layer.empty

/** The services pointsClientsLayer provides. */
export type PointsClients = never
