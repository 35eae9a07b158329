/**
 * The loyalty service (platform §5–§8): GET {loyaltyApp}/{endpoint}, PUT
 * {apiRoot}/user/loyalty/switch/accept|decline, POST {loyaltyApp}/campaign, and the
 * repudiation check. Every rule is the domain's (loyalty/*, session/Permissions.ts); this
 * module only sequences them around the HTTP calls.
 *
 * `get` runs: endpoint check → loyalty enabled → 'Invalid Settings' for an empty
 * {loyaltyApp} → `authorize("loyalty.read", { ignoreUserType })` → the cache (unless
 * forced) → the call, retried with force per `loyaltyRetrySchedule` → cache a success.
 *
 * Choices where the spec is silent:
 * - switchAccount is a change to the user's account, so it is authorised as
 *   `user.update` (generic and guest refused, a remembered user blocked with the extended
 *   window off). With the window on the rule answers "softReauthentication": the call is
 *   not made and SoftAuthenticationRequired ('Unauthorized user, soft authentication') is
 *   returned, so the page sends the visitor through soft sign-in first. It also needs
 *   loyalty enabled.
 * - campaign carries its own token (reason 6, "token supplied in options"), so it does not
 *   check the visitor; it needs its three fields, loyalty enabled and {loyaltyApp}.
 * - hasRepudiation asks `info` the ordinary way (cache allowed: a cached success is
 *   "no repudiation"), and never fails: CROSSBORDER_USER is true, anything else false.
 * - 401 and 403 are Unauthorized (the page reloads), whatever the body says.
 *
 * @since 0.1.0
 */
import { AjaxFailed, type InvalidParams, ReasonCode, type ResponseTooLarge, type Timeout } from "@outfitter/domain/errors"
import {
  type Campaign,
  decodeLoyaltyCacheEntry,
  encodeLoyaltyCacheEntry,
  isCacheableLoyaltyResponse,
  isRepudiationFailure,
  LoyaltyAcknowledgement,
  loyaltyCacheKey,
  type LoyaltyEndpoint,
  loyaltyFailure,
  LoyaltyFailureBody,
  type LoyaltyQuery,
  loyaltyQueryEntries,
  type LoyaltyResponse,
  type LoyaltyResponseError,
  loyaltyResponseSchemas,
  type LoyaltyResult,
  loyaltyRetrySchedule,
  parseLoyaltyEndpoint,
  parseSwitchAccountChoice,
  requireLoyaltyEnabled,
  requireServiceRoot,
  type SwitchAccountChoice,
  type TokenExpired,
  type TokenInvalid,
  validateCampaign,
} from "@outfitter/domain/loyalty"
import {
  type GenericUser,
  permissionMessages,
  type RememberedUserBlocked,
  SoftAuthenticationRequired,
  Unauthorized,
} from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../config/ApiConfig.ts"
import { CallTimeout, withinCallTimeout } from "../config/CallTimeout.ts"
import { malformedResponseMessage, rejectUnauthorized, responseContext } from "../http/ServiceResponse.ts"
import { Session } from "../session/Session.ts"
import { LoyaltyCache, memoryLoyaltyCache } from "./LoyaltyCache.ts"
import { Http, type HttpError, type HttpResponse, jsonBody } from "../http/Http.ts"

/** Options of {@link LoyaltyShape.get}. @category models */
export interface LoyaltyGetOptions {
  /** Sent as the query string; also part of the cache key. */
  readonly query?: LoyaltyQuery | undefined
  /** Skip the cache and ask the service. */
  readonly force?: boolean | undefined
  /** Let a generic or guest visitor through (estimated points, platform §6). */
  readonly ignoreUserType?: boolean | undefined
  /** Retries of a token failure (reason > 20); 3 when not given (platform §8, §9). */
  readonly retries?: number | undefined
}

/** What a response can fail with once it arrived (or did not). @category models */
export type LoyaltyCallError = LoyaltyResponseError | Timeout | ResponseTooLarge | Unauthorized

/** Every error of `get`. @category models */
export type LoyaltyGetError =
  | InvalidParams
  | GenericUser
  | RememberedUserBlocked
  | TokenExpired
  | TokenInvalid
  | AjaxFailed
  | Timeout
  | ResponseTooLarge
  | Unauthorized

/** Every error of `switchAccount`. @category models */
export type SwitchAccountError = LoyaltyGetError | SoftAuthenticationRequired

/** Every error of `campaign`. @category models */
export type CampaignError = LoyaltyCallError

