/**
 * The password clients.
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import type { ApiConfig } from "../../config/ApiConfig.ts"
import type { Session } from "../Session.ts"
import { PasswordService } from "./PasswordService.ts"
import type { Http } from "../../http/Http.ts"

export * from "./PasswordService.ts"

/** Every password client, needing ApiConfig, Session and HttpClient. @category layers */
export const passwordClientsLayer: Layer.Layer<PasswordService, never, ApiConfig | Session | Http> =
  PasswordService.layer

/** The services passwordClientsLayer provides. */
export type PasswordClients = PasswordService
