/**
 * Turning an HTTP exchange into a decoded value or one of the spec's tagged errors
 * (platform §8). Every client goes through here, so no client can throw on a malformed
 * body, a 500 or a dropped connection.
 *
 * @since 0.1.0
 */
import {
  AjaxFailed,
  type CallContext,
  callContext,
  type ContractMismatch,
  type ErrorCause,
  errorCause,
  InvalidParams,
  NotFound,
  type ResponseTooLarge,
  ServiceErrorBody,
  serviceUnavailableMessage,
  type Timeout,
} from "@outfitter/domain/errors"
import { reloadsPage, Unauthorized } from "@outfitter/domain/session/permissions"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import { transportFailure } from "./Transport.ts"
import type { HttpError, HttpResponse } from "./Http.ts"

/** The message when a body does not match the contract (the spec has none of its own). */
export const malformedResponseMessage = "The service sent a response that could not be read"

/**
 * The errors any JSON call can end in; Timeout when no full answer came within the
 * time-out, ResponseTooLarge when the answer went past the size limit.
 */
export type ServiceCallError = InvalidParams | NotFound | AjaxFailed | Timeout | ResponseTooLarge

const decodeErrorBody = Schema.decodeUnknownEffect(ServiceErrorBody)

const standardIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * Why a body could not be read, as an ErrorCause a support engineer can use: for a body
 * that did not match the contract, where (the paths of the fields), never the values it
 * held (a body may carry personal or card data); for a body that was not JSON, the parser's
 * message, redacted (errors/CallContext.ts).
 *
 * @category decoding
 */
export const decodeFailureCause = (error: unknown): ErrorCause => {
  if (Schema.isSchemaError(error)) {
    const issues = standardIssues(error.issue).issues.map((issue) => ({
      path: (issue.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".") || "(the body)",
      // the clients decode without reportInput: the message says what was expected, never the value
      expected: issue.message,
    }))
    const paths = issues.map((issue) => issue.path)
    const first = issues[0]
    return {
      name: "SchemaError",
      message: `the body did not match the contract at ${[...new Set(paths)].join(", ")}`,
      ...(first === undefined ? {} : { mismatch: first }),
    }
  }
  return errorCause(error)
}

const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined

/**
 * Where a client's failure says an answer first did not match the contract (the path and
 * what was expected there), looked for in its cause, and in the last failure a retried
 * call ended in (MaxRetries' `last`); undefined for any other failure. Total: takes any value.
 *
 * @example
 * import { contractMismatchOf } from "@outfitter/clients"
 * contractMismatchOf({ _tag: "AjaxFailed", cause: { name: "SchemaError", message: "…", mismatch: { path: "radius", expected: "Expected number" } } })
 * // => { path: "radius", expected: "Expected number" }
 * contractMismatchOf(new Error("fetch failed")) // => undefined
 * @category decoding
 */
export const contractMismatchOf = (error: unknown, depth = 3): ContractMismatch | undefined => {
  if (depth <= 0) return undefined
  const mismatch = fieldOf(fieldOf(error, "cause"), "mismatch")
  const path = fieldOf(mismatch, "path")
  const expected = fieldOf(mismatch, "expected")
  if (typeof path === "string" && typeof expected === "string") return { path, expected }
  const last = fieldOf(error, "last")
  return last === undefined ? undefined : contractMismatchOf(last, depth - 1)
}

/**
 * The method and URL of a response's request, safe to keep on an error (no user info, no
 * credentials; see errors/CallContext.ts), plus the cause when there is one.
 *
 * @category decoding
 */
export const responseContext = (response: HttpResponse, cause?: unknown): CallContext => ({
  ...callContext({ method: response.request.method, url: response.request.url }),
  ...(cause === undefined ? {} : { cause: decodeFailureCause(cause) }),
})

const failureFromBody = (response: HttpResponse): Effect.Effect<never, ServiceCallError> =>
  response.json.pipe(
    Effect.flatMap(decodeErrorBody),
    Effect.map((body) => body.error[0]),
    Effect.orElseSucceed(() => undefined),
    Effect.flatMap((first): Effect.Effect<never, ServiceCallError> => {
      const errorKey = first?.errorKey
      const errorCode = first?.errorCode === undefined ? undefined : String(first.errorCode)
      const message = first?.errorMessage ?? serviceUnavailableMessage
      if (response.status === 400) return Effect.fail(new InvalidParams({ message }))
      const context = responseContext(response)
      if (response.status === 404) {
        return Effect.fail(new NotFound({ message, ...(errorKey === undefined ? {} : { errorKey }), ...context }))
      }
      return Effect.fail(
        new AjaxFailed({
          message,
          status: response.status,
          ...context,
          ...(errorKey === undefined ? {} : { errorKey }),
          ...(errorCode === undefined ? {} : { errorCode }),
        }),
      )
    }),
  )

/**
 * Decodes a 2xx JSON body with the schema; maps every other outcome to a tagged error:
 * 400 → InvalidParams with the service's message, 404 → NotFound, other statuses and
 * undecodable bodies → AjaxFailed (reason 2), no full answer within the time-out →
 * Timeout, an answer past the size limit → ResponseTooLarge, a refused redirect →
 * AjaxFailed saying so (see Transport.ts).
 *
 * @category decoding
 */
export const decodeJsonResponse = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
(
  exchange: Effect.Effect<HttpResponse, HttpError>,
): Effect.Effect<S["Type"], ServiceCallError> =>
  exchange.pipe(
    Effect.mapError(transportFailure),
    Effect.flatMap((response) =>
      response.status >= 200 && response.status < 300
        ? response.json.pipe(
          Effect.flatMap((body) => Schema.decodeUnknownEffect(schema)(body)),
          Effect.mapError((cause) =>
            new AjaxFailed({ message: malformedResponseMessage, status: response.status, ...responseContext(response, cause) })
          ),
        )
        : failureFromBody(response)
    ),
  )

/**
 * The exchange's response, with a failed connection as AjaxFailed, a call past its
 * time-out as Timeout, and a 401 or 403 as the domain's Unauthorized (platform §6, §8: the
 * page reloads on it). Every call made for a signed-in user goes through here.
 *
 * @category decoding
 */
export const rejectUnauthorized = (
  exchange: Effect.Effect<HttpResponse, HttpError>,
): Effect.Effect<HttpResponse, AjaxFailed | Timeout | ResponseTooLarge | Unauthorized> =>
  exchange.pipe(
    Effect.mapError(transportFailure),
    Effect.flatMap((response) =>
      reloadsPage(response.status)
        ? Effect.fail(new Unauthorized({ message: serviceUnavailableMessage, status: response.status }))
        // Unauthorized (session/Permissions.ts) has no call fields yet: the page reloads on it
        : Effect.succeed(response)
    ),
  )

/**
 * decodeJsonResponse for a signed-in user's call: a 401 or 403 is Unauthorized.
 *
 * @category decoding
 */
export const decodeAuthorizedJsonResponse = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
(
  exchange: Effect.Effect<HttpResponse, HttpError>,
): Effect.Effect<S["Type"], ServiceCallError | Unauthorized> =>
  rejectUnauthorized(exchange).pipe(Effect.flatMap((response) => decodeJsonResponse(schema)(Effect.succeed(response))))
