/**
 * Which orders take the mobile-wallet QR payment, and each wallet's name; a module of its
 * own so the order page can ask without loading the wallet. Rules: orders §1.
 *
 * Where the spec is silent: the payway is compared without regard to case or surrounding
 * spaces.
 *
 * @since 0.3.0
 */
import { codeOf, fieldsOf } from "../kernel/Untrusted.ts"

/**
 * The wallets the widget takes (orders-returns-help §1).
 *
 * @category constants
 */
export const walletPayways = ["WECHATPAY", "ALIPAY"] as const

/** @category models */
export type WalletPayway = (typeof walletPayways)[number]

/**
 * Each wallet's name as a customer knows it, and the app that scans its code.
 *
 * @category constants
 */
export const walletNames: Readonly<Record<WalletPayway, { readonly wallet: string; readonly app: string }>> = {
  WECHATPAY: { wallet: "WeChat Pay", app: "WeChat" },
  ALIPAY: { wallet: "Alipay", app: "Alipay" },
}

/**
 * The wallet of an order's pending payment, when it is one the widget takes; undefined
 * for any other order (no pending payment, another payway). Total.
 *
 * @example
 * import { pendingWalletPayway } from "@outfitter/domain"
 * pendingWalletPayway({ pendingPayment: { payway: " wechatpay " } }) // => "WECHATPAY"
 * pendingWalletPayway({ pendingPayment: { payway: "PAYPAL" } }) // => undefined
 * pendingWalletPayway({}) // => undefined
 * @category rules
 */
export const pendingWalletPayway = (order: { readonly pendingPayment?: { readonly payway?: unknown } | undefined }): WalletPayway | undefined => {
  const payway = codeOf(fieldsOf(fieldsOf(order).pendingPayment).payway)
  return (walletPayways as ReadonlyArray<string>).includes(payway) ? (payway as WalletPayway) : undefined
}
