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
 * - Size: each answer's body is read as a stream and counted; past `maxResponseBytes`
 *   (10 MB unless configured, config/ResponseLimit.ts) the reading stops, the body is
 *   cancelled (the connection let go) and the call fails with the domain's
 *   `ResponseTooLarge`; an answer whose Content-Length says more is refused unread. So
 *   an endless answer costs at most the limit in memory.
 * - Credentials: `credentials`, when set, is fetch's credentials mode for every call
 *   (`"include"` for an API on another origin that reads the visitor's cookies); unset,
 *   fetch's own default applies.
 *
 * Neither the spec nor the service says anything of these; all are Outfitter's own
 * hardening.
 *
 * @since 0.1.0
 */
import {
  AjaxFailed,
  callContext,
  defaultCallTimeoutSeconds,
  isAjaxFailed,
  isResponseTooLarge,
  isTimeout,
  ResponseTooLarge,
  serviceUnavailableMessage,
  Timeout,
} from "@outfitter/domain/errors"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import { maxResponseBytesOf, type ResponseLimitOptions } from "../config/ResponseLimit.ts"
import { bufferedResponse, Http, type HttpCall, HttpError, type HttpRequest, type HttpResponse } from "./Http.ts"

/** A call's time-out when none is configured: the domain's `defaultCallTimeoutSeconds`. @category constants */
export const defaultTimeout: Duration.Duration = /*#__PURE__*/ Duration.seconds(defaultCallTimeoutSeconds)

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
export interface TransportOptions extends ResponseLimitOptions {
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
  /**
   * fetch's `credentials`, given to every call: `"include"` sends the visitor's cookies to
   * an API on another origin (which must answer CORS with credentials). Unset, each call
   * uses fetch's default (`"same-origin"`).
   */
  readonly credentials?: RequestCredentials | undefined
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

/** The call's method and URL as an error keeps them (errors/CallContext.ts). */
const requestContext = (request: HttpCall) => callContext({ method: request.method, url: request.url })

/**
 * The domain error for a call that got no usable response: the transport's own Timeout,
 * ResponseTooLarge or refused redirect, else AjaxFailed 'service unavailable' (platform §8) with the
 * call's method, URL and the redacted cause (what fetch threw: the request, its headers
 * and body are never kept).
 *
 * @category decoding
 */
export const transportFailure = (error: HttpError): Timeout | ResponseTooLarge | AjaxFailed => {
  const cause = error.cause
  if (isTimeout(cause) || isResponseTooLarge(cause) || isAjaxFailed(cause)) return cause
  return new AjaxFailed({
    message: serviceUnavailableMessage,
    ...callContext({ method: error.request.method, url: error.request.url, cause }),
  })
}

const isRedirect = (status: number) => status >= 300 && status < 400

/** One exchange with fetch: the response and its whole body, or an HttpError. */
interface Exchange {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly bytes: ArrayBuffer
}

const headersOf = (headers: Headers): Record<string, string> => {
  const out: Record<string, string> = {}
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value
  })
  return out
}

/** What readBounded gives for a body past the limit. */
const tooLarge = Symbol("tooLarge")

/**
 * The whole body, read chunk by chunk and counted: `tooLarge` as soon as the count (or the
 * Content-Length, before any reading) passes `limit`, the stream then cancelled so no more
 * of it is read. A body that cannot be read is left for the decoder to report (a
 * malformed answer), as empty.
 */
const readBounded = async (response: Response, limit: number): Promise<ArrayBuffer | typeof tooLarge> => {
  const body = response.body
  if (body === null) return new ArrayBuffer(0)
  const cancel = (stream: { readonly cancel: () => Promise<void> }) => void stream.cancel().catch(() => undefined)
  if (Number(response.headers.get("content-length")) > limit) {
    cancel(body)
    return tooLarge
  }
  const reader = body.getReader()
  const chunks: Array<Uint8Array> = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > limit) {
        cancel(reader)
        return tooLarge
      }
      chunks.push(value)
    }
  } catch {
    cancel(reader)
    return new ArrayBuffer(0)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes.buffer
}

/** How every call is sent: the fetch, the body size limit and fetch's credentials mode. */
interface Sender {
  readonly fetchFn: typeof globalThis.fetch
  readonly limit: number
  readonly credentials: RequestCredentials | undefined
}

