/**
 * The mobile-wallet payment client (orders-returns-help §3 "Wallet QR payment", §7 "Wallet
 * payment"; loyalty §7): the precreate that makes a payment code, and the payment's status.
 *
 * - **precreate** checks the request with the domain's `walletPrecreateBody` first (its
 *   messages, InvalidParams, nothing is sent when it fails), POSTs it to
 *   `{apiRoot}/wosai/{storeContext}/payment/precreate`, and answers the code
 *   (`walletCodeOf`): a precreate that did not succeed (not PENDING or CREATED, or an error
 *   code), or gave no code for its variant, is AjaxFailed (errorKey `PRECREATE_FAILED`, the
 *   answer's error code, the call).
 * - **status** GETs `{apiRoot}/wosai/{storeContext}/payment/status/{orderId}` and answers
 *   the status with what it means (`walletStatusReason`).
 *
 * Neither is retried by the client: the widget's program decides when to read again
 * (`runWalletWidget`), and a precreate sent twice would make two codes.
 *
 * Where the spec is silent (choices): `{storeContext}` is the store setting `storeContext`,
 * else the store's id (`walletStoreContext`); a malformed answer is AjaxFailed (the
 * domain's schemas), a 401 or 403 Unauthorized, never an exception.
 *
 * @since 0.3.0
 */
import { AjaxFailed, type InvalidParams } from "@outfitter/domain/errors"
import type { Unauthorized } from "@outfitter/domain/session"
import {
  type WalletCode,
  walletCodeOf,
  walletPrecreateBody,
  walletPrecreateCall,
  type WalletPrecreateInput,
  WalletPrecreateResponse,
  walletStatusCall,
  walletStatusReason,
  type WalletStatusReason,
  WalletStatusResponse,
  walletStoreContext,
  walletVariant,
} from "@outfitter/domain/wallet"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Http, jsonBody } from "../http/Http.ts"
import { decodeAuthorizedJsonResponse, type ServiceCallError } from "../http/ServiceResponse.ts"
import { Session } from "../session/Session.ts"

/** @category models */
export type WalletPaymentError = ServiceCallError | Unauthorized

/** A payment's status and what it means. @category models */
export interface WalletPaymentStatus {
  readonly orderId: string
  /** The status code as the service sent it (PENDING, PAID, …). */
  readonly status: string
  readonly reason: WalletStatusReason
}

/** @category models */
export interface WalletPaymentShape {
  /** Checks and POSTs a precreate; the code to show. */
  readonly precreate: (input: WalletPrecreateInput) => Effect.Effect<WalletCode, WalletPaymentError | InvalidParams | AjaxFailed>
  /** GETs the payment's status. */
  readonly status: (orderId: string) => Effect.Effect<WalletPaymentStatus, WalletPaymentError>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const { settings } = yield* Session
  const storeContext = walletStoreContext(settings)

  const precreate: WalletPaymentShape["precreate"] = Effect.fn("WalletPayment.precreate")(function*(input) {
    const body = yield* Effect.fromResult(walletPrecreateBody(input))
    const call = yield* Effect.fromResult(walletPrecreateCall(apiRoot, storeContext))
    const answer = yield* client.post(call.url, { body: jsonBody(body), acceptJson: true }).pipe(
      decodeAuthorizedJsonResponse(WalletPrecreateResponse),
    )
    const code = walletCodeOf(answer, walletVariant(body.subPayway))
    if (Result.isSuccess(code)) return code.success
    const { message, status, errorKey, errorCode } = code.failure
    return yield* Effect.fail(new AjaxFailed({ message, status, errorKey, errorCode, method: call.method, url: call.url }))
  })

  const status: WalletPaymentShape["status"] = Effect.fn("WalletPayment.status")(function*(orderId) {
    const call = yield* Effect.fromResult(walletStatusCall(apiRoot, storeContext, orderId))
    const answer = yield* client.get(call.url, { acceptJson: true }).pipe(decodeAuthorizedJsonResponse(WalletStatusResponse))
    return { orderId: orderId.trim(), status: answer.status, reason: walletStatusReason(answer.status) }
  })

  return { precreate, status } satisfies WalletPaymentShape
})

/**
 * The mobile-wallet payment client.
 *
 * @example
 * import { WalletPayment } from "@outfitter/clients"
 * const status = WalletPayment.use((wallet) => wallet.status("10000016009"))
 * @category services
 */
export class WalletPayment extends Context.Service<WalletPayment, WalletPaymentShape>()("outfitter/WalletPayment") {
  /** Real HTTP; needs the Http service, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(WalletPayment)(make)
}
