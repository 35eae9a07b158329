/**
 * The preferences clients.
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import type * as HttpClient from "effect/http/HttpClient"
import type { ApiConfig } from "../config/ApiConfig.ts"
import type { Session } from "../session/Session.ts"
import { Preferences } from "./Preferences.ts"

export * from "./Preferences.ts"

/** Every preferences client, needing ApiConfig, Session and HttpClient. @category layers */
export const preferencesClientsLayer: Layer.Layer<Preferences, never, ApiConfig | Session | HttpClient.HttpClient> = Preferences.layer

/** The services preferencesClientsLayer provides. */
export type PreferencesClients = Preferences