/** Sends one request and reads its body up to the limit; aborting the fiber aborts fetch. */
const exchange = ({ fetchFn, limit, credentials }: Sender, request: HttpRequest, redirect: RequestRedirect) => {
  const call = { method: request.method, url: request.url }
  return Effect.tryPromise({
    try: async (signal): Promise<Exchange | typeof tooLarge> => {
      const response = await fetchFn(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        redirect,
        ...(credentials === undefined ? {} : { credentials }),
        signal,
      })
      // read into memory now, within the time-out and the size limit; json/text later use this copy
      const bytes = await readBounded(response, limit)
      return bytes === tooLarge ? tooLarge : { status: response.status, headers: headersOf(response.headers), bytes }
    },
    catch: (cause) => new HttpError({ request: call, cause }),
  }).pipe(
    Effect.flatMap((answer) =>
      answer === tooLarge
        ? Effect.fail(new HttpError({ request: call, cause: new ResponseTooLarge({ limitBytes: limit, ...requestContext(request) }) }))
        : Effect.succeed(answer)
    ),
  )
}

/**
 * The request to send for a redirect (what fetch itself does): a 303, or a 301/302 after a
 * POST, becomes a GET without a body; others keep the method and body.
 */
const redirected = (request: HttpRequest, status: number, url: string): HttpRequest => {
  const toGet = status === 303 ? request.method !== "GET" : (status === 301 || status === 302) && request.method === "POST"
  if (!toGet) return { ...request, url }
  const { ["content-type"]: _dropped, ...headers } = request.headers
  return { method: "GET", url, headers }
}

/**
 * Same-origin redirects only: follows those to the origin the call went to (at most
 * maxRedirects), refuses one to another origin (or, in a browser, any: an opaque
 * redirect of status 0 does not say where) with an AjaxFailed that says so.
 */
const sameOriginExchange = (sender: Sender, first: HttpRequest) => {
  const refuse = (origin: string | undefined, status?: number) =>
    Effect.fail(
      new HttpError({
        request: { method: first.method, url: first.url },
        cause: new AjaxFailed({
          message: redirectRefusedMessage(origin),
          ...(status === undefined ? {} : { status }),
          ...requestContext(first),
        }),
      }),
    )
  const loop = (request: HttpRequest, redirects: number): Effect.Effect<Exchange, HttpError> =>
    Effect.flatMap(exchange(sender, request, "manual"), (answer) => {
      if (answer.status === 0) return refuse(undefined)
      const location = answer.headers["location"]
      if (!isRedirect(answer.status) || location === undefined) return Effect.succeed(answer)
      const target = URL.parse(location, request.url)
      const origin = target === null ? undefined : target.origin
      if (target === null || origin !== URL.parse(request.url)?.origin) return refuse(origin, answer.status)
      if (redirects >= maxRedirects) return Effect.succeed(answer)
      return loop(redirected(request, answer.status, target.href), redirects + 1)
    })
  return loop(first, 0)
}

/**
 * An Http over fetch with the options' time-out, redirect policy and size limit.
 *
 * @example
 * import { transportLayer } from "@outfitter/clients"
 * const layer = transportLayer({ timeout: "5 seconds", redirects: "same-origin", maxResponseBytes: 1024 * 1024 })
 * @category layers
 */
export const transportLayer = (options: TransportOptions = {}): Layer.Layer<Http> => {
  const timeoutMs = timeoutMillis(options.timeout)
  const limit = maxResponseBytesOf(options.maxResponseBytes)
  const sameOrigin = options.redirects === "same-origin"
  const sender: Sender = {
    // the global fetch is looked up per call, so one patched later (a test's MSW) is used
    fetchFn: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    limit,
    credentials: options.credentials,
  }
  const execute = (request: HttpRequest): Effect.Effect<HttpResponse, HttpError> =>
    (sameOrigin ? sameOriginExchange(sender, request) : exchange(sender, request, "follow")).pipe(
      Effect.timeoutOrElse({
        duration: timeoutMs,
        orElse: () =>
          Effect.fail(
            new HttpError({
              request: { method: request.method, url: request.url },
              cause: new Timeout({ timeoutMs, ...requestContext(request) }),
            }),
          ),
      }),
      Effect.map((answer) => bufferedResponse(request, answer.status, answer.headers, answer.bytes)),
    )
  return Layer.succeed(Http)(Http.fromExecute(execute))
}
