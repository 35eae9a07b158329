/**
 * The re-authorisation's bodies and the addresses of its calls. Rules: loyalty §3, §7.
 *
 * Where the spec is silent: the bag path is under the API root; `{storeContext}` is the
 * store setting, else the store id; `{paymentServiceRoot}` is the store setting, else
 * `{apiRoot}/payment-service`; the credit-card status path ends in the threeDSOrderId; an
 * id that is empty, "." or ".." is InvalidParams, so no call lands on a parent path.
 *
 * @since 0.3.0
 */
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { InvalidParams } from "../../errors/index.ts"
import { withFraudSessionId } from "../../session/index.ts"
import { countOf, memberOf, pathSegmentOf, rootOf, textMemberOf } from "../../kernel/Untrusted.ts"
import { redactedTextOf as redactedText, storeContextOf } from "../../site/index.ts"
import { cardNumberTypes } from "../SavedCard.ts"
import type { ValidCardReauth } from "./ReauthForm.ts"
import type { ReauthMethod } from "./PaymentChoice.ts"
import type { CardReauthBody, PaypalReauthBody, ReauthDetails } from "./ReauthSchema.ts"

/** What the calls are made under. @category models */
export interface ReauthCallRoots {
  /** `{apiRoot}`. */
  readonly apiRoot: string
  /** The store id (the default `{storeContext}`). */
  readonly storeId: string
  /** The store setting `storeContext`; "" means the store id. */
  readonly storeContext: string
  /** The store setting `paymentServiceRoot`; "" means `{apiRoot}/payment-service`. */
  readonly paymentServiceRoot: string
}

const apiRoot = (roots: ReauthCallRoots) => rootOf(memberOf(roots, "apiRoot"))

/**
 * An id as a path segment, or InvalidParams for one that would drop or climb a segment (or
 * is no text, or text cut in half that cannot be encoded).
 */
const pathSegment = (id: unknown, field: string): Result.Result<string, InvalidParams> => {
  const segment = pathSegmentOf(id)
  return segment === undefined ? Result.fail(new InvalidParams({ message: `${field} is not a valid id`, field })) : Result.succeed(segment)
}

const paymentServiceRoot = (roots: ReauthCallRoots) => {
  const configured = rootOf(memberOf(roots, "paymentServiceRoot"))
  return configured === "" ? `${apiRoot(roots)}/payment-service` : configured
}

/**
 * The submission's address for a way to pay.
 *
 * @example
 * import { reauthSubmissionUrl } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const roots = { apiRoot: "https://x.test/api", storeId: "10051", storeContext: "", paymentServiceRoot: "" }
 * Result.getOrThrow(reauthSubmissionUrl(roots, "10000003002", "paypal"))
 * // => "https://x.test/api/bags/v3/10051/cart/10000003002/payment/reauth/paypal"
 * @category rules
 */
export const reauthSubmissionUrl = (roots: ReauthCallRoots, orderId: string, method: ReauthMethod): Result.Result<string, InvalidParams> =>
  Result.flatMap(
    pathSegment(storeContextOf(roots), "storeContext"),
    (context) =>
      Result.map(pathSegment(orderId, "orderId"), (order) =>
        `${apiRoot(roots)}/bags/v3/${context}/cart/${order}/payment/reauth${method === "paypal" ? "/paypal" : ""}`),
  )

/**
 * The payment status address for an attempt (retry 0 first; anything but a whole number of
 * 0 or more is read as 0).
 *
 * @category rules
 */
export const paymentStatusUrl = (roots: ReauthCallRoots, payInstructionId: string, retry: number): Result.Result<string, InvalidParams> =>
  Result.map(pathSegment(payInstructionId, "payInstructionId"), (id) => `${apiRoot(roots)}/user/order/payment/${id}?retry=${countOf(retry, 0)}`)

