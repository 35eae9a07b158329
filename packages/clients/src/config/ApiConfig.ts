/**
 * Where the services live. One typed object, given once (by the hooks provider, the CLI's
 * --api-root flag or a test), read by every client.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Layer from "effect/Layer"

/** @category models */
export interface ApiConfigShape {
  /** {apiRoot} of the spec, for example "https://www.example.com/api"; no trailing slash needed. */
  readonly apiRoot: string
  /** {gsMapRoot} of the spec; defaults to `${apiRoot}/maps/`. */
  readonly mapsRoot?: string
}

/**
 * The API roots.
 *
 * @example
 * import { ApiConfig } from "@outfitter/clients"
 * const layer = ApiConfig.layer({ apiRoot: "http://127.0.0.1:4010/api" })
 * @category services
 */
export class ApiConfig extends Context.Service<ApiConfig, { readonly apiRoot: string; readonly mapsRoot: string }>()(
  "outfitter/ApiConfig",
) {
  static readonly layer = (config: ApiConfigShape): Layer.Layer<ApiConfig> => {
    const apiRoot = config.apiRoot.replace(/\/+$/, "")
    const mapsRoot = config.mapsRoot ?? `${apiRoot}/maps/`
    return Layer.succeed(ApiConfig)({ apiRoot, mapsRoot: mapsRoot.endsWith("/") ? mapsRoot : `${mapsRoot}/` })
  }
}
