/**
 * The addresses of the wallet's precreate and status calls.
 * Rules: docs/rules/orders-returns-help.md#7-service-calls
 * (orders §7), docs/rules/loyalty-payments.md#7-service-calls (loyalty §7).
 *
 * Where the spec is silent: `{storeContext}` is the store setting `storeContext`, else the
 * store's id, as for the bag calls of payment re-authorisation; an id that would name
 * another path (empty, ".", ".."), or that is text cut in half (a lone surrogate), is
 * refused with InvalidParams.
 *
 * @since 0.6.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"
import { pathSegmentOf, rootOf } from "../kernel/Untrusted.ts"
import { storeContextOf } from "../site/index.ts"
import { walletOrderId, walletPrecreateMessages } from "./WalletPrecreate.ts"

/** One call: method and URL. @category models */
export interface WalletCall {
  readonly method: "GET" | "POST"
  readonly url: string
}

const segment = (value: unknown, field: string): Result.Result<string, InvalidParams> => {
  const id = pathSegmentOf(value)
  return id === undefined ? Result.fail(new InvalidParams({ message: `${field} is not a valid id`, field })) : Result.succeed(id)
}

const walletRoot = (apiRoot: unknown, storeContext: unknown) =>
  Result.map(
    segment(storeContext, "storeContext"),
    (store) => `${rootOf(apiRoot)}/wosai/${store}/payment`,
  )

/**
 * `{storeContext}` of the wallet calls: the store setting `storeContext`, else the store's
 * id, as for every call that names the store ({@link storeContextOf}). Total.
 *
 * @example
 * import { walletStoreContext } from "@outfitter/domain"
 * walletStoreContext({ storeId: "10051", storeContext: "" }) // => "10051"
 * walletStoreContext({ storeId: "10051", storeContext: "cn-store" }) // => "cn-store"
 * @category rules
 */
export const walletStoreContext = (settings: { readonly storeId: unknown; readonly storeContext?: unknown }): string =>
  storeContextOf(settings)

/**
 * The precreate call: POST `{apiRoot}/wosai/{storeContext}/payment/precreate`.
 *
 * @example
 * import { walletPrecreateCall } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(walletPrecreateCall("https://x.test/api/", "10051")).url // => "https://x.test/api/wosai/10051/payment/precreate"
 * @category rules
 */
export const walletPrecreateCall = (apiRoot: unknown, storeContext: unknown): Result.Result<WalletCall, InvalidParams> =>
  Result.map(walletRoot(apiRoot, storeContext), (root) => ({ method: "POST", url: `${root}/precreate` }))

/**
 * The status call: GET `{apiRoot}/wosai/{storeContext}/payment/status/{orderId}`; the
 * order id must be {@link walletOrderId}'s ("orderId is required" otherwise).
 *
 * @example
 * import { walletStatusCall } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(walletStatusCall("https://x.test/api", "10051", "10000016009")).url
 * // => "https://x.test/api/wosai/10051/payment/status/10000016009"
 * @category rules
 */
export const walletStatusCall = (apiRoot: unknown, storeContext: unknown, orderId: unknown): Result.Result<WalletCall, InvalidParams> => {
  const id = walletOrderId(orderId)
  if (id === undefined) return Result.fail(new InvalidParams({ message: walletPrecreateMessages.orderId, field: "orderId" }))
  return Result.map(walletRoot(apiRoot, storeContext), (root) => ({ method: "GET", url: `${root}/status/${id}` }))
}
