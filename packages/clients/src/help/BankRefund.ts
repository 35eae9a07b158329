/**
 * The bank refund client (orders §3 "Help and enrol entities", §5 "Bank refund", §7): POST
 * `{apiRoot}/user/order/return/submitDetails` with the refund form's fields as JSON. The
 * form is checked by the domain's `validateBankRefund` for the visitor's country first; only
 * the valid, trimmed fields of that country's form are sent.
 *
 * Where the spec is silent (choices): any 2xx answer is success whatever its JSON body; a
 * refused submission carries the service's `error[0].errorMessage` (the platform's error
 * body), which the caller tracks (`bankRefundErrorEvent`); an invalid form fails with
 * InvalidParams (the summary as its message, the first invalid field as its field) before
 * any request; the call is never retried by the client: offering it again is the page's
 * (its retry button).
 *
 * @since 0.4.0
 */
import { InvalidParams } from "@outfitter/domain/errors"
import { type BankRefundCountry, type BankRefundForm, validateBankRefund } from "@outfitter/domain/help"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Http, jsonBody } from "../http/Http.ts"
import { decodeJsonResponse, type ServiceCallError } from "../http/ServiceResponse.ts"

/** @category models */
export interface BankRefundShape {
  /** Checks the form for the country and POSTs its details. */
  readonly submit: (form: BankRefundForm, country: BankRefundCountry) => Effect.Effect<void, ServiceCallError>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const url = `${apiRoot}/user/order/return/submitDetails`

  const submit: BankRefundShape["submit"] = Effect.fn("BankRefund.submit")(function*(form, country) {
    const checked = validateBankRefund(form, country)
    if (Result.isFailure(checked)) {
      return yield* Effect.fail(new InvalidParams({ message: checked.failure.summary, field: checked.failure.invalid[0] }))
    }
    yield* client.post(url, { body: jsonBody(checked.success), acceptJson: true }).pipe(decodeJsonResponse(Schema.Unknown))
  })

  return { submit } satisfies BankRefundShape
})

/**
 * The bank refund client.
 *
 * @example
 * import { BankRefund } from "@outfitter/clients"
 * const sent = BankRefund.use((refunds) =>
 *   refunds.submit({ bankName: "Harbour Bank", bankBranchName: "Central", refundId: "RF-1", fullName: "Chan Tai Man",
 *     bankAccountNo: "012345678901", province: "Kowloon", city: "Mong Kok" }, "HK"))
 * @category services
 */
export class BankRefund extends Context.Service<BankRefund, BankRefundShape>()("outfitter/BankRefund") {
  /** Real HTTP; needs the Http service and the ApiConfig. */
  static readonly layer = Layer.effect(BankRefund)(make)
}
