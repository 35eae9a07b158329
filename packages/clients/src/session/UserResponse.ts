/**
 * The user service's exchanges: a 401 or 403 becomes the domain's `Unauthorized` (the
 * page reloads on it, platform §6, §8); every other outcome goes through the shared
 * `decodeJsonResponse` mapping (400 InvalidParams, 404 NotFound, the rest AjaxFailed).
 *
 * @since 0.1.0
 */
import { AjaxFailed, serviceUnavailableMessage } from "@outfitter/domain/errors"
import { Unauthorized } from "@outfitter/domain/session"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import {
  decodeAuthorizedJsonResponse,
  decodeJsonResponse,
  rejectUnauthorized,
  type ServiceCallError,
} from "../http/ServiceResponse.ts"
import type { HttpError, HttpResponse } from "../http/Http.ts"

/** The errors of any user-service call. @category models */
export type UserCallError = ServiceCallError | Unauthorized

type Exchange = Effect.Effect<HttpResponse, HttpError>

const answered = rejectUnauthorized

/**
 * Decodes a JSON answer, with 401/403 as Unauthorized.
 *
 * @category decoding
 */
export const decodeUserResponse = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
(exchange: Exchange): Effect.Effect<S["Type"], UserCallError> =>
  decodeAuthorizedJsonResponse(schema)(exchange)

/**
 * Reads a 2xx answer as text (platform §7: the user PUT's "response read as text"), with
 * 401/403 as Unauthorized and other failures mapped as for JSON.
 *
 * @category decoding
 */
export const textUserResponse = (exchange: Exchange): Effect.Effect<string, UserCallError> =>
  answered(exchange).pipe(
    Effect.flatMap((response): Effect.Effect<string, UserCallError> =>
      response.status >= 200 && response.status < 300
        ? response.text.pipe(Effect.mapError(() => new AjaxFailed({ message: serviceUnavailableMessage, status: response.status })))
        : // a non-2xx always fails in decodeJsonResponse, with the service's error body read
          decodeJsonResponse(Schema.Unknown)(Effect.succeed(response)).pipe(
            Effect.flatMap(() => Effect.fail(new AjaxFailed({ message: serviceUnavailableMessage, status: response.status }))),
          )
    ),
  )
