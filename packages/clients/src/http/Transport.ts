/**
 * The HTTP transport every client shares: fetch, with every call bounded by a time-out
 * and, when asked, redirects to another origin refused.
 *
 * - Time-out: each call (the request, any redirects it follows and reading the whole
 *   body) must finish within `timeout`, 15 s unless configured; otherwise it is
 *   abandoned (the connection aborted) and fails with the domain's `Timeout`, never an
 *   exception and never a wait for the operating system to give up on the socket. The
 *   body is read within the same time-out, so a service that sends its headers and then
 *   stalls is bounded too; the clients then decode it from memory.
 * - Redirects: `"follow"` (the default) leaves them to fetch, as a browser does.
 *   `"same-origin"` asks fetch not to follow any, follows those to the same origin (at
 *   most {@link maxRedirects}) and refuses one to another origin with an AjaxFailed that
 *   says where it pointed: nothing is sent there, neither the body nor the cookies or
 *   headers a host's fetch adds. The CLI uses it. In a browser fetch hides where a
 *   redirect goes, so there every redirect is refused.
 *
 * Neither the spec nor the service says anything of either; both are Outfitter's own
 * hardening.
 *
 * @since 0.1.0
 */
import { AjaxFailed, callContext, isAjaxFailed, isTimeout, serviceUnavailableMessage, Timeout } from "@outfitter/domain"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as HttpClient from "effect/http/HttpClient"
import { HttpClientError, TransportError } from "effect/http/HttpClientError"
import type * as HttpClientRequest from "effect/http/HttpClientRequest"
import type * as HttpClientResponse from "effect/http/HttpClientResponse"

/** A call's time-out when none is configured: 15 s. @category constants */
export const defaultTimeout: Duration.Duration = /*#__PURE__*/ Duration.seconds(15)

/** The most same-origin redirects one call follows under `"same-origin"`. @category constants */
export const maxRedirects = 10

/**
 * What the transport does with a redirect: `"follow"` lets fetch follow any (the
 * default); `"same-origin"` follows only those to the origin the call went to.
 *
 * @category models
 */
export type RedirectPolicy = "follow" | "same-origin"

/** @category models */
export interface TransportOptions {
  /**
   * The fetch to call; defaults to globalThis.fetch. Pass the fixtures' in-process fetch
   * to answer from seeded data without a network.
   */
  readonly fetch?: typeof globalThis.fetch | undefined
  /**
   * How long one call may take, from sending the request to the last byte of the answer
   * (redirects included), as a Duration input: `"15 seconds"`, `Duration.seconds(15)` or
   * milliseconds. Past it the call fails with the domain's `Timeout`. Default 15 s; it
   * must be positive and finite.
   */
  readonly timeout?: Duration.Input | undefined
  /** Which redirects are followed (see {@link RedirectPolicy}); default `"follow"`. */
  readonly redirects?: RedirectPolicy | undefined
}

/**
 * The time-out in milliseconds: the default for none, else the input's. Throws a
 * RangeError for an input that is not a positive, finite duration (a host's mistake,
 * told when the layer is made rather than on the first call).
 *
 * @example
 * import { timeoutMillis } from "@outfitter/clients"
 * timeoutMillis(undefined) // => 15000
 * timeoutMillis("2 seconds") // => 2000
 * @category constructors
 */
export const timeoutMillis = (input: Duration.Input | undefined): number => {
  if (input === undefined) return Duration.toMillis(defaultTimeout)
  const duration = Duration.fromInput(input)
  const millis = Option.isSome(duration) ? Duration.toMillis(duration.value) : Number.NaN
  if (!(Number.isFinite(millis) && millis > 0)) {
    throw new RangeError(`The clients' timeout must be a positive, finite duration, got ${String(input)}`)
  }
  return millis
}

/**
 * The message of a refused redirect: where it pointed (an origin, never a path, a query
 * or user info), when fetch let that be seen.
 *
 * @example
 * import { redirectRefusedMessage } from "@outfitter/clients"
 * redirectRefusedMessage("http://127.0.0.1:9")
 * // => "The service redirected the call to another origin (http://127.0.0.1:9); the redirect was not followed"
 * @category constructors
 */
export const redirectRefusedMessage = (origin: string | undefined): string =>
  `The service redirected the call to ${
    origin === undefined ? "a place fetch does not show" : `another origin (${origin})`
  }; the redirect was not followed`

