/**
 * Turning an HTTP exchange into a decoded value or one of the spec's tagged errors
 * (platform §8). Every client goes through here, so no client can throw on a malformed
 * body, a 500 or a dropped connection.
 *
 * @since 0.1.0
 */
import {
  AjaxFailed,
  InvalidParams,
  NotFound,
  reloadsPage,
  ServiceErrorBody,
  serviceUnavailableMessage,
  type Timeout,
  Unauthorized,
} from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type { HttpClientError } from "effect/http/HttpClientError"
import type * as HttpClientResponse from "effect/http/HttpClientResponse"
import { transportFailure } from "./Transport.ts"

/** The message when a body does not match the contract (the spec has none of its own). */
export const malformedResponseMessage = "The service sent a response that could not be read"

/** The errors any JSON call can end in; Timeout when no full answer came within the time-out. */
export type ServiceCallError = InvalidParams | NotFound | AjaxFailed | Timeout

const decodeErrorBody = Schema.decodeUnknownEffect(ServiceErrorBody)

const failureFromBody = (response: HttpClientResponse.HttpClientResponse): Effect.Effect<never, ServiceCallError> =>
  response.json.pipe(
    Effect.flatMap(decodeErrorBody),
    Effect.map((body) => body.error[0]),
    Effect.orElseSucceed(() => undefined),
    Effect.flatMap((first): Effect.Effect<never, ServiceCallError> => {
      const errorKey = first?.errorKey
      const errorCode = first?.errorCode === undefined ? undefined : String(first.errorCode)
      const message = first?.errorMessage ?? serviceUnavailableMessage
      if (response.status === 400) return Effect.fail(new InvalidParams({ message }))
      if (response.status === 404) {
        return Effect.fail(new NotFound({ message, ...(errorKey === undefined ? {} : { errorKey }) }))
      }
      return Effect.fail(
        new AjaxFailed({
          message,
          status: response.status,
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
 * Timeout, a refused redirect → AjaxFailed saying so (see Transport.ts).
 *
 * @category decoding
 */
export const decodeJsonResponse = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
(
  exchange: Effect.Effect<HttpClientResponse.HttpClientResponse, HttpClientError>,
): Effect.Effect<S["Type"], ServiceCallError> =>
  exchange.pipe(
    Effect.mapError(transportFailure),
    Effect.flatMap((response) =>
      response.status >= 200 && response.status < 300
        ? response.json.pipe(
          Effect.flatMap((body) => Schema.decodeUnknownEffect(schema)(body)),
          Effect.mapError(() => new AjaxFailed({ message: malformedResponseMessage, status: response.status })),
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
  exchange: Effect.Effect<HttpClientResponse.HttpClientResponse, HttpClientError>,
): Effect.Effect<HttpClientResponse.HttpClientResponse, AjaxFailed | Timeout | Unauthorized> =>
  exchange.pipe(
    Effect.mapError(transportFailure),
    Effect.flatMap((response) =>
      reloadsPage(response.status)
        ? Effect.fail(new Unauthorized({ message: serviceUnavailableMessage, status: response.status }))
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
  exchange: Effect.Effect<HttpClientResponse.HttpClientResponse, HttpClientError>,
): Effect.Effect<S["Type"], ServiceCallError | Unauthorized> =>
  rejectUnauthorized(exchange).pipe(Effect.flatMap((response) => decodeJsonResponse(schema)(Effect.succeed(response))))
