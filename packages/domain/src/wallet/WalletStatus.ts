/**
 * What a wallet payment's status and a precreate answer mean, and the code a precreate
 * gives to show. Rules: docs/rules/loyalty-payments.md#mobile-wallet-widget-precreate-and-polling
 * (loyalty §4), docs/rules/orders-returns-help.md#wallet-qr-payment (orders §3).
 *
 * Where the spec is silent:
 * - a status is compared after trimming and in upper case (`paid` is PAID); a status that
 *   is not text is a failure;
 * - "no error code" is an error code that is absent, null or blank;
 * - a precreate that succeeded still needs a code to show: the QR text, and for the button
 *   variant the address the button opens; without them it is a failed precreate.
 *
 * @since 0.6.0
 */
import * as Result from "effect/Result"
import { AjaxFailed } from "../errors/index.ts"
import { codeOf, fieldsOf, trimmedOf } from "../kernel/Untrusted.ts"
import type { WalletVariant } from "./WalletDevice.ts"

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
