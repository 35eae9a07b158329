/**
 * The password clients.
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import type * as HttpClient from "effect/http/HttpClient"
import type { ApiConfig } from "../../config/ApiConfig.ts"
import type { Session } from "../Session.ts"
import { PasswordService } from "./PasswordService.ts"

export * from "./PasswordService.ts"

/** Every password client, needing ApiConfig, Session and HttpClient. @category layers */
export const passwordClientsLayer: Layer.Layer<PasswordService, never, ApiConfig | Session | HttpClient.HttpClient> =
  PasswordService.layer

/** The services passwordClientsLayer provides. */
export type PasswordClients = PasswordService