/** An HttpClientError that carries the domain error the clients report for it. */
const failWith = (request: HttpClientRequest.HttpClientRequest, error: Timeout | AjaxFailed) =>
  new HttpClientError({ reason: new TransportError({ request, cause: error, description: error.message }) })

/** The request's method and URL as an error keeps them (errors/CallContext.ts). */
const requestContext = (request: HttpClientRequest.HttpClientRequest) => callContext({ method: request.method, url: request.url })

/**
 * The domain error for a call that got no usable response: the transport's own Timeout
 * or refused redirect, else AjaxFailed 'service unavailable' (platform §8) with the
 * call's method, URL and the redacted cause (what fetch threw: the request, its headers
 * and body are never kept).
 *
 * @category decoding
 */
export const transportFailure = (error: HttpClientError): Timeout | AjaxFailed => {
  const cause = "cause" in error.reason ? error.reason.cause : undefined
  if (isTimeout(cause) || isAjaxFailed(cause)) return cause
  return new AjaxFailed({
    message: serviceUnavailableMessage,
    ...callContext({ method: error.request.method, url: error.request.url, cause }),
  })
}

const isRedirect = (status: number) => status >= 300 && status < 400

/** The origin a redirect points to, or undefined when it cannot be read. */
const redirectOrigin = (response: HttpClientResponse.HttpClientResponse): string | undefined => {
  const location = response.headers["location"]
  if (location === undefined) return undefined
  const url = URL.parse(location, response.request.url)
  return url === null ? undefined : url.origin
}

/**
 * Fails a response that redirects to another origin (or, in a browser, anywhere: an
 * opaque redirect of status 0 does not say where).
 */
const refuseCrossOriginRedirects = (client: HttpClient.HttpClient): HttpClient.HttpClient =>
  HttpClient.transform(client, (effect, request) =>
    Effect.flatMap(effect, (response) => {
      if (response.status === 0) {
        return Effect.fail(failWith(request, new AjaxFailed({ message: redirectRefusedMessage(undefined), ...requestContext(request) })))
      }
      if (!isRedirect(response.status) || response.headers["location"] === undefined) return Effect.succeed(response)
      const origin = redirectOrigin(response)
      if (origin !== undefined && origin === URL.parse(response.request.url)?.origin) return Effect.succeed(response)
      return Effect.fail(
        failWith(
          request,
          new AjaxFailed({ message: redirectRefusedMessage(origin), status: response.status, ...requestContext(request) }),
        ),
      )
    }))

/**
 * Bounds every call: the response and its whole body within `timeoutMs`, else Timeout.
 * A body that cannot be read is left for the decoder to report (a malformed answer).
 */
const bounded = (timeoutMs: number) => (client: HttpClient.HttpClient): HttpClient.HttpClient =>
  HttpClient.transform(client, (effect, request) =>
    effect.pipe(
      // read into memory now, within the time-out; json/text later use this copy
      Effect.tap((response) => Effect.ignore(response.arrayBuffer)),
      Effect.timeoutOrElse({
        duration: timeoutMs,
        orElse: () => Effect.fail(failWith(request, new Timeout({ timeoutMs, ...requestContext(request) }))),
      }),
    )
  )

/**
 * An HttpClient over fetch with the options' time-out and redirect policy.
 *
 * @example
 * import { transportLayer } from "@outfitter/clients"
 * const layer = transportLayer({ timeout: "5 seconds", redirects: "same-origin" })
 * @category layers
 */
export const transportLayer = (options: TransportOptions = {}): Layer.Layer<HttpClient.HttpClient> => {
  const timeoutMs = timeoutMillis(options.timeout)
  const sameOrigin = options.redirects === "same-origin"
  let fetchClient: Layer.Layer<HttpClient.HttpClient> = FetchHttpClient.layer
  if (options.fetch !== undefined) fetchClient = fetchClient.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch)(options.fetch)))
  if (sameOrigin) {
    fetchClient = fetchClient.pipe(Layer.provide(Layer.succeed(FetchHttpClient.RequestInit)({ redirect: "manual" })))
  }
  return Layer.effect(HttpClient.HttpClient)(Effect.gen(function*() {
    const client = yield* HttpClient.HttpClient
    const guarded = sameOrigin ? client.pipe(refuseCrossOriginRedirects, HttpClient.followRedirects(maxRedirects)) : client
    return guarded.pipe(bounded(timeoutMs))
  })).pipe(Layer.provide(fetchClient))
}
