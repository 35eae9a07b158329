/**
 * loyalty/history: the points clients, points history and adding a past order's points.
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import type { ApiConfig } from "../../config/ApiConfig.ts"
import type { Session } from "../../session/Session.ts"
import { Points } from "./Points.ts"
import type { Http } from "../../http/Http.ts"

export * from "./Points.ts"

/**
 * Every points client, needing ApiConfig, Session and HttpClient. The history is
 * `pointsHistory`, which runs over the shared Loyalty service.
 *
 * @category layers
 */
export const pointsClientsLayer: Layer.Layer<Points, never, ApiConfig | Session | Http> = Points.layer

/** The services pointsClientsLayer provides. */
export type PointsClients = Points
