/**
 * The preferences clients.
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import type { ApiConfig } from "../config/ApiConfig.ts"
import type { Session } from "../session/Session.ts"
import { Preferences } from "./Preferences.ts"
import type { Http } from "../http/Http.ts"

export * from "./Preferences.ts"

/** Every preferences client, needing ApiConfig, Session and HttpClient. @category layers */
export const preferencesClientsLayer: Layer.Layer<Preferences, never, ApiConfig | Session | Http> = Preferences.layer

/** The services preferencesClientsLayer provides. */
export type PreferencesClients = Preferences
