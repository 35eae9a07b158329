/**
 * The order history and resend-confirmation client (loyalty §7): GET the history list,
 * GET `.../confirmation` for an online order, POST `.../ereceipt?channel=` for an in-store
 * receipt; with the store's `orderHistoryV2` flag under `{historyRootV2}/order`.
 *
 * Where the spec is silent (choices):
 * - the list is GET `{apiRoot}/user/orders` with the response `{ orders: [...] }`
 *   (domain `OrderHistoryResponse`);
 * - every call asks `authorize("user.read")` first (the orders are the user's);
 * - a resend succeeds on any 2xx, whatever the body; a 401/403 is `Unauthorized`, any other
 *   failure the service's error (AjaxFailed, NotFound, InvalidParams);
 * - `resendById` checks the order number with the domain's `validateOrderNumber` before any
 *   call, then finds the order in the list for the in-store body; an order not in the list
 *   is sent as an online confirmation. `inStore` asks for the e-receipt: an order that is
 *   not in the list, or is in it as an online order, is then NotFound (never a
 *   confirmation sent instead).
 *
 * @since 0.1.0
 */
import { NotFound } from "@outfitter/domain/errors"
import {
  OrderHistoryResponse,
  type OrderSummary,
  type ResendKind,
  resendRequestFor,
  resendUrl,
  validateOrderNumber,
} from "@outfitter/domain/orders"
import type { PermissionError, Unauthorized } from "@outfitter/domain/session/permissions"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../config/ApiConfig.ts"
import { decodeAuthorizedJsonResponse, rejectUnauthorized, type ServiceCallError } from "../http/ServiceResponse.ts"
import { Session } from "../session/Session.ts"
import { Http, jsonBody } from "../http/Http.ts"

/** @category models */
export type OrderCallError = ServiceCallError | Unauthorized | PermissionError

/** @category models */
export interface OrderServiceShape {
  /** GET the signed-in user's orders. */
  readonly list: () => Effect.Effect<ReadonlyArray<OrderSummary>, OrderCallError>
  /** Resend an order's confirmation or e-receipt; the kind sent. */
  readonly resend: (order: OrderSummary) => Effect.Effect<ResendKind, OrderCallError>
  /**
   * Resend by order number (CLI): looks the order up for its in-store data. With `inStore`
   * only an in-store order's e-receipt is sent.
   */
  readonly resendById: (
    orderId: unknown,
    options?: { readonly inStore?: boolean; readonly channel?: string },
  ) => Effect.Effect<ResendKind, OrderCallError>
}

const AnyBody = Schema.Unknown

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const session = yield* Session
  const roots = {
    apiRoot,
    v2: session.settings.orderHistoryV2,
    historyRootV2: session.settings.historyRootV2,
  }

  const list: OrderServiceShape["list"] = Effect.fn("OrderService.list")(function*() {
    yield* session.authorize("user.read")
    const response = yield* client.get(`${apiRoot}/user/orders`, { acceptJson: true }).pipe(
      decodeAuthorizedJsonResponse(OrderHistoryResponse),
    )
    return response.orders
  })

  const resend: OrderServiceShape["resend"] = Effect.fn("OrderService.resend")(function*(order) {
    const request = yield* Effect.fromResult(resendRequestFor(order))
    yield* session.authorize("user.read")
    const url = resendUrl(request, roots)
    const exchange = request.kind === "confirmation"
      ? client.get(url, { acceptJson: true })
      : client.post(url, { body: jsonBody(request.body), acceptJson: true })
    const response = yield* rejectUnauthorized(exchange)
    if (response.status < 200 || response.status >= 300) {
      // the service's own error body, read as every JSON call reads it
      yield* decodeAuthorizedJsonResponse(AnyBody)(Effect.succeed(response))
    }
    return request.kind
  })

  const resendById: OrderServiceShape["resendById"] = Effect.fn("OrderService.resendById")(
    function*(orderId, options) {
      const id = yield* Effect.fromResult(validateOrderNumber(orderId))
      const orders = yield* list()
      const found = orders.find((order) => order.orderId === id)
      if (options?.inStore === true && (found === undefined || found.isOnlinePurchase)) {
        return yield* Effect.fail(new NotFound({ message: `No in-store order ${id}` }))
      }
      if (found !== undefined) {
        const channel = options?.channel
        return yield* resend(channel === undefined || channel === "" ? found : { ...found, channel })
      }
      return yield* resend({
        orderId: id,
        placedDate: "",
        total: "",
        status: "",
        isOnlinePurchase: true,
        isShipped: false,
        channel: "",
      })
    },
  )

  return { list, resend, resendById } satisfies OrderServiceShape
})

/**
 * The orders client.
 *
 * @example
 * import { OrderService } from "@outfitter/clients"
 * const orders = OrderService.use((service) => service.list())
 * @category services
 */
export class OrderService extends Context.Service<OrderService, OrderServiceShape>()("outfitter/OrderService") {
  /** Real HTTP; needs an HttpClient, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(OrderService)(make)
}