/** @category models */
export interface LoyaltyShape {
  /** GET {loyaltyApp}/{endpoint}: from the cache unless forced (reason 5), else the service (reason 1). */
  readonly get: <E extends LoyaltyEndpoint>(
    endpoint: E,
    options?: LoyaltyGetOptions,
  ) => Effect.Effect<LoyaltyResult<E>, LoyaltyGetError>
  /** PUT {apiRoot}/user/loyalty/switch/{choice}. */
  readonly switchAccount: (choice: SwitchAccountChoice) => Effect.Effect<void, SwitchAccountError>
  /** POST {loyaltyApp}/campaign with {email, event, token}. */
  readonly campaign: (input: Partial<Campaign>) => Effect.Effect<void, CampaignError>
  /** The info call's repudiation check: CROSSBORDER_USER → true, anything else → false. */
  readonly hasRepudiation: (options?: Pick<LoyaltyGetOptions, "force">) => Effect.Effect<boolean>
  /**
   * Drops every cached loyalty response (the call's LoyaltyCache, else the layer's own), so
   * the next call asks the service. A switch does it by itself; call it after a user update.
   */
  readonly clearCache: Effect.Effect<void>
}

const decodeFailureBody = Schema.decodeUnknownEffect(LoyaltyFailureBody)

/**
 * Turns an exchange into the decoded envelope or a tagged error: 401/403 → Unauthorized;
 * other non-2xx → the first error entry's mapping (AjaxFailed when the body has none);
 * a 2xx whose envelope does not decode → AjaxFailed (malformed); a 2xx that carries
 * errors → the first error's mapping.
 */
const loyaltyExchange = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
(
  exchange: Effect.Effect<HttpResponse, HttpError>,
): Effect.Effect<S["Type"], LoyaltyCallError> =>
  rejectUnauthorized(exchange).pipe(
    Effect.flatMap((response): Effect.Effect<S["Type"], LoyaltyCallError> => {
      const status = response.status
      if (status < 200 || status >= 300) {
        return response.json.pipe(
          Effect.flatMap(decodeFailureBody),
          Effect.map((body) => body.errors?.[0] ?? body.error?.[0]),
          Effect.orElseSucceed(() => undefined),
          Effect.flatMap((first) => Effect.fail(loyaltyFailure(first, status, responseContext(response)))),
        )
      }
      return response.json.pipe(
        // decoded once, here: the envelope and every payload part the rules read (LoyaltySchemas)
        Effect.flatMap((body) => Schema.decodeUnknownEffect(schema)(body)),
        Effect.mapError((cause) => new AjaxFailed({ message: malformedResponseMessage, status, ...responseContext(response, cause) })),
        Effect.flatMap((decoded) => {
          const errors = (decoded as { readonly errors?: ReadonlyArray<Parameters<typeof loyaltyFailure>[0]> } | null)?.errors
          const first = errors?.[0]
          return first === undefined ? Effect.succeed(decoded) : Effect.fail(loyaltyFailure(first, status, responseContext(response)))
        }),
      )
    }),
  )

const fromResult = <A, E>(result: Result.Result<A, E>): Effect.Effect<A, E> => Effect.fromResult(result)

