/**
 * The points clients (loyalty-payments §3, §7, §8): the points history through the
 * loyalty transport (`Loyalty.get("history")`, payload.history) and adding a past order's
 * points, the Points service (POST {apiRoot}/user/loyalty/points/{n}, or with the `orderHistoryV2` store
 * setting POST {historyRootV2}/order/loyalty/points/{n}). Every rule is the domain's
 * (loyalty/history); this module sequences the calls.
 *
 * Choices where the spec is silent:
 * - adding points is authorised as `loyalty.read` (a signed-in member: generic and guest
 *   visitors are refused) and needs loyalty enabled.
 * - a `no_record_found` history is an empty list.
 * - addOrder answers the status text of a 2xx body (`{status}`); a 401/403 is Unauthorized
 *   (the page reloads); any other failure, or a body without a status, is AjaxFailed. The
 *   page turns both into the error message with `addOrderOutcome`.
 *
 * @since 0.1.0
 */
import { AjaxFailed, type InvalidParams, type ResponseTooLarge, type Timeout } from "@outfitter/domain/errors"
import {
  addOrderUrl,
  type LoyaltyResult,
  type OrderNumberLength,
  historyEntries,
  parseOrderNumber,
  type PointsHistoryEntry,
  requireLoyaltyEnabled,
} from "@outfitter/domain/loyalty"
import type { PermissionError, Unauthorized } from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../../config/ApiConfig.ts"
import { malformedResponseMessage, rejectUnauthorized } from "../../http/ServiceResponse.ts"
import { Loyalty, type LoyaltyGetError } from "../Loyalty.ts"
import { Session } from "../../session/Session.ts"
import { Http } from "../../http/Http.ts"

/** The add-order response (§3 "Add-order response: status"). @category schemas */
export const AddOrderResponse = /*#__PURE__*/ Schema.Struct({ status: Schema.String })

/** The history and how it was obtained. @category models */
export interface PointsHistory {
  readonly entries: ReadonlyArray<PointsHistoryEntry>
  readonly reason: LoyaltyResult["reason"]
}

/** Every error of addOrder. @category models */
export type AddOrderError = OrderNumberLength | InvalidParams | PermissionError | AjaxFailed | Timeout | ResponseTooLarge | Unauthorized

/**
 * The member's points history, parsed, through the shared Loyalty service (and so its
 * loyalty__ cache); `force` skips the cache.
 *
 * @category services
 */
export const pointsHistory = (
  options: { readonly force?: boolean } = {},
): Effect.Effect<PointsHistory, LoyaltyGetError, Loyalty> =>
  Loyalty.use((loyalty) => loyalty.get("history", { force: options.force === true })).pipe(
    Effect.map((result) => ({
      reason: result.reason,
      entries: result.response.status === "success" ? historyEntries(result.response.payload?.history) : [],
    })),
  )

/** @category models */
export interface PointsShape {
  /** Adds an order's points; answers the service's status text. */
  readonly addOrder: (orderNumber: unknown) => Effect.Effect<string, AddOrderError>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const config = yield* ApiConfig
  const session = yield* Session

  const addOrder: PointsShape["addOrder"] = Effect.fn("Points.addOrder")(function*(input: unknown) {
    const orderNumber = yield* Effect.fromResult(parseOrderNumber(input))
    yield* Effect.fromResult(requireLoyaltyEnabled(session.settings))
    yield* session.authorize("loyalty.read")
    const url = addOrderUrl(
      orderNumber,
      { apiRoot: config.apiRoot, historyRootV2: session.settings.historyRootV2 },
      session.settings.orderHistoryV2,
    )
    const response = yield* rejectUnauthorized(
      client.post(url, { acceptJson: true }),
    )
    if (response.status < 200 || response.status >= 300) {
      return yield* Effect.fail(new AjaxFailed({ message: malformedResponseMessage, status: response.status }))
    }
    const body = yield* response.json.pipe(
      Effect.flatMap(Schema.decodeUnknownEffect(AddOrderResponse)),
      Effect.mapError(() => new AjaxFailed({ message: malformedResponseMessage, status: response.status })),
    )
    return body.status
  })

  return { addOrder } satisfies PointsShape
})

/**
 * The points service.
 *
 * @example
 * import { Points } from "@outfitter/clients"
 * const program = Points.use((points) => points.addOrder("12345678901"))
 * @category services
 */
export class Points extends Context.Service<Points, PointsShape>()("outfitter/Points") {
  static readonly layer = Layer.effect(Points)(make)
}
