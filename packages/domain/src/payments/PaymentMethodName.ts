/**
 * The name a shopper reads for a payment method: an order's `paymentName` (orders §3), a
 * refund's payment, a pending wallet's payway. Rules: orders §3 "Order details" (payments),
 * §4 (the external payment 'Extrnl Pymt'), §1 (the wallets WECHATPAY and ALIPAY).
 *
 * Where the spec is silent: the service's codes are never shown; each known code has its
 * name (one table, matched without regard to case, spaces or underscores); a card brand
 * reads as a saved card of that brand does; an unknown code in capitals reads in words
 * ("APPLE_PAY" → "Apple Pay"), an unknown name already in words is shown as sent, and no
 * name at all reads "Payment".
 *
 * @since 0.9.0
 */
import { textOf } from "../kernel/Untrusted.ts"
// the wallets' names alone (a single-rule entry, ./wallet/payway), not the wallet context:
// the CLI's order view loads this module on its own (./payments/method-name)
import { walletNames } from "../wallet/WalletPayway.ts"
import { cardBrandNames, houseCardBrand } from "./CardBrand.ts"

/**
 * Each known payment code (its key upper-cased, spaces and underscores as one space) and
 * the name the shopper reads.
 *
 * @category constants
 */
export const paymentMethodNames: Readonly<Record<string, string>> = {
  "VISA": cardBrandNames["visa"]!,
  "MASTERCARD": cardBrandNames["mastercard"]!,
  "AMEX": cardBrandNames["amex"]!,
  "AMERICAN EXPRESS": cardBrandNames["amex"]!,
  "DISCOVER": cardBrandNames["discover"]!,
  "JCB": cardBrandNames["jcb"]!,
  [houseCardBrand.toUpperCase()]: cardBrandNames[houseCardBrand]!,
  "PAYPAL": "PayPal",
  "WECHATPAY": walletNames.WECHATPAY.wallet,
  "ALIPAY": walletNames.ALIPAY.wallet,
  // the external payment of orders §4 (`externalPaymentName`)
  "EXTRNL PYMT": "Payment made outside our store",
  "GIFT CARD": "Gift card",
  "GIFTCARD": "Gift card",
  "EGIFT CARD": "eGift card",
  "EGIFTCARD": "eGift card",
}

/** What a payment with no name reads. @category constants */
export const unnamedPaymentMethod = "Payment"

const keyOf = (name: string): string => name.trim().toUpperCase().split(/[\s_]+/).filter((part) => part !== "").join(" ")

/**
 * The shopper's name for a payment method. Total: anything that is not text reads
 * "Payment".
 *
 * @example
 * import { paymentMethodName } from "@outfitter/domain"
 * paymentMethodName("Extrnl Pymt") // => "Payment made outside our store"
 * paymentMethodName("WECHATPAY") // => "WeChat Pay"
 * paymentMethodName("VISA") // => "Visa"
 * paymentMethodName("APPLE_PAY") // => "Apple Pay"
 * paymentMethodName("Store credit") // => "Store credit"
 * @category display
 */
export const paymentMethodName = (paymentName: unknown): string => {
  const given = textOf(paymentName).trim()
  const key = keyOf(given)
  if (key === "") return unnamedPaymentMethod
  if (Object.hasOwn(paymentMethodNames, key)) return paymentMethodNames[key]!
  // a code in capitals (no lower-case letter): its words, each capitalised
  if (given === given.toUpperCase()) {
    return key.split(" ").map((word) => word.charAt(0) + word.slice(1).toLowerCase()).join(" ")
  }
  return given
}