const make = Effect.gen(function*() {
  const client = yield* Http
  const config = yield* ApiConfig
  const session = yield* Session
  const callTimeout = yield* CallTimeout
  const ownCache = memoryLoyaltyCache()
  const currentCache = Effect.map(Effect.serviceOption(LoyaltyCache), Option.getOrElse(() => ownCache))

  const readCache = <E extends LoyaltyEndpoint>(endpoint: E, key: string) =>
    Effect.flatMap(currentCache, (cache) =>
      Effect.try({ try: () => cache.get(key), catch: () => undefined }).pipe(
        Effect.orElseSucceed(() => undefined),
        Effect.map((entry) => decodeLoyaltyCacheEntry(endpoint, entry)),
      ))

  const writeCache = <E extends LoyaltyEndpoint>(endpoint: E, key: string, response: LoyaltyResponse<E>) =>
    Effect.flatMap(currentCache, (cache) =>
      Effect.try({
        // a response that does not encode is not cached
        try: () => {
          const entry = encodeLoyaltyCacheEntry(endpoint, response)
          if (Option.isSome(entry)) cache.set(key, entry.value)
        },
        catch: () => undefined,
      }).pipe(Effect.ignore))

  const clearCache: LoyaltyShape["clearCache"] = Effect.flatMap(currentCache, (cache) =>
    Effect.try({ try: () => cache.clear(), catch: () => undefined }).pipe(Effect.ignore))

  const get: LoyaltyShape["get"] = Effect.fn("Loyalty.get")(function*<E extends LoyaltyEndpoint>(
    requested: E,
    options: LoyaltyGetOptions = {},
  ) {
    const endpoint = (yield* fromResult(parseLoyaltyEndpoint(requested))) as E
    yield* fromResult(requireLoyaltyEnabled(session.settings))
    const loyaltyApp = yield* fromResult(requireServiceRoot("loyaltyApp", config.endpoints.loyaltyApp))
    yield* session.authorize("loyalty.read", { ignoreUserType: options.ignoreUserType === true })
    const key = loyaltyCacheKey(endpoint, options.query)
    if (options.force !== true) {
      const cached = yield* readCache(endpoint, key)
      if (Option.isSome(cached)) {
        return { endpoint, reason: ReasonCode.MaxRetries, response: cached.value } satisfies LoyaltyResult<E>
      }
    }
    const schema = loyaltyResponseSchemas[endpoint] as unknown as Schema.Codec<LoyaltyResponse<E>, unknown>
    const url = `${loyaltyApp}/${endpoint}`
    const call = client.get(url, { urlParams: loyaltyQueryEntries(options.query), acceptJson: true }).pipe(loyaltyExchange(schema))
    // platform §8: token failures (reason > 20) are retried with force, 3 times unless told;
    // with the clients' timeoutWithRetries, all of them within it
    const response = yield* Effect.retry(call, loyaltyRetrySchedule(options.retries)).pipe(withinCallTimeout(callTimeout, { method: "GET", url }))
    if (isCacheableLoyaltyResponse(response)) yield* writeCache(endpoint, key, response)
    return { endpoint, reason: ReasonCode.AjaxOk, response } satisfies LoyaltyResult<E>
  }) as LoyaltyShape["get"]

  const switchAccount: LoyaltyShape["switchAccount"] = Effect.fn("Loyalty.switchAccount")(function*(requested) {
    const choice = yield* fromResult(parseSwitchAccountChoice(requested))
    yield* fromResult(requireLoyaltyEnabled(session.settings))
    const apiRoot = yield* fromResult(requireServiceRoot("apiRoot", config.apiRoot))
    const authorization = yield* session.authorize("user.update")
    if (authorization === "softReauthentication") {
      return yield* Effect.fail(new SoftAuthenticationRequired({ message: permissionMessages.softAuthentication }))
    }
    yield* client
      .put(`${apiRoot}/user/loyalty/switch/${choice}`, { acceptJson: true })
      .pipe(loyaltyExchange(Schema.NullOr(LoyaltyAcknowledgement)))
    // the member's loyalty data may have changed with the account
    yield* clearCache
  })

  const campaign: LoyaltyShape["campaign"] = Effect.fn("Loyalty.campaign")(function*(input) {
    const body = yield* fromResult(validateCampaign(input))
    yield* fromResult(requireLoyaltyEnabled(session.settings))
    const loyaltyApp = yield* fromResult(requireServiceRoot("loyaltyApp", config.endpoints.loyaltyApp))
    yield* client
      .post(`${loyaltyApp}/campaign`, { body: jsonBody(body), acceptJson: true })
      .pipe(loyaltyExchange(Schema.NullOr(LoyaltyAcknowledgement)))
  })

  const hasRepudiation: LoyaltyShape["hasRepudiation"] = (options = {}) =>
    get("info", { force: options.force }).pipe(
      Effect.as(false),
      Effect.catch((error) => Effect.succeed(isRepudiationFailure(error))),
      Effect.withSpan("Loyalty.hasRepudiation"),
    )

  return { get, switchAccount, campaign, hasRepudiation, clearCache } satisfies LoyaltyShape
})

/**
 * The loyalty client.
 *
 * @example
 * import { Loyalty } from "@outfitter/clients"
 * const history = Loyalty.use((loyalty) => loyalty.get("history", { query: { size: 10 } }))
 * @category services
 */
export class Loyalty extends Context.Service<Loyalty, LoyaltyShape>()("outfitter/Loyalty") {
  /** Real HTTP; needs an HttpClient, the ApiConfig and the Session. Caches in memory unless a LoyaltyCache is given per call. */
  static readonly layer = Layer.effect(Loyalty)(make)
}
