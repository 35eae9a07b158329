/**
 * The wallet pass call (loyalty-payments §5, §7): POST /api/wallet/pass?filter=condensed
 * with `Authorization: ApplePass {appleToken}`; the answer carries the userInfoToken the
 * page submits in the wallet form.
 *
 * Choices where the spec is silent:
 * - The path is taken under {apiRoot} (`{apiRoot}/wallet/pass?filter=condensed`), which is
 *   /api/wallet/pass for the usual {apiRoot} of /api.
 * - The answer is `{userInfoToken: string}`; any other 2xx body is AjaxFailed (malformed).
 * - Without a token no call is made: InvalidParams 'Request header does not contain
 *   Authorization token' (the spec's two failure reasons: invalid parameters, ajax failure).
 * - 401/403 are the domain's Unauthorized (the page reloads).
 * - The answer is given with the wallet form's target, the `walletPassForm` endpoint of the
 *   ApiConfig (default `{apiRoot}/wallet/pass/download`), so a page posts the form there.
 *
 * @since 0.1.0
 */
import { walletPassAuthorization, WalletPassResponse } from "@outfitter/domain/loyalty"
import type { Unauthorized } from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ApiConfig } from "../../config/ApiConfig.ts"
import { decodeAuthorizedJsonResponse, type ServiceCallError } from "../../http/ServiceResponse.ts"
import { Http } from "../../http/Http.ts"

/** Every error of `create`. @category models */
export type WalletPassError = ServiceCallError | Unauthorized

/** What the page submits: the wallet form's target and its one field. @category models */
export interface WalletPassForm {
  readonly action: string
  readonly userInfoToken: string
}

/** @category models */
export interface WalletPassShape {
  /** POST the pass request with the member's apple token; succeeds with the wallet form to submit. */
  readonly create: (appleToken: string | undefined) => Effect.Effect<WalletPassForm, WalletPassError>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const config = yield* ApiConfig
  const create: WalletPassShape["create"] = Effect.fn("WalletPass.create")(function*(appleToken) {
    const authorization = yield* Effect.fromResult(walletPassAuthorization(appleToken))
    const body = yield* client
      .post(`${config.apiRoot}/wallet/pass`, {
        urlParams: { filter: "condensed" },
        headers: { authorization },
        acceptJson: true,
      })
      .pipe(decodeAuthorizedJsonResponse(WalletPassResponse))
    return { action: config.endpoints.walletPassForm, userInfoToken: body.userInfoToken } satisfies WalletPassForm
  })
  return { create } satisfies WalletPassShape
})

/**
 * The wallet pass client.
 *
 * @example
 * import { WalletPass } from "@outfitter/clients"
 * const form = WalletPass.use((wallet) => wallet.create("apple-token")) // { action, userInfoToken }
 * @category services
 */
export class WalletPass extends Context.Service<WalletPass, WalletPassShape>()("outfitter/WalletPass") {
  /** Real HTTP; needs an HttpClient and the ApiConfig. */
  static readonly layer = Layer.effect(WalletPass)(make)
}
