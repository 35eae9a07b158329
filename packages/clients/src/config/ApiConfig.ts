/**
 * Where the services live. One typed object, given once (by the hooks provider, the CLI's
 * --api-root flag or a test), read by every client.
 *
 * The spec names several endpoints without paths ("remembered endpoint (from page
 * settings)", "user endpoint", …). Each has a default under {apiRoot}, and a host sets
 * its own through `endpoints`.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Layer from "effect/Layer"

/**
 * Endpoints whose paths the spec does not show (platform §7), as full URLs.
 *
 * @category models
 */
export interface ServiceEndpoints {
  /** GET; isRemembered. Default `{apiRoot}/user/remembered`. */
  readonly remembered: string
  /** GET (version=1.1), PUT, POST. Default `{apiRoot}/user`. */
  readonly user: string
  /** GET ?email=. Default `{apiRoot}/user/exists`. */
  readonly userExists: string
  /** GET the user-preference service (payload.preference). Default `{apiRoot}/user/preference`. */
  readonly userPreference: string
  /** GET the ship-to options (countries, languages, storeRegion). Default `{apiRoot}/user/preferences/options`. */
  readonly preferenceOptions: string
  /** POST a country or language change. Default `{apiRoot}/user/preferences`. */
  readonly userPreferences: string
  /** POST a language or currency change. Default `{apiRoot}/user/preferences/language-currency`. */
  readonly languageCurrency: string
  /** {loyaltyApp}. Default `{apiRoot}/loyalty`. */
  readonly loyaltyApp: string
  /**
   * Where the wallet form posts its userInfoToken to get the pass (loyalty-payments §7
   * "submits a wallet form"; the spec shows no target). Default `{apiRoot}/wallet/pass/download`.
   */
  readonly walletPassForm: string
}

/** @category models */
export interface ApiConfigShape {
  /** {apiRoot} of the spec, for example "https://www.example.com/api"; no trailing slash needed. */
  readonly apiRoot: string
  /** {gsMapRoot} of the spec; defaults to `${apiRoot}/maps/`. */
  readonly mapsRoot?: string
  /** Endpoints to use instead of the defaults. */
  readonly endpoints?: Partial<ServiceEndpoints>
  /**
   * Send an `Idempotency-Key` header with the calls that change an order (a cancel, a
   * return submission): one new key per action, the same on each of its attempts, so a
   * service that honours it answers a repeated attempt with the first one's answer instead
   * of acting twice (the fixtures and the sandbox do). Off by default: the spec's service
   * does not name the header, and a service that does not expect it may refuse it.
   */
  readonly idempotencyKeys?: boolean
}

const trimSlash = (url: string) => url.replace(/\/+$/, "")

/**
 * The default endpoints under an API root.
 *
 * @category constructors
 */
export const defaultEndpoints = (apiRoot: string): ServiceEndpoints => ({
  remembered: `${apiRoot}/user/remembered`,
  user: `${apiRoot}/user`,
  userExists: `${apiRoot}/user/exists`,
  userPreference: `${apiRoot}/user/preference`,
  preferenceOptions: `${apiRoot}/user/preferences/options`,
  userPreferences: `${apiRoot}/user/preferences`,
  languageCurrency: `${apiRoot}/user/preferences/language-currency`,
  loyaltyApp: `${apiRoot}/loyalty`,
  walletPassForm: `${apiRoot}/wallet/pass/download`,
})

/**
 * The API roots.
 *
 * @example
 * import { ApiConfig } from "@outfitter/clients"
 * const layer = ApiConfig.layer({ apiRoot: "http://127.0.0.1:4010/api" })
 * @category services
 */
export class ApiConfig extends Context.Service<
  ApiConfig,
  {
    readonly apiRoot: string
    readonly mapsRoot: string
    readonly endpoints: ServiceEndpoints
    /** Whether actions send an `Idempotency-Key` header (see {@link ApiConfigShape}). */
    readonly idempotencyKeys: boolean
  }
>()("outfitter/ApiConfig") {
  static readonly layer = (config: ApiConfigShape): Layer.Layer<ApiConfig> => {
    const apiRoot = trimSlash(config.apiRoot)
    const mapsRoot = config.mapsRoot ?? `${apiRoot}/maps/`
    const overrides = Object.fromEntries(
      Object.entries(config.endpoints ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string").map((
        [key, url],
      ) => [key, trimSlash(url)]),
    )
    return Layer.succeed(ApiConfig)({
      apiRoot,
      mapsRoot: mapsRoot.endsWith("/") ? mapsRoot : `${mapsRoot}/`,
      endpoints: { ...defaultEndpoints(apiRoot), ...overrides },
      idempotencyKeys: config.idempotencyKeys === true,
    })
  }
}
