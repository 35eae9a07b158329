/**
 * The mobile-wallet payment of an order (WeChat Pay, Alipay): which orders take it, the
 * device and sub-payway a page asks for, the precreate request and its messages, what a
 * precreate answer and a payment status mean, and the two calls (orders-returns-help §1,
 * §3 "Wallet QR payment", §4 "Wallet QR widget", §5 "Wallet widget", §7; loyalty §3
 * "Mobile-payment precreate request", §4 "Mobile-wallet widget", §5 "Precreate request",
 * §7, §8).
 *
 * - Device kind: the WeChat in-app browser is WECHAT, a phone or tablet MOBILE, anything
 *   else DESKTOP; their device ids are WECHATAPP, MBROWSER and DESKTOP.
 * - A desktop pays by scanning a QR code (sub-payway QRCODE, the QR variant); a phone pays
 *   with a button that opens the wallet (the button variant): WAP inside WeChat, H5 in a
 *   mobile browser. APP is accepted in a request (a native app's) but never chosen by a page.
 * - Payment status: PENDING, CREATED and IN_PROGRESS are in progress; NOT_CREATED is not
 *   started; PAID, PARTIAL_REFUNDED and REFUNDED are completed; anything else is a failure.
 * - A precreate succeeded when its status is PENDING or CREATED and it carries no error code.
 * - The precreate request: orderId above 0, country, device_id (one of the three), payway
 *   and subPayway (one of the four) are required, with the messages "orderId is required",
 *   "country is required", "device_id is required", "payway is required", "subPayway is
 *   required"; country and payway are sent in upper case.
 * - The calls: POST `{apiRoot}/wosai/{storeContext}/payment/precreate` and GET
 *   `{apiRoot}/wosai/{storeContext}/payment/status/{orderId}`.
 *
 * Where the spec is silent (Outfitter's choices):
 * - the WeChat in-app browser is told by `MicroMessenger` in the user agent; a phone or
 *   tablet by Android, iPhone, iPad, iPod, Mobile, Windows Phone or HarmonyOS, or a
 *   `Macintosh` that reports touch points (an iPad asking for the desktop site);
 * - a status is compared after trimming and in upper case (`paid` is PAID); a status that is
 *   not text is a failure;
 * - "no error code" is an error code that is absent, null or blank;
 * - orderId is a whole number above 0 written in digits, given as a number or as text, and
 *   sent as text: order numbers run to 24 digits, more than a JavaScript number holds;
 * - the checks run in the order of the messages above and the first that fails is the
 *   answer; email and returnUrl are optional, a returnUrl must be an http(s) address
 *   ("returnUrl must be an http or https address", Outfitter's words);
 * - `{storeContext}` is the store setting `storeContext`, else the store's id (`storeId`),
 *   as for the bag calls of payment re-authorisation; an id that would name another path
 *   (empty, ".", ".."), or that is text cut in half (a lone surrogate, which names no store
 *   and cannot be encoded: it threw a URIError), is refused with InvalidParams;
 * - a precreate that succeeded still needs a code to show: the QR text, and for the button
 *   variant the address the button opens; without them it is a failed precreate.
 *
 * @since 0.3.0
 */
import * as Result from "effect/Result"
import { AjaxFailed, InvalidParams } from "../errors/index.ts"
import { codeOf, fieldsOf, numberOf, pathSegmentOf, rootOf, textOf, trimmedOf } from "../kernel/Untrusted.ts"
import { httpOrigin, storeContextOf } from "../site/index.ts"

/**
 * The device ids a precreate request takes (loyalty §3).
 *
 * @category constants
 */
export const walletDeviceIds = ["DESKTOP", "MBROWSER", "WECHATAPP"] as const

/** @category models */
export type WalletDeviceId = (typeof walletDeviceIds)[number]

/**
 * The sub-payways a precreate request takes (loyalty §3).
 *
 * @category constants
 */
export const walletSubPayways = ["APP", "H5", "QRCODE", "WAP"] as const

/** @category models */
export type WalletSubPayway = (typeof walletSubPayways)[number]

/**
 * Where the page runs (orders §4): the WeChat in-app browser, another phone or tablet
 * browser, or a desktop.
 *
 * @category models
 */
export type WalletDeviceKind = "WECHAT" | "MOBILE" | "DESKTOP"

/**
 * How the code is offered: a QR code to scan (desktop) or a button that opens the wallet.
 *
 * @category models
 */
export type WalletVariant = "qr" | "button"

/** What a page knows of its browser. @category models */
export interface WalletBrowser {
  readonly userAgent?: unknown
  /** `navigator.maxTouchPoints`: an iPad asking for the desktop site says Macintosh but has touch. */
  readonly maxTouchPoints?: unknown
}

const mobileAgent = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS/i

/**
 * The device kind of a browser (see the module notes). Total: anything else is DESKTOP.
 *
 * @example
 * import { walletDeviceKind } from "@outfitter/domain"
 * walletDeviceKind({ userAgent: "Mozilla/5.0 (iPhone) MicroMessenger/8.0.47" }) // => "WECHAT"
 * walletDeviceKind({ userAgent: "Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36" }) // => "MOBILE"
 * walletDeviceKind({ userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)", maxTouchPoints: 5 }) // => "MOBILE"
 * walletDeviceKind({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0" }) // => "DESKTOP"
 * @category rules
 */
export const walletDeviceKind = (browser: WalletBrowser): WalletDeviceKind => {
  const { userAgent, maxTouchPoints } = fieldsOf(browser)
  const agent = textOf(userAgent)
  if (/MicroMessenger/i.test(agent)) return "WECHAT"
  if (mobileAgent.test(agent)) return "MOBILE"
  return /Macintosh/.test(agent) && numberOf(maxTouchPoints) > 1 ? "MOBILE" : "DESKTOP"
}

