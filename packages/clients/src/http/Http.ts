/**
 * The small HTTP client every service client calls: JSON over fetch, as an Effect service.
 * It covers what the services need (GET, POST, PUT, DELETE with URL parameters, a JSON
 * body and the Accept header) and nothing more; the transport (Transport.ts) adds the
 * time-out and the redirect policy.
 *
 * Outfitter's own rather than Effect's `effect/http` HttpClient on purpose: that client
 * (streams, cookies, network addresses, multipart bodies) added about 13 kB gzip to every
 * page that made one call, more than the provider, the store-search client and its
 * decoder together; a storefront pays for this one instead (about 1 kB). Measured with
 * `pnpm bench`.
 *
 * A request keeps its body only until it is sent: a response and an error carry the
 * method and URL alone, so a card number in a body can never reach an error value.
 *
 * @since 0.2.0
 */
import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"

/** @category models */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE"

/** The method and URL of a call: what a response and an error keep of its request. @category models */
export interface HttpCall {
  readonly method: HttpMethod
  readonly url: string
}

/** A request as sent. @category models */
export interface HttpRequest extends HttpCall {
  /** Header names as given; fetch treats them case-insensitively. */
  readonly headers: Readonly<Record<string, string>>
  /**
   * The body, if any: serialised JSON, or a multipart form (FormData) that fetch encodes,
   * setting the content type and boundary itself.
   */
  readonly body?: string | FormData | undefined
}

/**
 * A call that got no response: fetch failed (network, CORS, abort), the JSON body could not
 * be serialised or read, or the transport refused it (its Timeout or a refused redirect as
 * the cause). Carries the call's method and URL, never its body.
 *
 * @category errors
 */
export class HttpError extends Data.TaggedError("HttpError")<{
  readonly request: HttpCall
  readonly cause: unknown
}> {}

/** An answer, its body already read into memory (within the transport's time-out). @category models */
export interface HttpResponse {
  /** The call that was answered (after redirects, the first one's method and URL). */
  readonly request: HttpCall
  readonly status: number
  /** Header values by lower-case name. */
  readonly headers: Readonly<Record<string, string>>
  /** The body as text. */
  readonly text: Effect.Effect<string, HttpError>
  /** The body parsed as JSON; an HttpError with the parser's error when it is not JSON. */
  readonly json: Effect.Effect<unknown, HttpError>
}

/** A value to send as a JSON body (serialised when the request is made). @category models */
export interface JsonBody {
  readonly _tag: "JsonBody"
  readonly value: unknown
}

/**
 * A JSON body.
 *
 * @example
 * import { jsonBody } from "@outfitter/clients"
 * jsonBody({ email: "ada@example.com" }).value // => { email: "ada@example.com" }
 * @category constructors
 */
export const jsonBody = (value: unknown): JsonBody => ({ _tag: "JsonBody", value })

/**
 * URL parameters, as a record (undefined values are left out, arrays repeat the name) or
 * as name-value pairs in order.
 *
 * @category models
 */
export type UrlParamsInput =
  | Readonly<Record<string, string | number | boolean | ReadonlyArray<string | number | boolean> | undefined>>
  | ReadonlyArray<readonly [string, string]>

/** @category models */
export interface RequestOptions {
  readonly urlParams?: UrlParamsInput | undefined
  readonly body?: JsonBody | undefined
  /** Sends `accept: application/json`. */
  readonly acceptJson?: boolean | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/**
 * The URL with the parameters appended to its query.
 *
 * @example
 * import { withUrlParams } from "@outfitter/clients"
 * withUrlParams("/api/storelocator/search", { radius: 25, shortSku: undefined, brand: ["anf", "kids"] })
 * // => "/api/storelocator/search?radius=25&brand=anf&brand=kids"
 * @category constructors
 */
export const withUrlParams = (url: string, params: UrlParamsInput | undefined): string => {
  const query = new URLSearchParams()
  const entries: ReadonlyArray<readonly [string, unknown]> = Array.isArray(params) ? params : Object.entries(params ?? {})
  for (const [name, value] of entries) {
    if (value === undefined) continue
    for (const each of Array.isArray(value) ? value : [value]) query.append(name, String(each))
  }
  const text = query.toString()
  return text === "" ? url : `${url}${url.includes("?") ? "&" : "?"}${text}`
}

/**
 * Builds a request; fails (never throws) when the body cannot be serialised.
 *
 * @category constructors
 */
export const makeRequest = (method: HttpMethod, url: string, options: RequestOptions = {}): Effect.Effect<HttpRequest, HttpError> => {
  const call = { method, url: withUrlParams(url, options.urlParams) }
  const headers: Record<string, string> = { ...options.headers }
  if (options.acceptJson === true) headers["accept"] = "application/json"
  if (options.body === undefined) return Effect.succeed({ ...call, headers })
  const { value } = options.body
  return Effect.try({
    try: () => {
      headers["content-type"] = "application/json"
      return { ...call, headers, body: JSON.stringify(value) }
    },
    catch: (cause) => new HttpError({ request: call, cause }),
  })
}

/** @category models */
export interface HttpShape {
  readonly execute: (request: HttpRequest) => Effect.Effect<HttpResponse, HttpError>
  readonly get: (url: string, options?: RequestOptions) => Effect.Effect<HttpResponse, HttpError>
  readonly post: (url: string, options?: RequestOptions) => Effect.Effect<HttpResponse, HttpError>
  readonly put: (url: string, options?: RequestOptions) => Effect.Effect<HttpResponse, HttpError>
  readonly del: (url: string, options?: RequestOptions) => Effect.Effect<HttpResponse, HttpError>
}

/**
 * The HTTP client the service clients use; `transportLayer` provides it over fetch.
 *
 * @category services
 */
export class Http extends Context.Service<Http, HttpShape>()("outfitter/Http") {
  /**
   * An Http from one function that sends a request: the verbs are built on it.
   *
   * @example
   * import { Http } from "@outfitter/clients"
   * import * as Effect from "effect/Effect"
   * // answers every call with 204, for a test
   * const http = Http.of(Http.fromExecute((request) =>
   *   Effect.succeed({ request, status: 204, headers: {}, text: Effect.succeed(""), json: Effect.succeed(null) })
   * ))
   */
  static readonly fromExecute = (execute: HttpShape["execute"]): HttpShape => {
    const verb = (method: HttpMethod) => (url: string, options?: RequestOptions) =>
      Effect.flatMap(makeRequest(method, url, options), execute)
    return { execute, get: verb("GET"), post: verb("POST"), put: verb("PUT"), del: verb("DELETE") }
  }
}

/**
 * A response over a body already read: `text` decodes it as UTF-8, `json` parses that.
 *
 * @category constructors
 */
export const bufferedResponse = (
  request: HttpCall,
  status: number,
  headers: Readonly<Record<string, string>>,
  bytes: ArrayBuffer,
): HttpResponse => {
  const call = { method: request.method, url: request.url }
  const text = Effect.sync(() => new TextDecoder().decode(bytes))
  return {
    request: call,
    status,
    headers,
    text,
    json: Effect.flatMap(text, (body) =>
      Effect.try({ try: (): unknown => JSON.parse(body), catch: (cause) => new HttpError({ request: call, cause }) })),
  }
}
