/**
 * The precreate request of a wallet payment: the order id, the checks and their messages,
 * and the body as it is sent. Rules: docs/rules/loyalty-payments.md#mobile-wallet-precreate
 * (loyalty §3, §5).
 *
 * Where the spec is silent:
 * - orderId is a whole number above 0 written in digits, given as a number or as text, and
 *   sent as text: order numbers run to 24 digits, more than a JavaScript number holds;
 * - the checks run in the order of the messages and the first that fails is the answer;
 *   email and returnUrl are optional, a returnUrl must be an http(s) address ("returnUrl
 *   must be an http or https address", Outfitter's words).
 *
 * @since 0.6.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"
import { codeOf, fieldsOf, textOf } from "../kernel/Untrusted.ts"
import { httpOrigin } from "../site/index.ts"
import { walletDeviceIds, type WalletDeviceId, walletSubPayways, type WalletSubPayway } from "./WalletDevice.ts"

/**
 * The messages of the precreate request (loyalty §5), by field.
 *
 * @category constants
 */
export const walletPrecreateMessages = {
  orderId: "orderId is required",
  country: "country is required",
  device_id: "device_id is required",
  payway: "payway is required",
  subPayway: "subPayway is required",
  returnUrl: "returnUrl must be an http or https address",
} as const

/**
 * A precreate request as it is sent (loyalty §3, orders §3).
 *
 * @category models
 */
export interface WalletPrecreateBody {
  readonly orderId: string
  readonly country: string
  readonly device_id: WalletDeviceId
  readonly payway: string
  readonly subPayway: WalletSubPayway
  readonly email?: string
  readonly returnUrl?: string
}

/**
 * What a precreate request is built from: any values; {@link walletPrecreateBody} checks them.
 *
 * @category models
 */
export interface WalletPrecreateInput {
  readonly orderId?: unknown
  readonly country?: unknown
  readonly device_id?: unknown
  readonly payway?: unknown
  readonly subPayway?: unknown
  readonly email?: unknown
  readonly returnUrl?: unknown
}

/**
 * An order id as the calls take it: a whole number above 0 in digits, or undefined.
 *
 * @example
 * import { walletOrderId } from "@outfitter/domain"
 * walletOrderId(" 10000016009 ") // => "10000016009"
 * walletOrderId(42) // => "42"
 * walletOrderId("0") // => undefined
 * walletOrderId(-3) // => undefined
 * @category rules
 */
export const walletOrderId = (value: unknown): string | undefined => {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? String(value) : undefined
  if (typeof value !== "string") return undefined
  const text = value.trim()
  return /^\d{1,40}$/.test(text) && /[1-9]/.test(text) ? text : undefined
}

const oneOf = <T extends string>(values: ReadonlyArray<T>, value: unknown): T | undefined => {
  const text = textOf(value).trim()
  return (values as ReadonlyArray<string>).includes(text) ? (text as T) : undefined
}

/**
 * The device id, if it is one of the three (trimmed); undefined otherwise.
 *
 * @category rules
 */
export const walletDeviceIdOf = (value: unknown): WalletDeviceId | undefined => oneOf(walletDeviceIds, value)

/**
 * The sub-payway, if it is one of the four (trimmed); undefined otherwise.
 *
 * @category rules
 */
export const walletSubPaywayOf = (value: unknown): WalletSubPayway | undefined => oneOf(walletSubPayways, value)

/**
 * The precreate request to send, or InvalidParams with the first message that applies
 * (see the module notes). Country and payway are upper-cased. Total.
 *
 * @example
 * import { walletPrecreateBody } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const body = walletPrecreateBody({ orderId: "10000016009", country: "cn", device_id: "DESKTOP", payway: "wechatpay", subPayway: "QRCODE" })
 * Result.getOrThrow(body).payway // => "WECHATPAY"
 * const missing = walletPrecreateBody({ orderId: "0", country: "cn" })
 * Result.isFailure(missing) && missing.failure.message // => "orderId is required"
 * @category rules
 */
export const walletPrecreateBody = (input: WalletPrecreateInput): Result.Result<WalletPrecreateBody, InvalidParams> => {
  const fields: WalletPrecreateInput = fieldsOf(input)
  const refuse = (field: keyof typeof walletPrecreateMessages) =>
    Result.fail(new InvalidParams({ message: walletPrecreateMessages[field], field }))
  const orderId = walletOrderId(fields.orderId)
  if (orderId === undefined) return refuse("orderId")
  const country = codeOf(fields.country)
  if (country === "") return refuse("country")
  const deviceId = walletDeviceIdOf(fields.device_id)
  if (deviceId === undefined) return refuse("device_id")
  const payway = codeOf(fields.payway)
  if (payway === "") return refuse("payway")
  const subPayway = walletSubPaywayOf(fields.subPayway)
  if (subPayway === undefined) return refuse("subPayway")
  const email = textOf(fields.email).trim()
  const returnUrl = textOf(fields.returnUrl).trim()
  if (returnUrl !== "" && httpOrigin(returnUrl) === undefined) return refuse("returnUrl")
  return Result.succeed({
    orderId,
    country,
    device_id: deviceId,
    payway,
    subPayway,
    ...(email === "" ? {} : { email }),
    ...(returnUrl === "" ? {} : { returnUrl }),
  })
}
