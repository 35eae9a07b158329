/**
 * `outfitter wallet precreate --order <id> --country <c> --device <id> --payway <p>
 * --sub-payway <s> --email <e> --return-url <url>`: makes a payment code for an order's
 * pending mobile-wallet payment (loyalty §3 "Mobile-payment precreate request", §5, §7;
 * orders-returns-help §3): POST `{apiRoot}/wosai/{storeContext}/payment/precreate`
 * through WalletPayment.precreate, then the QR code drawn in the terminal (uqr's
 * `renderUnicodeCompact`, block characters only) and the wallet's address.
 *
 * The request is checked with the domain's `walletPrecreateBody` before any call: its
 * messages ("orderId is required", "country is required", "device_id is required",
 * "payway is required", "subPayway is required"; a return URL that is not http(s)) on
 * stderr, exit 2, nothing called. Country and payway are sent upper-cased. A precreate the
 * service answered without a code (not PENDING or CREATED, or with an error code) is exit 1
 * with its error code. --json prints the code: `{orderId, qrCode, redirectUrl, sn,
 * clientSN, expires}`.
 *
 * The code's mobile address (its redirectUrl) is checked as the order page checks it before
 * sending a phone there: the domain's `safeRedirect` with `walletRedirectPolicy`, the
 * store's wallet origins and the page's own, which for the CLI is the --return-url given.
 * An address elsewhere is exit 1, one line naming its origin, and neither the code nor the
 * address is printed (with --json too): a support engineer must not pass it on as valid.
 *
 * @since 0.3.0
 */
import { Session } from "@outfitter/clients/session"
import { WalletPayment } from "@outfitter/clients/wallet"
import { safeRedirect } from "@outfitter/domain/site"
import {
  type WalletCode,
  walletDeviceIds,
  walletPayways,
  walletPrecreateBody,
  type WalletPrecreateBody,
  walletRedirectPolicy,
  walletSubPayways,
} from "@outfitter/domain/wallet"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { serviceError, usageError } from "../../CliError.ts"
import { serviceCommand } from "../../run.ts"
import { walletPrecreate } from "./precreate.flags.ts"

/** The code as --json prints it. @category models */
export interface PrecreateResult {
  readonly orderId: string
  readonly qrCode: string
  readonly redirectUrl: string | null
  readonly sn: string | null
  readonly clientSN: string | null
  readonly expires: string | number | null
}

/** The code of a precreate, as --json prints it. @category output */
export const precreateResult = (body: WalletPrecreateBody, code: WalletCode): PrecreateResult => ({
  orderId: body.orderId,
  qrCode: code.qrCode,
  redirectUrl: code.redirectUrl ?? null,
  sn: code.sn ?? null,
  clientSN: code.clientSN ?? null,
  expires: code.expires ?? null,
})

/** A code whose mobile address the store does not allow (exit 1). @category messages */
export const redirectRefusedMessage = (reason: string) => `Payment code refused: its mobile address is not allowed (${reason}); the code is not shown`

/**
 * The code, once its mobile address (when it has one) is one the order page would follow;
 * else the domain's UnsafeRedirect, whose message names only the address's origin.
 *
 * @category programs
 */
export const checkedCode = (body: WalletPrecreateBody, code: WalletCode) =>
  Effect.gen(function*() {
    if (code.redirectUrl === undefined) return code
    const { settings } = yield* Session
    const allowed = safeRedirect(code.redirectUrl, walletRedirectPolicy(settings, body.returnUrl))
    if (Result.isFailure(allowed)) return yield* Effect.fail(allowed.failure)
    return code
  })

/**
 * A precreate as the command and `replay`'s `wallet.precreate` make it: the call, the
 * code's mobile address checked ({@link checkedCode}), then the code as --json prints it.
 *
 * @category programs
 */
export const precreateProgram = (body: WalletPrecreateBody) =>
  WalletPayment.use((wallet) => wallet.precreate(body)).pipe(
    Effect.flatMap((code) => checkedCode(body, code)),
    Effect.map((code) => precreateResult(body, code)),
  )

/**
 * The code as text: the QR code in block characters, then what it holds.
 *
 * @category output
 */
export const precreateText = async (result: PrecreateResult, body: WalletPrecreateBody): Promise<string> => {
  const { renderUnicodeCompact } = await import("uqr")
  let drawn: string
  try {
    drawn = renderUnicodeCompact(result.qrCode, { ecc: "M", border: 2 })
  } catch {
    drawn = "(this code is too long to draw)"
  }
  return [
    `Payment code for order ${result.orderId} (${body.payway}, ${body.device_id}, ${body.subPayway})`,
    "",
    drawn,
    "",
    `Code:      ${result.qrCode}`,
    `Redirect:  ${result.redirectUrl ?? "-"}`,
    ...(result.sn === null ? [] : [`Serial:    ${result.sn}`]),
  ].join("\n")
}

/** The flag and the values of each enumerated field of the request. */
const choicesByField: Readonly<Record<string, readonly [string, ReadonlyArray<string>]>> = {
  device_id: ["--device", walletDeviceIds],
  payway: ["--payway", walletPayways],
  subPayway: ["--sub-payway", walletSubPayways],
}

/**
 * The rules' message for a refused field, and for an enumerated one the values its flag
 * takes: "device_id is required: --device is one of DESKTOP, MBROWSER, WECHATAPP".
 *
 * @category messages
 */
export const precreateFieldMessage = (message: string, field: string | undefined): string => {
  const choices = field === undefined ? undefined : choicesByField[field]
  return choices === undefined ? message : `${message}: ${choices[0]} is one of ${choices[1].join(", ")}`
}

/** The command (run by program.ts). */
export const command = serviceCommand(walletPrecreate, {
  what: "Payment code failed",
  parse: (flags): WalletPrecreateBody => {
    const body = walletPrecreateBody({
      orderId: flags.order,
      country: flags.country,
      device_id: flags.device,
      payway: flags.payway,
      subPayway: flags.subPayway,
      email: flags.email,
      returnUrl: flags.returnUrl,
    })
    if (Result.isFailure(body)) throw usageError(precreateFieldMessage(body.failure.message, body.failure.field))
    return body.success
  },
  clients: WalletPayment.layer,
  program: precreateProgram,
  failure: (error) =>
    error._tag === "UnsafeRedirect"
      ? serviceError(redirectRefusedMessage(error.message))
      : error._tag === "AjaxFailed" && error.errorKey === "PRECREATE_FAILED"
      ? serviceError(`Payment code failed: ${error.message}${error.errorCode === undefined ? "" : ` (error code ${error.errorCode})`}`)
      : undefined,
  json: (result) => result,
  text: (result, body) => precreateText(result, body),
})