/**
 * What a device kind asks for: its device id, its sub-payway and how the code is offered.
 *
 * @category constants
 */
export const walletDeviceRequests: Readonly<
  Record<WalletDeviceKind, { readonly deviceId: WalletDeviceId; readonly subPayway: WalletSubPayway; readonly variant: WalletVariant }>
> = {
  DESKTOP: { deviceId: "DESKTOP", subPayway: "QRCODE", variant: "qr" },
  MOBILE: { deviceId: "MBROWSER", subPayway: "H5", variant: "button" },
  WECHAT: { deviceId: "WECHATAPP", subPayway: "WAP", variant: "button" },
}

/**
 * How a sub-payway offers its code: QRCODE is the QR variant, every other one a button.
 *
 * @example
 * import { walletVariant } from "@outfitter/domain"
 * walletVariant("QRCODE") // => "qr"
 * walletVariant("H5") // => "button"
 * @category rules
 */
export const walletVariant = (subPayway: WalletSubPayway): WalletVariant => (subPayway === "QRCODE" ? "qr" : "button")

/**
 * What a payment status means (loyalty §4).
 *
 * @category models
 */
export type WalletStatusReason = "in_progress" | "not_started" | "completed" | "failure"

/**
 * The payment statuses by what they mean; any other status is a failure.
 *
 * @category constants
 */
export const walletStatusReasons: Readonly<Record<string, Exclude<WalletStatusReason, "failure">>> = {
  PENDING: "in_progress",
  CREATED: "in_progress",
  IN_PROGRESS: "in_progress",
  NOT_CREATED: "not_started",
  PAID: "completed",
  PARTIAL_REFUNDED: "completed",
  REFUNDED: "completed",
}

/**
 * What a payment status means. Total: a status that is not in the table, or not text, is a
 * failure.
 *
 * @example
 * import { walletStatusReason } from "@outfitter/domain"
 * walletStatusReason("PENDING") // => "in_progress"
 * walletStatusReason("NOT_CREATED") // => "not_started"
 * walletStatusReason(" paid ") // => "completed"
 * walletStatusReason("PAY_ERROR") // => "failure"
 * @category rules
 */
export const walletStatusReason = (status: unknown): WalletStatusReason => {
  const key = codeOf(status)
  return Object.hasOwn(walletStatusReasons, key) ? walletStatusReasons[key] ?? "failure" : "failure"
}

/**
 * Whether a precreate answer succeeded: its status is PENDING or CREATED and it has no
 * error code (absent, null or blank). Total.
 *
 * @example
 * import { isWalletPrecreateSuccess } from "@outfitter/domain"
 * isWalletPrecreateSuccess({ status: "CREATED" }) // => true
 * isWalletPrecreateSuccess({ status: "PENDING", errorCode: "EP21" }) // => false
 * isWalletPrecreateSuccess({ status: "PAID" }) // => false
 * @category rules
 */
export const isWalletPrecreateSuccess = (answer: unknown): boolean => {
  const { status, errorCode } = fieldsOf(answer)
  const noCode = errorCode === undefined || errorCode === null || (typeof errorCode === "string" && errorCode.trim() === "")
  const started = codeOf(status)
  return noCode && (started === "PENDING" || started === "CREATED")
}

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

/**
 * A payment code the widget shows: the QR code's text and, for the button variant, the
 * address the button opens (the mobile destination).
 *
 * @category models
 */
export interface WalletCode {
  readonly qrCode: string
  readonly redirectUrl: string | undefined
  /** The payment's serial numbers and expiry, as the service sent them (loyalty §3). */
  readonly sn?: string | undefined
  readonly clientSN?: string | undefined
  readonly expires?: string | number | undefined
}

/** The message of a precreate that did not give a code. @category constants */
export const walletPrecreateFailedMessage = "The payment code could not be created"

/**
 * The code of a precreate answer, or AjaxFailed (errorKey `PRECREATE_FAILED`, the
 * answer's error code when it has one) when the precreate did not succeed or gave no code
 * for the variant. Total.
 *
 * @example
 * import { walletCodeOf } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(walletCodeOf({ status: "CREATED", qrCode: "weixin://wxpay/bizpayurl?pr=1" }, "qr")).qrCode
 * // => "weixin://wxpay/bizpayurl?pr=1"
 * Result.isFailure(walletCodeOf({ status: "CREATED", qrCode: "weixin://wxpay/bizpayurl?pr=1" }, "button")) // => true (no address for the button)
 * @category rules
 */
export const walletCodeOf = (answer: unknown, variant: WalletVariant): Result.Result<WalletCode, AjaxFailed> => {
  const fields = fieldsOf(answer)
  const qrCode = trimmedOf(fields["qrCode"])
  const redirectUrl = trimmedOf(fields["redirectUrl"])
  if (!isWalletPrecreateSuccess(answer) || qrCode === undefined || (variant === "button" && redirectUrl === undefined)) {
    const errorCode = fields["errorCode"]
    return Result.fail(
      new AjaxFailed({
        message: walletPrecreateFailedMessage,
        status: 200,
        errorKey: "PRECREATE_FAILED",
        ...(typeof errorCode === "string" && errorCode.trim() !== "" ? { errorCode: errorCode.trim() } : {}),
      }),
    )
  }
  const expires = fields["expires"]
  return Result.succeed({
    qrCode,
    redirectUrl,
    sn: trimmedOf(fields["sn"]),
    clientSN: trimmedOf(fields["clientSN"]),
    expires: typeof expires === "string" || (typeof expires === "number" && Number.isFinite(expires)) ? expires : undefined,
  })
}

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