/**
 * The 3-D Secure status address for an attempt (retry 0 first).
 *
 * @example
 * import { threeDSStatusUrl } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const roots = { apiRoot: "https://x.test/api", storeId: "10051", storeContext: "", paymentServiceRoot: "" }
 * Result.getOrThrow(threeDSStatusUrl(roots, "3DS-1", 2)) // => "https://x.test/api/payment-service/status/3DS-1?retry=2"
 * @category rules
 */
export const threeDSStatusUrl = (roots: ReauthCallRoots, threeDSOrderId: string, retry: number): Result.Result<string, InvalidParams> =>
  Result.map(pathSegment(threeDSOrderId, "threeDSOrderId"), (id) => `${paymentServiceRoot(roots)}/status/${id}?retry=${countOf(retry, 0)}`)

/**
 * The credit-card status address, asked when the 3-D Secure frame is closed.
 *
 * @category rules
 */
export const creditCardStatusUrl = (roots: ReauthCallRoots, threeDSOrderId: string): Result.Result<string, InvalidParams> =>
  Result.map(pathSegment(threeDSOrderId, "threeDSOrderId"), (id) => `${paymentServiceRoot(roots)}/creditcard/status/${id}`)

/**
 * The order's re-authorisation details address.
 *
 * @category rules
 */
export const reauthDetailsUrl = (roots: ReauthCallRoots, orderId: string): Result.Result<string, InvalidParams> =>
  Result.map(pathSegment(orderId, "orderId"), (id) => `${apiRoot(roots)}/user/order/${id}/payment`)

/** The encrypted card number and the key it was encrypted with. @category models */
export interface EncryptedCard {
  readonly cardNumber: Redacted.Redacted<string>
  readonly encryptionId: string
}

/** The fraud-device service and the session's id. @category models */
export interface FraudDevice {
  readonly featureOn: boolean
  readonly sessionId: string | undefined
}

/**
 * The card body: the order's amount and payment type, the encrypted number, the form's
 * card, expiry, CVV and billing address, and the fraud-device id when the store uses that
 * service. Total: what is missing is sent empty (the service refuses it), never thrown on.
 *
 * @category constructors
 */
export const cardReauthBody = (
  order: Pick<ReauthDetails, "authAmount" | "paymentTypeId">,
  form: ValidCardReauth,
  encrypted: EncryptedCard,
  fraud: FraudDevice,
): CardReauthBody => {
  const expiry = memberOf(form, "expiry")
  const billingAddress = memberOf(form, "billingAddress") as CardReauthBody["billingAddress"]
  const cid = redactedText(memberOf(form, "cid"))
  const sessionId = memberOf(fraud, "sessionId")
  return withFraudSessionId(
    {
      authAmount: textMemberOf(order, "authAmount"),
      paymentTypeId: textMemberOf(order, "paymentTypeId"),
      cardNumber: redactedText(memberOf(encrypted, "cardNumber")),
      cardNumberType: cardNumberTypes.encrypted,
      encryptionId: textMemberOf(encrypted, "encryptionId"),
      cardBrand: textMemberOf(memberOf(memberOf(form, "card"), "brand"), "code"),
      cardExpiryMonth: textMemberOf(expiry, "month"),
      cardExpiryYear: textMemberOf(expiry, "year"),
      ...(cid === "" ? {} : { cid }),
      ...(billingAddress === undefined ? {} : { billingAddress }),
    },
    memberOf(fraud, "featureOn") === true,
    typeof sessionId === "string" ? sessionId : undefined,
  )
}

/**
 * The PayPal body: the amount only.
 *
 * @example
 * import { paypalReauthBody } from "@outfitter/domain"
 * paypalReauthBody({ authAmount: "98.00" }) // => { authAmount: "98.00" }
 * @category constructors
 */
export const paypalReauthBody = (order: Pick<ReauthDetails, "authAmount">): PaypalReauthBody => ({ authAmount: textMemberOf(order, "authAmount") })
